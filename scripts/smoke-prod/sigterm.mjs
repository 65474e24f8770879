// `pnpm smoke:prod`'s SIGTERM (issue 30): process A, killed by the burst, is started again as its
// supervisor would, then process B gets SIGTERM while requests keep coming, through nginx and
// straight to B on connections of their own (as a proxy opens them). B answers readiness with 503
// at once and keeps serving through its drain (production's SHUTDOWN_DRAIN_MS, 5 s), so no
// request sent across the signal is reset: nginx answers every one with 200, B answers every one
// sent to it until its readiness said 503 (and one more after), and B exits 0 within the drain
// plus 10 s.
import http from 'node:http';
import { check } from './checks.mjs';
import { proxyRequests } from './clients.mjs';
import * as topology from './topology.mjs';

const DRAIN_MS = 5000; // production's default drain (apps/api/src/env.ts)
const CLOSE_LIMIT_MS = 10_000; // closing after the drain (apps/api/src/http/draining.ts)

/** GET on a connection of its own: the status, or the error's code (ECONNRESET, ECONNREFUSED). */
function getDirect(port, url) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', (err) => resolve(err.code ?? err.message));
    });
    req.once('error', (err) => resolve(err.code ?? err.message));
  });
}

/** "38 × 200, 2 × ECONNRESET" */
function tally(outcomes) {
  const counts = new Map();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return [...counts].map(([o, n]) => `${n} × ${o}`).join(', ');
}

const PROBE_ADDRESS = '127.0.0.5';
const MEMBER_ADDRESS = '127.0.0.6';

/** A again on its port, ready, and taken back by nginx (it had marked A failed at the kill). */
async function restartA({ api, env, ports, logs, client }) {
  api.A = topology.startApi({ env: { ...env, PORT: String(ports.A) }, logFile: logs.A });
  const ready = async () => (await getDirect(ports.A, '/api/health/ready')) === 200;
  await topology.waitUntil('API process A (started again)', api.A, ready);
  const probe = client(PROBE_ADDRESS);
  const byA = () =>
    proxyRequests(logs.nginx).some(
      (r) =>
        r.client === PROBE_ADDRESS &&
        r.status === 200 &&
        r.upstreams.at(-1) === `127.0.0.1:${ports.A}`,
    );
  for (const deadline = Date.now() + 30_000; !byA();) {
    check(Date.now() < deadline, 'nginx sent nothing to process A after it started again');
    await probe.request('GET', '/api/health');
    await new Promise((r) => setTimeout(r, 200));
  }
  probe.close();
}

export async function sigtermAcross({ api, env, ports, logs, client, report }) {
  await restartA({ api, env, ports, logs, client });
  const B = api.B;
  const exited = new Promise((resolve) =>
    B.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const member = client(MEMBER_ADDRESS);
  const viaNginx = [];
  let streaming = true;
  const stream = (async () => {
    while (streaming) {
      viaNginx.push(
        await member.request('GET', '/api/health').then(
          (r) => r.status,
          (e) => e.code ?? e.message,
        ),
      );
    }
  })();

  // requests already on their way to B when the signal comes
  const direct = Array.from({ length: 40 }, () => getDirect(ports.B, '/api/health'));
  const signalled = performance.now();
  B.kill('SIGTERM');
  // B's proxy: it polls readiness and sends on until it sees the 503
  let ready = 200;
  while (ready === 200) {
    direct.push(getDirect(ports.B, '/api/health'));
    ready = await getDirect(ports.B, '/api/health/ready');
  }
  const seen = performance.now() - signalled;
  check(ready === 503, `B's readiness answered ${ready} after SIGTERM, not 503`);
  const afterSaying = await getDirect(ports.B, '/api/health');
  check(afterSaying === 200, `B answered ${afterSaying} after its readiness said 503: not serving`);

  const { code, signal } = await exited;
  const ms = performance.now() - signalled;
  streaming = false;
  await stream;
  member.close();
  const toB = await Promise.all(direct);
  check(
    toB.every((o) => o === 200),
    `requests sent straight to B across its SIGTERM: ${tally(toB)} (all must be answered 200)`,
  );
  check(
    viaNginx.every((o) => o === 200),
    `requests through nginx across B's SIGTERM: ${tally(viaNginx)} (all must be answered 200)`,
  );
  check(code === 0 && signal === null, `B ended with ${code ?? signal} after SIGTERM, not 0`);
  check(
    ms >= DRAIN_MS && ms < DRAIN_MS + CLOSE_LIMIT_MS,
    `B exited ${(ms / 1000).toFixed(1)} s after SIGTERM: outside its ${DRAIN_MS / 1000} s drain plus 10 s`,
  );
  report.push(
    `SIGTERM of B (A started again): readiness 503 after ${seen.toFixed(0)} ms, ${toB.length} requests ` +
      `straight to B and ${viaNginx.length} through nginx across it all answered 200 (none reset); ` +
      `B exited 0 after ${(ms / 1000).toFixed(1)} s`,
  );
}
