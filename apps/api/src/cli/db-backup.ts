// pnpm db:backup <file> — the whole database in pg_dump's custom format, from DATABASE_URL or the
// local embedded database (while the app runs, or started for the backup). A relative <file> is
// from the repository root. Needs a pg_dump at least as new as the server (PG_BIN, Debian's
// /usr/lib/postgresql/<major>/bin, then PATH): it says which version when there is none.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, loadEnv } from '../env';
import { backupDatabase, openBackupTarget, type BackupTarget } from './backup';

const { positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {},
});
const [name] = positionals;
if (name === undefined || positionals.length > 1) {
  console.error('Usage: pnpm db:backup <file>  (a relative path is from the repository root)');
  process.exit(2);
}
const file = path.resolve(REPO_ROOT, name);

const env = loadEnv();
let target: BackupTarget | undefined;
try {
  target = await openBackupTarget(env, 'pg_dump', console.log);
  const { tool, bytes } = await backupDatabase({ url: target.url, file, pgBin: env.PG_BIN });
  console.log(
    `Backed up ${target.label} to ${file} (${Math.ceil(bytes / 1024)} kB, ${tool.command}, PostgreSQL ${tool.major}).`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await target?.release();
}
