// The processes the benchmark measures: the product's built server and the bare reference route,
// each in its own process (so neither shares an event loop with the load), and their memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@club/db';
import { SMTPServer } from 'smtp-server';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Server {
  name: string;
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilUp(base: string, probe: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    try {
      const res = await fetch(base + probe);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`The server at ${base} did not start:\n${log()}`);
}

async function start(
  name: string,
  args: string[],
  env: Record<string, string>,
  probe: string,
): Promise<Server> {
  const port = await freePort();
  // the server logs every request: to a file, as a service manager would take it (a pipe read by
  // this process would make the server wait on the benchmark's own event loop)
  const logFile = path.join(os.tmpdir(), `club-bench-${name.replace(/\W/g, '-')}-${port}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base, probe, child, () => readFileSync(logFile, 'utf8'));
  return {
    name,
    base,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The Node.js flags of the API's `start` script (apps/api/package.json): the bench runs the same. */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('dist/server.js'));
}

/** The product as production runs it (`pnpm start`: build first), behind a TLS proxy. */
export function startProduct(
  databaseUrl: string,
  dataDir: string,
  smtpUrl: string,
): Promise<Server> {
  return start(
    'product',
    [
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
        : []),
      ...startFlags(),
      'dist/server.js',
    ],
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: PRODUCT_ORIGIN,
      TRUST_PROXY: '1',
      RATE_LIMITS: 'off',
      SMTP_URL: smtpUrl,
      // BENCH_POOL_SIZE: the product's DATABASE_POOL_SIZE for this run (unset: its default)
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
    },
    '/api/health',
  );
}

/** The address the product believes it is served at (requests say they came through its proxy). */
export const PRODUCT_ORIGIN = 'https://club.bench.test';
export const PROXY_HEADERS = { 'x-forwarded-proto': 'https', origin: PRODUCT_ORIGIN };

/**
 * Where the product's mail goes: an SMTP server on loopback that takes every message and keeps
 * nothing, so each booking's confirmation is sent as in service (over the product's kept
 * connection) and counted.
 */
export async function startMailSink(): Promise<{
  url: string;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The bare reference route (bench/bare-route.ts). */
export function startBareRoute(databaseUrl: string): Promise<Server> {
  return start(
    'bare route',
    ['--import', 'tsx', 'bench/bare-route.ts'],
    { DATABASE_URL: databaseUrl },
    '/bookings?from=2000-01-01&to=2000-01-02',
  );
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `ms` until stopped; answers the highest seen. */
export function sampleRss(pid: number, ms = 200): { stop(): number } {
  let max = rssMb(pid);
  const timer = setInterval(() => (max = Math.max(max, rssMb(pid))), ms);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, rssMb(pid));
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc), or NaN elsewhere. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's closing parenthesis; utime and stime are the 12th and 13th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

/** A process and every process under it (PostgreSQL's postmaster and its backends). */
function treePids(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while listed
    }
  }
  const pids: number[] = [];
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/**
 * The CPU time (ms) a process tree has used, read as a counter that only goes up: a process that
 * has ended keeps what was last read of it. (Summing the live processes went down when a pool
 * closed idle backends; the parent's total of ended children would add what they used before.)
 */
export function treeCpuMeter(rootPid: number): () => number {
  const seen = new Map<number, number>();
  return () => {
    for (const pid of treePids(rootPid)) {
      const used = cpuMs(pid);
      if (Number.isFinite(used)) seen.set(pid, used);
    }
    let total = 0;
    for (const used of seen.values()) total += used;
    return total;
  };
}
