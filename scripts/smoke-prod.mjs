#!/usr/bin/env node
// `pnpm smoke:prod` (issue 22): the production topology of the README's checklist, run for real on
// this machine without containers. nginx terminates TLS (a self-signed certificate) in front of two
// API processes started from apps/api/dist/server.js as `pnpm --filter @club/api start` starts it,
// with NODE_ENV=production, TRUST_PROXY=1 and PUBLIC_URL=https://localhost:<port>, on one
// PostgreSQL (embedded through @club/db, or a fresh database on DATABASE_URL's server) that both
// migrate as they start; mail goes to the file outbox. The admin comes from the README's
// `pnpm admin:create`; everything else happens through https, as the admin and members would:
//   - the admin signs in, sets the club up (the first-run form's call) and adds four bays
//   - plain http redirects to https; pages and API answers carry HSTS; the session cookie is Secure
//   - the API sees the member's address (each process's request log), not nginx's, nor one the
//     member claims in its own X-Forwarded-For
//   - both processes serve bookings (counted in each process's own log)
//   - during a burst of bookings by several members one process is killed with SIGKILL: the other
//     keeps serving, every booking acknowledged with 201 is in the database and on the admin's
//     schedule, none is there twice, and requests after the kill succeed
//   - the killed process is started again, and the other gets SIGTERM while requests keep coming
//     through nginx and straight to it: readiness answers 503 at once, it serves through its drain,
//     no request sent across the signal is reset, and it exits 0
// It prints a short report, exits 1 with the reason on any failure, and always stops what it
// started and removes its temp folder. Needs `pnpm build` first (the test command runs it after).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { burstWithKill } from './smoke-prod/burst.mjs';
import { bookingsOnBoth, check, memberOverHttps } from './smoke-prod/checks.mjs';
import { httpsClient } from './smoke-prod/clients.mjs';
import { sigtermAcross } from './smoke-prod/sigterm.mjs';
import * as topology from './smoke-prod/topology.mjs';

const ADMIN = { email: 'smoke-admin@inside9golf.com', password: 'Smoke-Prod-Admin-2026' };
const ADMIN_ADDRESS = '127.0.0.3';
const log = (m) => console.log(`[smoke:prod] ${m}`);
const report = [];
const logFiles = []; // their last lines are printed when a check fails
let tempFolder = '';

/** The README's compiled CLI (`pnpm admin:create` runs it). */
function runCli(script, args, env) {
  const run = spawnSync(process.execPath, [`dist/${script}.js`, ...args], {
    cwd: topology.API_DIR,
    env,
    encoding: 'utf8',
  });
  check(run.status === 0, `${script} failed (${run.status}):\n${run.stdout}${run.stderr}`);
}

