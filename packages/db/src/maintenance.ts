import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { EMBEDDED_PASSWORD, type Database } from './engine';

// What `pnpm db:backup` and `pnpm db:restore` ask of a server before they run pg_dump/pg_restore.

/** The server's major version (18 for 18.1): pg_dump and pg_restore must be at least that new. */
export async function serverMajorVersion(db: Database): Promise<number> {
  const { rows } = await sql<{
    version: number;
  }>`select current_setting('server_version_num')::int as version`.execute(db);
  return Math.floor((rows[0]?.version ?? 0) / 10000);
}

/** Other client sessions on this database (an API process still running, a psql left open). */
export async function otherSessionCount(db: Database): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
  `.execute(db);
  return rows[0]?.count ?? 0;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user, when root started it)
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The address of `database` on the server running on the embedded cluster in `clusterDir` (started
 * by `pnpm start`, from any process), or null when no server runs there. Read from the cluster's
 * postmaster.pid, whose lines PostgreSQL documents: process id, data folder, start time, port,
 * socket folder, listen address, ….
 */
export function runningEmbeddedUrl(clusterDir: string, database: string): string | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid = '', , , port = '', socketDir = ''] = readFileSync(pidFile, 'utf8').split('\n');
  if (!isAlive(Number(pid)) || !/^\d+$/.test(port.trim())) return null;
  const socket = socketDir.trim();
  const viaSocket = socket !== '' && existsSync(path.join(socket, `.s.PGSQL.${port.trim()}`));
  return (
    `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port.trim()}/${database}` +
    (viaSocket ? `?host=${encodeURIComponent(socket)}` : '')
  );
}
