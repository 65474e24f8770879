import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, seedLocalDefaults } from '@club/db';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

// SIGTERM, as a container platform sends it, to the real server process on a database of its own:
// the requests in flight are answered, no new connection is taken, the mail batch in hand is sent,
// and the process exits 0 within 10 s.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IN_FLIGHT = 40;
const EXIT_LIMIT_MS = 10_000;

let t: TestDatabase;
let child: ChildProcess | undefined;

beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today: localDateOf(new Date(), DEFAULT_TIME_ZONE) });
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
});
afterAll(() => t.drop());

async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: t.url,
      RATE_LIMITS: 'off',
      SESSION_SECRET: 'graceful-shutdown-session-secret-long-enough',
      PUBLIC_URL: base,
      DATA_DIR: path.join(tmpdir(), `inside9-shutdown-${port}`),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child = proc;
  const exited = once(proc, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { proc, port, base, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready');
}

/** True once the port refuses a new connection (nothing listens there any more). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await check());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * GET on a connection of its own (as a proxy opening one): `connection` settles once the connection
 * is made (or failed), `outcome` is the status, or the error code when the connection was refused
 * (ECONNREFUSED: nothing listens, safe to try elsewhere) or reset (ECONNRESET: a request lost).
 */
function getOnNewConnection(port: number, url: string) {
  let connected = (): void => undefined;
  const connection = new Promise<void>((resolve) => (connected = resolve));
  const outcome = new Promise<number | string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    req.once('socket', (socket) => socket.once('connect', connected));
    req.once('error', (err: NodeJS.ErrnoException) => {
      connected();
      resolve(err.code ?? err.message);
    });
    req.end();
  });
  return { connection, outcome };
}

/** SIGTERM now; answers the exit code and signal, and how long the process took to exit. */
async function terminate(server: Awaited<ReturnType<typeof startServer>>) {
  const from = performance.now();
  server.proc.kill('SIGTERM');
  const [code, signal] = await server.exited;
  return { code, signal, ms: performance.now() - from };
}

describe('SIGTERM', () => {
  it(`answers all ${IN_FLIGHT} requests in flight, refuses new connections, exits 0 within 10 s`, async () => {
    // room in the pool for every request to wait inside PostgreSQL, where the test can count them
    const server = await startServer({ DATABASE_POOL_SIZE: String(IN_FLIGHT + 5) });
    const register = await fetch(`${server.base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'shutdown@example.com',
        password: 'Shutdown-Test-2026',
        firstName: 'Shut',
        lastName: 'Down',
      }),
    });
    expect(register.status).toBe(201);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    // the bookings table held by the test: each read of a member's bookings waits for it
    const holder = new pg.Client({ connectionString: t.url });
    const observer = new pg.Client({ connectionString: t.url });
    await Promise.all([holder.connect(), observer.connect()]);
    try {
      await holder.query('begin');
      await holder.query('lock table bookings in access exclusive mode');
      const answers = Array.from({ length: IN_FLIGHT }, () =>
        fetch(`${server.base}/api/bookings/user`, { headers: { cookie } }).then(
          async (res) => ({ status: res.status, body: await res.json() }),
          (err: unknown) => ({ status: String((err as { cause?: unknown }).cause ?? err) }),
        ),
      );
      // every request is in the server, its read waiting for the lock (counted on a connection of
      // its own: inside the holder's transaction, pg_stat_activity stays as it was first read)
      await until('the reads to wait for the lock', async () => {
        const waiting = await observer.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting.rows[0]?.n ?? 0) >= IN_FLIGHT;
      });

      const stopped = terminate(server);
      await until('the port to refuse new connections', () => refusesConnections(server.port));
      await holder.query('commit');

      const results = await Promise.all(answers);
      expect(results.map((r) => r.status)).toEqual(Array<number>(IN_FLIGHT).fill(200));
      expect(results.every((r) => 'body' in r && Array.isArray(r.body))).toBe(true);
      const { code, signal, ms } = await stopped;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(ms).toBeLessThan(EXIT_LIMIT_MS);
    } finally {
      await Promise.all([holder.end(), observer.end()]);
    }
  }, 120_000);

  it('keeps serving for the drain: readiness answers 503 at once, no request sent across the signal is reset', async () => {
    const drainMs = 1500;
    const server = await startServer({ SHUTDOWN_DRAIN_MS: String(drainMs) });
    // requests sent just before the signal, each connection made (the kernel took it): some are
    // still in its accept queue when the signal comes, and die with the listening socket if that
    // closed at once (on the old code most of them answered ECONNRESET)
    const burst = Array.from({ length: IN_FLIGHT }, () =>
      getOnNewConnection(server.port, '/api/health'),
    );
    await Promise.all(burst.map((r) => r.connection));
    const sent = burst.map((r) => r.outcome);
    const stopped = terminate(server);
    // the proxy's health check polls readiness and sends on until it sees the 503
    let ready: number | string = 200;
    while (ready === 200) {
      sent.push(getOnNewConnection(server.port, '/api/health').outcome);
      ready = await getOnNewConnection(server.port, '/api/health/ready').outcome;
    }
    expect(ready).toBe(503);
    // the process still serves what reaches it after saying so: the proxy has yet to see it
    expect(await getOnNewConnection(server.port, '/api/health').outcome).toBe(200);
    const outcomes = await Promise.all(sent);
    expect(outcomes.filter((o) => o !== 200)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(IN_FLIGHT);

    await until('the port to refuse new connections', () => refusesConnections(server.port));
    const { code, signal, ms } = await stopped;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(ms).toBeGreaterThanOrEqual(drainMs);
    expect(ms).toBeLessThan(drainMs + EXIT_LIMIT_MS);
  }, 120_000);
});
