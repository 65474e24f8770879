// `pnpm example <name> [options]` from the repository root. Builds @club/client first when its
// sources (or the API's types) changed since the last build, which turbo's cache makes instant
// otherwise, and says nothing about it unless the build fails. Then runs the example with tsx in the
// caller's folder, so a relative path (a CSV file) means what the caller meant. Only the example
// writes to stdout and stderr. CLUB_EXAMPLES_NO_BUILD=1 skips the build (the tests set it: turbo
// has built the client before they run).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

if (process.env.CLUB_EXAMPLES_NO_BUILD !== '1') {
  const build = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@club/client',
      '--only',
      '--output-logs=errors-only',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}${build.stderr}`);
    process.stderr.write('example: building @club/client failed (output above)\n');
    process.exit(build.status ?? 1);
  }
}

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
// pnpm runs root scripts in the root; INIT_CWD is where the caller was.
const run = spawnSync(
  process.execPath,
  [tsx, path.join(here, '../src/main.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() },
);
process.exit(run.status ?? 1);
