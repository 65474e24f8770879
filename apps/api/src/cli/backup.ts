import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  kyselyFor,
  otherSessionCount,
  runningEmbeddedUrl,
  serverMajorVersion,
  startEmbeddedCluster,
} from '@club/db';
import type { Env } from '../env';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { findPgTool, runPgTool, type FoundTool, type PgTool } from './pg-tools';

// `pnpm db:backup <file>` and `pnpm db:restore <file>`: pg_dump's custom format (compressed, read
// back table by table by pg_restore), against DATABASE_URL or the local embedded database.

export interface BackupTarget {
  url: string;
  /** For the command's last line: which database it was. */
  label: string;
  /** Stops the embedded server when the command started it. */
  release(): Promise<void>;
}

/**
 * DATABASE_URL, or the local embedded database in `DATA_DIR/pg`: the server `pnpm start` runs, or
 * else one started for the command as `pnpm start` starts it, and stopped after.
 */
export async function openBackupTarget(
  env: Env,
  tool: PgTool,
  log: (m: string) => void,
): Promise<BackupTarget> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, label: 'DATABASE_URL', release: () => Promise.resolve() };
  }
  const clusterDir = path.join(env.DATA_DIR, 'pg');
  const versionFile = path.join(clusterDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new Error(
      `There is no local database in ${clusterDir}: set DATABASE_URL, or start the app once ` +
        '(pnpm start) to create it.',
    );
  }
  // the tool is checked before a server is started for nothing
  findPgTool(tool, Number(readFileSync(versionFile, 'utf8').trim()), { pgBin: env.PG_BIN });
  const running = runningEmbeddedUrl(clusterDir, 'club');
  if (running) {
    return {
      url: running,
      label: `the local database (${clusterDir})`,
      release: () => Promise.resolve(),
    };
  }
  const cluster = await startEmbeddedCluster(clusterDir, { log });
  return {
    url: cluster.adminUrl('club'),
    label: `the local database (${clusterDir})`,
    release: () => cluster.stop(),
  };
}

async function inspect(url: string): Promise<{ major: number; otherSessions: number }> {
  const db = kyselyFor(url, 1);
  try {
    return { major: await serverMajorVersion(db), otherSessions: await otherSessionCount(db) };
  } finally {
    await db.destroy();
  }
}

export interface BackupOptions {
  url: string;
  file: string;
  pgBin?: string | undefined;
}

/**
 * Writes the database to `file` (pg_dump -Fc: one consistent snapshot, taken while the app runs).
 * Never overwrites a file; the dump goes to `<file>.partial` first, so a failed run leaves no
 * file that looks like a backup.
 */
export async function backupDatabase(
  options: BackupOptions,
): Promise<{ tool: FoundTool; bytes: number }> {
  if (existsSync(options.file)) {
    throw new Error(`${options.file} exists: choose another name (a backup is never overwritten).`);
  }
  const { major } = await inspect(options.url);
  const tool = findPgTool('pg_dump', major, { pgBin: options.pgBin });
  const partial = `${options.file}.partial`;
  try {
    await runPgTool(tool, options.url, ['--format=custom', '--file', partial]);
    renameSync(partial, options.file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { tool, bytes: statSync(options.file).size };
}

/**
 * Replaces what the backup holds in the database with the backup's contents, in one transaction
 * (all or nothing): every table, sequence, constraint, trigger and the migrations' record. Objects
 * the backup does not have are left alone. Refused while other sessions use the database (an API
 * process would keep serving what it holds in memory), unless `force`.
 */
export async function restoreDatabase(
  options: BackupOptions & { force?: boolean },
): Promise<{ tool: FoundTool; warnings: string }> {
  if (!existsSync(options.file)) throw new Error(`${options.file} does not exist.`);
  const { major, otherSessions } = await inspect(options.url);
  if (otherSessions > 0 && !options.force) {
    throw new Error(
      `${otherSessions} other session(s) are connected to the database (is the app still ` +
        'running?): stop it first (pnpm start, or the API containers), or pass --force.',
    );
  }
  const tool = findPgTool('pg_restore', major, { pgBin: options.pgBin });
  const psql = findPgTool('psql', major, { pgBin: options.pgBin });
  // pg_restore writes the restore as SQL, which psql runs in one transaction after dropping the
  // job queue's schema: pg_restore --clean alone cannot drop pg-boss's partitioned job table (it
  // drops a partition's inherited key first, which PostgreSQL refuses)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'club-restore-'));
  const script = path.join(dir, 'restore.sql');
  let stderr: string;
  try {
    await runPgTool(tool, null, [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--file',
      script,
      options.file,
    ]);
    ({ stderr } = await runPgTool(psql, options.url, [
      '--no-psqlrc',
      '--quiet',
      '--set',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      // the "does not exist, skipping" notices of --if-exists are not worth showing
      '--command',
      'set client_min_messages = warning',
      '--command',
      `drop schema if exists ${JOB_SCHEMA} cascade`,
      '--file',
      script,
    ]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { tool, warnings: stderr.trim() };
}
