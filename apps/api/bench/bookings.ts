// pnpm --filter @club/api bench — booking throughput and latency over real HTTP on loopback,
// against a fresh embedded PostgreSQL. Prints results; asserts nothing about time.
//   BENCH_MEMBERS (default 40) members each try BENCH_PER_MEMBER (default 5) bookings at once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEngine, seedLocalDefaults } from '@club/db';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import type { Mailer } from '../src/mail/mailer';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 40);
const PER_MEMBER = Number(process.env.BENCH_PER_MEMBER ?? 5);

const dir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
const engine = await createEngine({ dataDir: dir, poolSize: 20 });
await seedLocalDefaults(engine.db, { today: new Date().toISOString().slice(0, 10) });
const sent: unknown[] = [];
const mailer: Mailer = { send: (m) => Promise.resolve(void sent.push(m)) };
const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', PORT: '0' });
const app = await buildApp({
  db: engine.db,
  env,
  mailer,
  secret: 'bench-secret-bench-secret-bench-secret',
  webDist: null,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(pathname: string, body: unknown, cookie?: string) {
  const t = performance.now();
  const res = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  await res.text();
  return {
    status: res.status,
    ms: performance.now() - t,
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  };
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.log(`Registering ${MEMBERS} members…`);
const cookies: string[] = [];
for (let i = 0; i < MEMBERS; i++) {
  const r = await call('/api/register', {
    email: `bench${i}@example.com`,
    password: 'secret123',
    firstName: 'B',
    lastName: `${i}`,
  });
  if (r.cookie) cookies.push(r.cookie);
}

// Every member asks for PER_MEMBER one-hour sessions tomorrow, all at the same few times: heavy
// contention on four bays, the waitlist offered when they are full.
const tomorrow = new Date(Date.now() + 24 * 3600_000);
tomorrow.setUTCMinutes(0, 0, 0);
const requests = cookies.flatMap((cookie, m) =>
  Array.from({ length: PER_MEMBER }, (_, k) => ({
    cookie,
    startTime: new Date(tomorrow.getTime() + ((m + k) % 8) * 3600_000).toISOString(),
  })),
);
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const results = await Promise.all(
  requests.map((r) =>
    call('/api/bookings', { startTime: r.startTime, durationMinutes: 60 }, r.cookie),
  ),
);
const elapsed = performance.now() - t0;
const byStatus = results.reduce<Record<number, number>>(
  (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
  {},
);
const ms = results.map((r) => r.ms);

const overlaps = await engine.db
  .selectFrom('bookings as a')
  .innerJoin('bookings as b', (j) => j.onRef('a.bayId', '=', 'b.bayId').onRef('a.id', '<', 'b.id'))
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('a.status', '=', 'confirmed')
  .where('b.status', '=', 'confirmed')
  .whereRef('a.startTime', '<', 'b.endTime')
  .whereRef('b.startTime', '<', 'a.endTime')
  .executeTakeFirst();

console.log(
  `\nBooking requests: ${results.length} in ${elapsed.toFixed(0)} ms (${((results.length / elapsed) * 1000).toFixed(1)} req/s)`,
);
console.log(
  `Answers by status: ${JSON.stringify(byStatus)} (201 booked, 409 every bay taken, 400 a rule)`,
);
console.log(
  `Latency: p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms, max ${pct(ms, 100).toFixed(1)} ms`,
);
console.log(`Overlapping confirmed bookings on one bay: ${overlaps?.n ?? '?'} (must be 0)`);
console.log(
  `RSS: ${(rssBefore / 1e6).toFixed(0)} MB before, ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB after`,
);

await app.close();
await engine.close();
rmSync(dir, { recursive: true, force: true });
