// pnpm db:restore <file> [--force] — puts a backup made by `pnpm db:backup` (or any pg_dump -Fc)
// back into DATABASE_URL or the local embedded database, in one transaction: every table the
// backup has is dropped and restored as it was. Refused while other sessions use the database
// (stop the app first) unless --force. A relative <file> is from the repository root.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, loadEnv } from '../env';
import { openBackupTarget, restoreDatabase, type BackupTarget } from './backup';

const { positionals, values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [name] = positionals;
if (name === undefined || positionals.length > 1) {
  console.error(
    'Usage: pnpm db:restore <file> [--force]  (a relative path is from the repository root)',
  );
  process.exit(2);
}
const file = path.resolve(REPO_ROOT, name);

const env = loadEnv();
let target: BackupTarget | undefined;
try {
  target = await openBackupTarget(env, 'pg_restore', console.log);
  const { tool, warnings } = await restoreDatabase({
    url: target.url,
    file,
    pgBin: env.PG_BIN,
    force: values.force,
  });
  if (warnings) console.warn(warnings);
  console.log(
    `Restored ${file} into ${target.label} (${tool.command}, PostgreSQL ${tool.major}). ` +
      'Start the app: it applies any newer migrations.',
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await target?.release();
}
