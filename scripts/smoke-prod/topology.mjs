// The pieces of `pnpm smoke:prod`'s production topology, started for real on this machine: a
// self-signed certificate, nginx in front (TLS, two upstreams), the compiled API processes, and
// PostgreSQL (embedded through @club/db, or a database of its own on DATABASE_URL's server).
// Everything started registers how to stop it; `cleanUp()` stops it all, last started first.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_DIR = path.join(ROOT, 'apps/api');

/** A failed check or a missing tool: its message is what the operator reads. */
export class SmokeFailure extends Error {}
export function fail(message) {
  throw new SmokeFailure(message);
}

const cleanups = [];
let stopping = '';
/**
 * Registers how to stop what was just started. Once the run is being stopped (a signal), whatever
 * still starts is registered and the run ends there: the next clean-up stops it too.
 */
export function onCleanup(what, stop) {
  cleanups.push({ what, stop });
  if (stopping) fail(stopping);
}
export function stopStarting(reason) {
  stopping = reason;
}

/**
 * Stops everything registered, last first; a step that fails is reported and the rest still run.
 * Calls queue behind each other (a signal's clean-up, then the run's own at its end).
 */
let cleaning = Promise.resolve();
export function cleanUp(log) {
  cleaning = cleaning.then(async () => {
    while (cleanups.length > 0) {
      const { what, stop } = cleanups.pop();
      try {
        await stop();
      } catch (error) {
        log(`could not stop ${what}: ${error instanceof Error ? error.message : error}`);
      }
    }
  });
  return cleaning;
}

/**
 * Child processes still running when this process exits are killed there (synchronously): the
 * embedded PostgreSQL package ends the process itself on SIGINT or SIGTERM once its clusters
 * have stopped, which can come before the clean-up above is through.
 */
const children = [];
export function killStillRunning() {
  for (const { proc, group } of children) {
    if (proc.exitCode !== null || proc.signalCode !== null) continue;
    try {
      process.kill(group ? -proc.pid : proc.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** @club/db and @club/domain export TypeScript: tsx's loader (a dev dependency of the API) reads them. */
export async function workspacePackages() {
  const fromApi = createRequire(path.join(API_DIR, 'package.json'));
  await import(pathToFileURL(fromApi.resolve('tsx/esm')).href);
  const load = (dir) => import(pathToFileURL(path.join(ROOT, dir, 'src/index.ts')).href);
  return { db: await load('packages/db'), domain: await load('packages/domain') };
}

/** A certificate for localhost, signed by itself; the smoke's client trusts it and nothing else. */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert],
    ],
    { encoding: 'utf8' },
  );
  if (made.error) fail(`smoke:prod needs openssl to make its certificate: ${made.error.message}`);
  if (made.status !== 0) fail(`openssl could not make a certificate:\n${made.stderr}`);
  return { cert, key, ca: readFileSync(cert) };
}

function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return [onPath, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => p && existsSync(p));
}

/** nginx, installed from Debian's packages when missing and allowed (root with apt-get). */
export function ensureNginx(log) {
  const found = findNginx();
  if (found) return found;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot() && hasApt) {
    log('nginx is missing: apt-get install -y -qq nginx');
    spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'],
      { stdio: 'inherit' },
    );
    const installed = findNginx();
    if (installed) return installed;
  }
  return fail(
    'smoke:prod needs nginx, the TLS proxy of the production checklist: install it ' +
      '(Debian/Ubuntu: `sudo apt-get install nginx`) or put it on PATH, then run it again.',
  );
}

/**
 * nginx as the README's checklist asks for it: TLS in front, both API processes behind one
 * upstream, the client's address and scheme forwarded (TRUST_PROXY=1 on the API reads the last
 * X-Forwarded-For entry, the one nginx adds). A request goes to the other process on `error` or
 * `timeout`; nginx never sends a POST, PATCH or LOCK a second time once it reached a process
 * (unless `non_idempotent` is listed, which it is not), so a booking is never made twice, while a
 * process that refuses connections is skipped. Plain http answers with a redirect to https.
 */
