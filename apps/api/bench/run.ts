// pnpm bench — issue 12's figures in one run, against one fresh embedded PostgreSQL:
//   1. the club fully booked for 14 days (4 bays x 48 half-hours x 14 days), 50 connections:
//      the bare reference route, the product's GET /api/bookings (14 days) and its availability
//      read (one day), each with its ratio to the bare route, and the product's memory;
//   2. booking create under contention (50 members at once on the same hours);
//   3. scale: 10,000 members and 500,000 bookings more, then the availability read and the admin
//      day read one at a time (server time from Server-Timing) with their query plans;
//   4. the window between two API processes: a cancel through one seen in the other's
//      availability (a second product process; bench/window.ts);
//   5. the visitor pages' JavaScript budgets (when apps/web is built).
// Prints the figures and writes them to bench/results/api.md. Asserts nothing about time.
// BENCH_SECONDS (default 10) per load; BENCH_MEMBERS / BENCH_BOOKINGS size the scale step;
// BENCH_ONLY=reads,window,create,scale (or availability) runs only those steps (for working on one figure; the report then
// shows only what ran). BENCH_POOL_SIZE sets the product's DATABASE_POOL_SIZE (unset: its default);
// BENCH_PROFILE=<dir> runs the product under `node --cpu-prof` and leaves its profile there. The
// ratios of issue 35 (each product figure over the bare one of the same run) are printed at the end.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LOCAL_ADMIN,
  createEngine,
  explainDayReads,
  fillHalfHours,
  firstLocation,
  generateLoad,
  generatedMemberEmail,
  seedLocalDefaults,
} from '@club/db';
import { addDays, atLocalTime, localDateOf } from '@club/domain';
import { hashPassword } from '../src/services/account/passwords';
import { runLoad, type LoadResult } from './load';
import { createStep, type CreateResult } from './create';
import { scaleStep, type ScaleResult } from './scale';
import { windowStep, type WindowResult } from './window';
import { writeReport } from './report';
import {
  PROXY_HEADERS,
  cpuMs,
  rssMb,
  sampleRss,
  treeCpuMeter,
  startBareRoute,
  startMailSink,
  startProduct,
  type Server,
} from './servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SCALE_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 500_000);
const CONNECTIONS = 50;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'reads,window,create,scale').split(','));
const PASSWORD = 'Bench-Member-Pass-1';

