import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = createRequire(path.join(EXAMPLES_DIR, 'package.json')).resolve('tsx/cli');

export interface ExampleRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  /**
   * Through `pnpm example`'s own entry (examples/bin/example.mjs), without its build step: turbo
   * built the client before the tests, and a second build now could rewrite dist/ under another
   * test that reads it.
   */
  viaEntry?: boolean;
}

/**
 * Runs an example as its own process, as `pnpm example <name> ...` does, with only the given
 * CLUB_* variables. Asynchronous: the club under test answers from this very process.
 */
export function runExample(args: string[], options: RunOptions = {}): Promise<ExampleRun> {
  // none of the test's own CLUB_*, and no INIT_CWD: the example runs in `cwd`
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('CLUB_') && name !== 'INIT_CWD',
    ),
  );
  const command = options.viaEntry
    ? [path.join(EXAMPLES_DIR, 'bin/example.mjs')]
    : [TSX, path.join(EXAMPLES_DIR, 'src/main.ts')];
  const child = spawn(process.execPath, [...command, ...args], {
    cwd: options.cwd ?? EXAMPLES_DIR,
    env: {
      ...inherited,
      ...(options.viaEntry ? { CLUB_EXAMPLES_NO_BUILD: '1' } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
