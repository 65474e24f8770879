import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PostgreSQL's own client tools, for `pnpm db:backup` and `pnpm db:restore`. pg_dump refuses a
// server newer than itself (and an older pg_restore cannot read a newer archive), so the tool is
// picked by version: the first whose major is at least the server's.

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

export interface FoundTool {
  /** What to run: an absolute path, or the bare name (found on PATH). */
  command: string;
  major: number;
}

/** Where Debian and Ubuntu install each major's tools (postgresql-client-<major>). */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.18 (Debian …)` → 15), or null when it does not run. */
export function toolMajor(command: string): number | null {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout);
  return match?.[1] ? Number(match[1]) : null;
}

/** Candidates in the order they are tried: PG_BIN, then Debian's folders (the server's major first, then newer ones), then PATH. */
function candidates(tool: PgTool, serverMajor: number, pgBin: string | undefined): string[] {
  const debian = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((name) => /^\d+$/.test(name) && Number(name) >= serverMajor)
        .sort((a, b) => Number(a) - Number(b))
        .map((major) => path.join(DEBIAN_ROOT, major, 'bin', tool))
        .filter((file) => existsSync(file))
    : [];
  return [...(pgBin ? [path.join(pgBin, tool)] : []), ...debian, tool];
}

/** The tool to use against a server of `serverMajor`; throws, naming the version needed, when none fits. */
export function findPgTool(
  tool: PgTool,
  serverMajor: number,
  options: { pgBin?: string | undefined } = {},
): FoundTool {
  const seen: string[] = [];
  for (const command of candidates(tool, serverMajor, options.pgBin)) {
    const major = toolMajor(command);
    if (major === null) continue;
    if (major >= serverMajor) return { command, major };
    seen.push(`${command === tool ? `${tool} on PATH` : command} is PostgreSQL ${major}`);
  }
  throw new Error(
    `${tool} of PostgreSQL ${serverMajor} or newer is needed: the server runs PostgreSQL ${serverMajor}` +
      ` (${seen.length > 0 ? seen.join(', ') : `no ${tool} found`}). Install PostgreSQL ` +
      `${serverMajor}'s client tools (Debian/Ubuntu: postgresql-client-${serverMajor} from ` +
      `apt.postgresql.org, found in ${DEBIAN_ROOT}/${serverMajor}/bin), or set PG_BIN to the folder ` +
      `that has them, or run it with the postgres:${serverMajor} image (the compose file's backup ` +
      'service does).',
  );
}

/** Escapes a field of a .pgpass line (PostgreSQL's libpq-pgpass). */
const pgpassField = (value: string) => value.replace(/[\\:]/g, (c) => `\\${c}`);

/**
 * Runs a tool against `url` (or, null, on files alone), the password kept off its command line (where `ps` shows it to every
 * user): it goes to a private password file named by libpq's `passfile` parameter, removed after.
 */
export async function runPgTool(
  tool: FoundTool,
  url: string | null,
  args: string[],
): Promise<{ stderr: string }> {
  if (url === null) return run(tool, args);

  const target = new URL(url);
  let passDir: string | undefined;
  if (target.password) {
    passDir = mkdtempSync(path.join(os.tmpdir(), 'club-pgpass-'));
    const passfile = path.join(passDir, 'pgpass');
    const password = pgpassField(decodeURIComponent(target.password));
    writeFileSync(passfile, `*:*:*:*:${password}\n`, { mode: 0o600 });
    target.password = '';
    target.searchParams.set('passfile', passfile);
  }
  try {
    return await run(tool, ['--no-password', '--dbname', target.toString(), ...args]);
  } finally {
    if (passDir) rmSync(passDir, { recursive: true, force: true });
  }
}

function run(tool: FoundTool, args: string[]): Promise<{ stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stderr });
      else reject(new Error(`${tool.command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