const dir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
const engine = await createEngine({ dataDir: dir, poolSize: 5 });
const servers: Server[] = [];
const mail = await startMailSink();
try {
  const { db } = engine;
  const now = new Date();
  const today = localDateOf(now, 'America/Chicago');
  await seedLocalDefaults(db, {
    today,
    adminPasswordHash: await hashPassword(LOCAL_ADMIN.password),
  });
  const location = await firstLocation(db);
  if (!location) throw new Error('The seed made no location');
  const zone = location.timeZone;
  const days = Array.from({ length: 14 }, (_, i) => addDays(today, i));
  const midnight = (day: string) => atLocalTime(day, '00:00', zone);
  const from = midnight(today);
  const to = midnight(addDays(today, 14));

  const members = await generateLoad(db, {
    members: CONNECTIONS,
    bookings: 0,
    locationId: location.id,
    until: from,
    passwordHash: await hashPassword(PASSWORD),
  });
  const filled = await fillHalfHours(db, {
    locationId: location.id,
    from,
    to,
    userIds: members.memberIds,
  });
  console.log(`Club fully booked for 14 days from ${today}: ${filled} bookings.`);

  servers.push(await startBareRoute(engine.url), await startProduct(engine.url, dir, mail.url));
  const [bare, product] = servers as [Server, Server];
  // PostgreSQL's postmaster (its backends are under it): its CPU is counted per request too
  const postmaster = Number(
    readFileSync(path.join(dir, 'pg/postmaster.pid'), 'utf8').split('\n')[0],
  );
  const pgCpu = treeCpuMeter(postmaster);
  /** CPU per answer of the serving process and of PostgreSQL while `work` runs. */
  async function measureCpu<T extends { requests: number }>(
    server: Server,
    work: () => Promise<T>,
  ) {
    const before = { server: cpuMs(server.pid), pg: pgCpu() };
    const result = await work();
    return {
      ...result,
      cpuPerRequest: (cpuMs(server.pid) - before.server) / result.requests,
      pgCpuPerRequest: (pgCpu() - before.pg) / result.requests,
    };
  }
  console.log(`product RSS at start ${rssMb(product.pid).toFixed(0)} MB`);

  async function login(email: string, password: string): Promise<string> {
    const res = await fetch(`${product.base}/api/login`, {
      method: 'POST',
      headers: { ...PROXY_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!res.ok || !cookie)
      throw new Error(`Login of ${email} answered ${res.status}: ${await res.text()}`);
    return cookie;
  }
  const cookies: string[] = [];
  for (let n = 1; n <= CONNECTIONS; n++)
    cookies.push(await login(generatedMemberEmail(members.batch, n), PASSWORD));
  const adminCookie = await login(LOCAL_ADMIN.email, LOCAL_ADMIN.password);
  const asMember = (c: number) => ({ ...PROXY_HEADERS, cookie: cookies[c % cookies.length] ?? '' });
  const availabilityPath = (day: string) =>
    `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify({ date: day, durationMinutes: 60 }))}`;

  const base = { connections: CONNECTIONS, seconds: SECONDS };
  const warm = { connections: 10, seconds: 2 };
  const bareQuery = `/bookings?locationId=${location.id}&from=${from.toISOString()}&to=${to.toISOString()}`;
  const listQuery = `/api/bookings?startDate=${from.toISOString()}&endDate=${to.toISOString()}&locationId=${location.id}`;
  const reads: (LoadResult & { rssMb?: number; cpuPerRequest: number; pgCpuPerRequest: number })[] =
    [];
  const readRuns = [
    { name: 'bare route, 14 days', server: bare, perConnection: () => [{ path: bareQuery }] },
    {
      name: 'GET /api/bookings, 14 days',
      server: product,
      perConnection: (c: number) => [{ path: listQuery, headers: asMember(c) }],
    },
    {
      name: 'bookings.availability, one day',
      server: product,
      // connection c is member c, going through the 14 days
      perConnection: (c: number) =>
        days.map((day) => ({ path: availabilityPath(day), headers: asMember(c) })),
    },
  ];
  // BENCH_ONLY=availability: that read alone
  for (const run of readRuns.filter(
    (r) => ONLY.has('reads') || (ONLY.has('availability') && r.name.includes('availability')),
  )) {
    const common = { base: run.server.base, perConnection: run.perConnection };
    await runLoad({ ...common, ...warm, name: 'warm-up' });
    const rss = run.server === product ? sampleRss(product.pid) : null;
    const result = await measureCpu(run.server, () =>
      runLoad({ ...common, ...base, name: run.name }),
    );
    reads.push({ ...result, ...(rss ? { rssMb: rss.stop() } : {}) });
    console.log(
      `${run.name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, CPU a request: ` +
        `server ${result.cpuPerRequest.toFixed(2)} ms, PostgreSQL ${result.pgCpuPerRequest.toFixed(2)} ms`,
      result.refusals,
    );
  }

  let seenElsewhere: WindowResult | null = null;
  if (ONLY.has('window')) {
    const second = await startProduct(engine.url, dir, mail.url);
    servers.push(second);
    const emails = cookies.slice(0, 20).map((_, i) => generatedMemberEmail(members.batch, i + 1));
    const users = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', emails)
      .execute();
    seenElsewhere = await windowStep({
      db,
      databaseUrl: engine.url,
      first: product,
      second,
      members: users.map((u) => ({
        id: u.id,
        cookie: cookies[emails.indexOf(u.email)] ?? '',
      })),
      after: midnight(addDays(today, 1)),
      zoneDateOf: (d) => localDateOf(d, zone),
    });
    console.log(
      `A cancel on one process seen on another after: p50 ${seenElsewhere.p50.toFixed(1)} ms, ` +
        `max ${seenElsewhere.max.toFixed(1)} ms (${seenElsewhere.samples} samples, ${seenElsewhere.polls} ` +
        `reads); its notice heard after p50 ${seenElsewhere.noticeP50.toFixed(1)} ms, ` +
        `max ${seenElsewhere.noticeMax.toFixed(1)} ms`,
    );
  }

  let created: CreateResult | null = null;
  if (ONLY.has('create')) {
    created = await createStep({
      db,
      product,
      bare,
      locationId: location.id,
      zone,
      today,
      memberIds: members.memberIds,
      connections: CONNECTIONS,
      asMember,
      cpuNow: (server) => ({ server: cpuMs(server.pid), pg: pgCpu() }),
      mailsReceived: mail.received,
    });
  }

  let scale: ScaleResult | null = null;
  if (SCALE_BOOKINGS > 0 && ONLY.has('scale')) {
    scale = await scaleStep({
      db,
      product,
      locationId: location.id,
      members: SCALE_MEMBERS,
      bookings: SCALE_BOOKINGS,
      until: from,
      days,
      memberHeaders: asMember(0),
      adminHeaders: { ...PROXY_HEADERS, cookie: adminCookie },
      availabilityPath,
    });
  }
  // the ratios, side by side in this run (printed whatever ran; the report has them too)
  const rate = (name: string) => reads.find((r) => r.name.startsWith(name))?.rps;
  const bareRps = rate('bare route');
  for (const name of ['GET /api/bookings', 'bookings.availability']) {
    const rps = rate(name);
    if (bareRps && rps) console.log(`ratio: ${name} ${(rps / bareRps).toFixed(2)}x the bare route`);
  }
  if (created) {
    const p99 = (m: { p99: number }, b: { p99: number }) => (m.p99 / b.p99).toFixed(2);
    console.log(
      `ratio: contended create p99 ${p99(created.creates, created.bareCreates)}x the bare write's`,
    );
    const same = created.sameSlot;
    console.log(
      `ratio: same-slot create p99 ${p99(same.creates, same.bareCreates)}x the bare write's`,
    );
  }
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  const plans = await explainDayReads(db, {
    locationId: location.id,
    from,
    to: midnight(addDays(today, 1)),
    userId: members.memberIds[0] ?? 0,
  });
  if (created && reads.length === 3 && (scale || SCALE_BOOKINGS === 0))
    writeReport({ reads, ...created, scale, seenElsewhere, plans, seconds: SECONDS });
  else {
    const peakRss = Math.max(created?.createsRss ?? 0, ...reads.map((r) => r.rssMb ?? 0));
    const { creates, bareCreates } = created ?? {};
    console.log(
      JSON.stringify(
        { reads, seenElsewhere, creates, bareCreates, peakRss, scale: scale?.reads },
        null,
        1,
      ),
    );
    console.log('A partial run (BENCH_ONLY): bench/results/api.md is left as it was.');
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  await mail.close();
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
}