/** PostgreSQL, two API processes and nginx in a temp folder; the admin and the club's data. */
async function startTopology() {
  for (const built of ['apps/api/dist/server.js', 'apps/web/dist']) {
    check(existsSync(path.join(topology.ROOT, built)), `${built} is missing: run \`pnpm build\``);
  }
  const nginx = topology.ensureNginx(log);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'club-smoke-'));
  tempFolder = tmp; // removed when this process exits, whichever way
  chmodSync(tmp, 0o711); // nginx's worker (another user when started as root) reaches its temp files
  const { db, domain } = await topology.workspacePackages();
  const tls = topology.makeCertificate(tmp);
  const database = await topology.startDatabase(db, tmp, log);
  const free = new Set();
  while (free.size < 4) free.add(await db.freePort());
  const [https, http, A, B] = [...free];
  const publicUrl = `https://localhost:${https}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: path.join(tmp, 'api-data'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
  };
  const nginxDir = path.join(tmp, 'nginx');
  const logs = {
    A: path.join(tmp, 'api-a.log'),
    B: path.join(tmp, 'api-b.log'),
    nginx: path.join(nginxDir, 'access.log'),
  };
  logFiles.push(logs.A, logs.B, path.join(nginxDir, 'error.log'));
  const api = {
    A: topology.startApi({ env: { ...env, PORT: String(A) }, logFile: logs.A }),
    B: topology.startApi({ env: { ...env, PORT: String(B) }, logFile: logs.B }),
  };
  const health = (port) => async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  await Promise.all([
    topology.waitUntil('API process A', api.A, health(A)),
    topology.waitUntil('API process B', api.B, health(B)),
  ]);
  const conf = topology.nginxConf({
    dir: nginxDir,
    tls,
    httpsPort: https,
    httpPort: http,
    upstreamPorts: [A, B],
  });
  const proxy = topology.startNginx(nginx, { dir: nginxDir, conf });
  const client = (address) => httpsClient({ port: https, ca: tls.ca, address });
  const probe = client('127.0.0.1');
  const up = async () => (await probe.request('GET', '/api/health')).status === 200;
  await topology.waitUntil('nginx', proxy, up);
  probe.close();
  runCli('admin-create', ['--email', ADMIN.email, '--password', ADMIN.password], env);
  report.push(
    `topology: nginx (https :${https}) → API A :${A} and B :${B} (NODE_ENV=production, ` +
      `TRUST_PROXY=1) → ${database.where}`,
  );
  return { domain, database, env, api, logs, client, publicUrl, ports: { https, http, A, B } };
}

/**
 * The first run of a production club, as the checklist has it: the admin signs in over https,
 * sets the club up (its location) and adds its bays. Answers the admin's client.
 */
async function setUpTheClub({ client }, timeZone) {
  const admin = client(ADMIN_ADDRESS);
  const login = await admin.request('POST', '/api/login', {
    body: { username: ADMIN.email, password: ADMIN.password },
  });
  check(
    login.status === 200 && login.json?.role === 'admin',
    `the admin's login answered ${login.status}: ${login.text}`,
  );
  const club = await admin.request('POST', '/api/admin/club/setup', {
    body: {
      ...{ name: 'Inside 9 Golf Club', address: '100 Smoke Test Way', city: 'San Antonio' },
      ...{ state: 'TX', zipCode: '78205', timeZone, phone: '(210) 555-0199' },
      email: 'hello@inside9golf.com',
    },
  });
  check(club.status === 201, `setting the club up answered ${club.status}: ${club.text}`);
  for (const name of ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4']) {
    const bay = await admin.request('POST', '/api/bays', {
      body: { name, type: 'TrackMan', locationId: club.json.id, features: ['Ball tracking'] },
    });
    check(bay.status === 201, `adding ${name} answered ${bay.status}: ${bay.text}`);
  }
  report.push('club: set up by the admin over https (POST /api/admin/club/setup, 4 bays)');
  return admin;
}

async function main() {
  const t = await startTopology();
  const { domain } = t;
  const admin = await setUpTheClub(t, domain.DEFAULT_TIME_ZONE);
  const zone = domain.DEFAULT_TIME_ZONE;
  const today = domain.localDateOf(new Date(), zone);
  const at = (days, time) =>
    domain.atLocalTime(domain.addDays(today, days), time, zone).toISOString();
  const email = `smoke-${Date.now()}@example.com`;
  const member = await memberOverHttps({ ...t, httpPort: t.ports.http, email, report });
  await bookingsOnBoth({ member, at, logs: t.logs, adminAddress: ADMIN_ADDRESS, report });
  await burstWithKill({ ...t, email, admin, at, addDays: domain.addDays, today, report });
  await sigtermAcross({ ...t, report });
  admin.close();
  const outbox = path.join(t.env.DATA_DIR, 'outbox');
  const mails = readdirSync(outbox).filter((f) => f.endsWith('.eml')).length;
  report.push(`mail: ${mails} messages in the file outbox`);
}

let exitCode = 0;
let interrupted = '';
const started = performance.now();
process.on('exit', () => {
  topology.killStillRunning();
  if (tempFolder) rmSync(tempFolder, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = signal;
    log(`${signal}: stopping what was started`);
    topology.stopStarting(`interrupted (${signal})`);
    void topology.cleanUp(log);
  });
}
const watchdog = new Promise((_, reject) =>
  setTimeout(
    () => reject(new topology.SmokeFailure('did not finish within 10 minutes')),
    600_000,
  ).unref(),
);
try {
  await Promise.race([main(), watchdog]);
  console.log(`\n✔ smoke:prod passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  exitCode = 1;
  const reason =
    error instanceof topology.SmokeFailure ? error.message : (error?.stack ?? String(error));
  console.error(
    `\n✖ smoke:prod ${interrupted ? `interrupted (${interrupted})` : `failed: ${reason}`}`,
  );
  for (const file of interrupted ? [] : logFiles.filter((f) => existsSync(f))) {
    const tail = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-8).join('\n    ');
    console.error(`  the end of ${path.basename(file)}:\n    ${tail}`);
  }
} finally {
  for (const line of report) console.log(`  ${line}`);
  topology.stopStarting('stopped');
  await topology.cleanUp(log);
}
process.exit(interrupted ? 130 : exitCode);
