// `pnpm smoke:prod`'s kill: several members book at once through nginx, API process A is killed
// with SIGKILL when a third of their requests have started, and process B carries on. No booking
// acknowledged with 201 may be lost: each is in the member's list, on the admin's schedule and in
// the database, none is there twice, and every request after the kill succeeds.
import { statSync } from 'node:fs';
import { apiRequests, proxyRequests } from './clients.mjs';
import { check, PASSWORD, settled } from './checks.mjs';

const MEMBERS = 8;
const DAYS = [3, 4, 5, 6, 7, 8]; // days ahead; each member asks for 10:00 and 16:00 on each
const TIMES = ['10:00', '16:00'];

/** Members registered over https, each from an address of its own (127.0.0.10 and on). */
async function registerMembers(client, email) {
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    const c = client(`127.0.0.${10 + i}`);
    const res = await c.request('POST', '/api/register', {
      body: {
        email: `burst${i}-${email}`,
        password: PASSWORD,
        firstName: 'Burst',
        lastName: `M${i}`,
      },
    });
    check(res.status === 201, `registering burst member ${i} answered ${res.status}: ${res.text}`);
    members.push({ client: c, id: res.json.id });
  }
  return members;
}

/** Every member sends its bookings one after another, all members at once; A dies on the way. */
async function burst(members, plan, { api, logs }) {
  const kill = { after: Math.floor((plan.length * members.length) / 3), at: 0, exited: 0, logB: 0 };
  const exited = new Promise((resolve) => api.A.once('exit', resolve));
  const outcomes = [];
  let sent = 0;
  await Promise.all(
    members.map(async (m) => {
      for (const startTime of plan) {
        if (++sent === kill.after) {
          kill.logB = statSync(logs.B).size;
          kill.at = performance.now();
          api.A.kill('SIGKILL');
          void exited.then(() => (kill.exited = performance.now()));
        }
        const o = { m, startTime, sentAt: performance.now(), status: 0, id: 0, text: '' };
        try {
          const res = await m.client.request('POST', '/api/bookings', {
            body: { startTime, durationMinutes: 60, joinWaitlist: true },
          });
          Object.assign(o, {
            status: res.status,
            id: res.json?.id ?? 0,
            text: res.text.slice(0, 200),
          });
        } catch (error) {
          o.text = error instanceof Error ? error.message : String(error);
        }
        o.answeredAt = performance.now();
        outcomes.push(o);
      }
    }),
  );
  await exited;
  check(
    api.A.signalCode === 'SIGKILL',
    `API process A ended with ${api.A.exitCode ?? api.A.signalCode}`,
  );
  return { kill, outcomes };
}

/** After the kill: each member's list and the admin's schedule show every acknowledged booking. */
async function servedAfterTheKill({ members, acknowledged, admin, at, dates }) {
  for (const m of members) {
    const mine = await m.client.request('GET', '/api/bookings/user?limit=100');
    check(mine.status === 200, `GET /api/bookings/user after the kill answered ${mine.status}`);
    const ids = new Set(mine.json.map((b) => b.id));
    const missing = acknowledged.filter((o) => o.m === m && !ids.has(o.id)).map((o) => o.id);
    check(missing.length === 0, `a member's own list lacks acknowledged bookings ${missing}`);
    const more = await m.client.request('POST', '/api/bookings', {
      body: { startTime: at(9, '12:00'), durationMinutes: 60, joinWaitlist: true },
    });
    check(more.status === 201, `a booking after the kill answered ${more.status}: ${more.text}`);
    m.client.close();
  }
  for (const [date, times] of dates) {
    const day = await admin.request('GET', `/api/bookings/admin?date=${date}`);
    check(
      day.status === 200,
      `the admin's schedule of ${date} answered ${day.status}: ${day.text}`,
    );
    const ids = new Set(day.json.bookings.map((b) => b.id));
    const missing = acknowledged.filter((o) => times.includes(o.startTime) && !ids.has(o.id));
    check(
      missing.length === 0,
      `the admin's ${date} lacks acknowledged ${missing.map((o) => o.id)}`,
    );
  }
}

/** Every acknowledged booking is in the database as answered; no member holds a time twice. */
async function keptInTheDatabase({ db, members, acknowledged, plan }) {
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'userId', 'startTime', 'status'])
    .where(
      'userId',
      'in',
      members.map((m) => m.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const notKept = acknowledged.filter((o) => {
    const row = byId.get(o.id);
    const live = row && ['confirmed', 'waitlisted'].includes(row.status);
    return !live || row.userId !== o.m.id || row.startTime.toISOString() !== o.startTime;
  });
  check(
    notKept.length === 0,
    `${notKept.length} acknowledged bookings are not in the database as answered: ${notKept.map((o) => o.id)}`,
  );
  const live = rows.filter((r) => r.status !== 'cancelled');
  const held = new Set(live.map((r) => `${r.userId} ${r.startTime.toISOString()}`));
  check(
    held.size === live.length,
    `${live.length - held.size} bookings twice (a POST sent twice?)`,
  );
  const acknowledgedIds = new Set(acknowledged.map((o) => o.id));
  return live.filter((r) => !acknowledgedIds.has(r.id) && plan.includes(r.startTime.toISOString()))
    .length;
}

export async function burstWithKill({
  client,
  email,
  admin,
  at,
  addDays,
  today,
  api,
  logs,
  ports,
  database,
  report,
}) {
  const members = await registerMembers(client, email);
  const dates = DAYS.map((d) => [addDays(today, d), TIMES.map((t) => at(d, t))]);
  const plan = dates.flatMap(([, times]) => times);
  const { kill, outcomes } = await burst(members, plan, { api, logs });
  const acknowledged = outcomes.filter((o) => o.status === 201);
  // only a request A had taken when it died may go unanswered: nginx answers 502 for it
  const inFlight = (o) => o.sentAt < kill.exited && o.answeredAt > kill.at;
  const failed = outcomes.filter((o) => o.status !== 201 && !(o.status === 502 && inFlight(o)));
  check(
    failed.length === 0,
    `${failed.length} booking requests failed outside the kill:\n` +
      failed
        .slice(0, 5)
        .map((o) => `  ${o.startTime}: ${o.status} ${o.text}`)
        .join('\n'),
  );
  const afterKill = outcomes.filter((o) => o.sentAt > kill.exited).length;
  check(afterKill > 0, 'no booking was requested after process A died');
  const ours = new Set(members.map((m) => m.client.address));
  const byA = proxyRequests(logs.nginx).filter(
    (r) => ours.has(r.client) && r.status === 201 && r.upstreams.at(-1) === `127.0.0.1:${ports.A}`,
  );
  check(byA.length > 0, 'process A acknowledged no burst booking before it was killed');

  await servedAfterTheKill({ members, acknowledged, admin, at, dates });
  const unanswered = await keptInTheDatabase({ db: database.db, members, acknowledged, plan });
  const servedByB = await settled(
    () => apiRequests(logs.B, kill.logB).length,
    (n) => n > 0,
  );
  report.push(
    `burst: ${outcomes.length} bookings by ${members.length} members at once; A killed (SIGKILL) after ` +
      `${kill.after} had started: ${acknowledged.length} acknowledged (201), ` +
      `${outcomes.length - acknowledged.length} answered 502 (in flight in A)`,
  );
  report.push(
    `after the kill: ${afterKill} burst bookings, ${members.length} more, every list and schedule read answered ` +
      `(B logged ${servedByB} requests)`,
  );
  report.push(
    `database: all ${acknowledged.length} acknowledged bookings kept, none twice; ` +
      `${unanswered} committed whose answer the kill lost`,
  );
}