export function nginxConf({ dir, tls, httpsPort, httpPort, upstreamPorts }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `# written by scripts/smoke-prod.mjs
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }

http {
  log_format upstreams '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${path.join(dir, 'access.log')} upstreams;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server_tokens off;

  upstream club_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${httpPort};
    return 301 https://$host:${httpsPort}$request_uri;
  }

  server {
    listen 127.0.0.1:${httpsPort} ssl;
    server_name localhost;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    client_max_body_size 1m;

    location / {
      proxy_pass http://club_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

/** Stops a child process: `signal`, then SIGKILL after `graceMs` (its whole group when detached). */
export async function stopProcess(proc, { signal = 'SIGTERM', graceMs = 10_000, group = false }) {
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  if (!alive()) return;
  const kill = (s) => (group ? process.kill(-proc.pid, s) : proc.kill(s));
  kill(signal);
  const timer = setTimeout(() => alive() && kill('SIGKILL'), graceMs);
  await once(proc, 'exit');
  clearTimeout(timer);
}

/** nginx, in the foreground with its own prefix, pid and logs in `dir`; checked with -t first. */
export function startNginx(binary, { dir, conf }) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const args = ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')];
  const test = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx refused its configuration (${file}):\n${test.stderr}`);
  // detached: its own process group, so the master and its worker stop together
  const proc = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push({ proc, group: true });
  onCleanup('nginx', () => stopProcess(proc, { signal: 'SIGQUIT', graceMs: 5000, group: true }));
  return proc;
}

/** `node <flags> dist/server.js` exactly as `pnpm --filter @club/api start` runs it. */
function apiStartArgs() {
  const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') fail(`apps/api's start script no longer runs node: ${command}`);
  return args;
}

/** One API process; its output (pino's request log lines among it) goes to `logFile`. */
export function startApi({ env, logFile }) {
  const fd = openSync(logFile, 'a');
  const proc = spawn(process.execPath, apiStartArgs(), {
    cwd: API_DIR,
    env,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  children.push({ proc, group: false });
  onCleanup(`the API process on port ${env.PORT}`, () => stopProcess(proc, {}));
  return proc;
}

export async function waitUntil(what, proc, ready, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      fail(`${what} exited (${proc.exitCode ?? proc.signalCode}) before it was ready`);
    }
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${what} was not ready within ${seconds} s`);
}

/**
 * PostgreSQL: the embedded one of @club/db in `dir` (DATABASE_URL unset), or a fresh database of
 * its own on DATABASE_URL's server, dropped afterwards (the smoke never writes to yours). It starts
 * empty: the API processes migrate it as they start, both at once as two replicas would, with the
 * migrations they were built with. Answers its URL and a pool for the smoke's own reads.
 */
export async function startDatabase(db, dir, log) {
  const pg = createRequire(path.join(ROOT, 'packages/db/package.json'))('pg');
  const run = async (url, statement) => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {}); // a server stopping under it ends the query with an error too
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `club_smoke_${process.pid}_${Date.now()}`;
  let url;
  let where;
  if (process.env.DATABASE_URL) {
    const server = process.env.DATABASE_URL;
    await run(server, `create database ${name}`);
    onCleanup(`database ${name}`, () =>
      run(server, `drop database if exists ${name} with (force)`),
    );
    const ours = new URL(server);
    ours.pathname = `/${name}`;
    [url, where] = [ours.href, `database ${name} on DATABASE_URL's server`];
  } else {
    const cluster = await db.startEmbeddedCluster(path.join(dir, 'pg'), { log });
    onCleanup('PostgreSQL', () => cluster.stop());
    await run(cluster.adminUrl('postgres'), `create database ${name}`);
    [url, where] = [cluster.adminUrl(name), 'embedded PostgreSQL (@club/db)'];
  }
  const reader = db.kyselyFor(url, 2);
  onCleanup('the database pool', () => reader.destroy());
  return { url, db: reader, where };
}
