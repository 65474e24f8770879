import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, seedLocalDefaults } from '@club/db';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { addDays, atLocalTime, DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { runJob } from './job-support';
import { bookingDueForReminder } from './reminder-support';

// Two API processes on one database, as production runs them (DECISIONS, Production): every rule
// holds across both, and a change made through one is seen by the other as soon as PostgreSQL's
// change notice arrives (the times are printed; only a generous deadline is asserted).

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const zone = DEFAULT_TIME_ZONE;
const today = localDateOf(new Date(), zone);
let t: TestDatabase;
let reminderBookingId = 0;
const servers: { proc: ChildProcess; base: string }[] = [];

async function startServer(): Promise<{ proc: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: t.url,
      RATE_LIMITS: 'on',
      TRUST_PROXY: '1',
      SESSION_SECRET: 'two-processes-session-secret-long-enough',
      PUBLIC_URL: base,
      DATA_DIR: path.join(tmpdir(), `inside9-two-${port}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { proc, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

/** A request to server `s` from client address `ip` (TRUST_PROXY=1: one proxy hop). */
async function call(
  s: number,
  method: string,
  url: string,
  o: { ip: string; cookie?: string; body?: unknown },
) {
  const res = await fetch(`${servers[s]?.base ?? ''}${url}`, {
    method,
    headers: {
      'x-forwarded-for': o.ip,
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('club.sid='));
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    cookie: cookie?.split(';')[0],
  };
}

let members = 0;
/** A member registered through server `s`, from an address of its own. */
async function member(s: number) {
  const n = ++members;
  const ip = `10.0.${Math.floor(n / 200)}.${n % 200}`;
  const body = {
    email: `two${n}@example.com`,
    password: 'secret123',
    firstName: 'Two',
    lastName: `P${n}`,
  };
  const res = await call(s, 'POST', '/api/register', { ip, body });
  expect(res.status).toBe(201);
  return { ip, cookie: res.cookie ?? '', id: Number(res.json.id) };
}

const book = (s: number, m: { ip: string; cookie: string }, start: Date, durationMinutes = 60) =>
  call(s, 'POST', '/api/bookings', {
    ...m,
    body: { startTime: start.toISOString(), durationMinutes },
  });

/** Polls `seen` on server 1 until it holds (3 s at most); answers the milliseconds it took. */
async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const from = performance.now();
  while (!(await seen())) {
    if (performance.now() - from > 3000) throw new Error('not seen within 3 s');
  }
  return Math.round(performance.now() - from);
}

beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today });
  // its reminder is due: both processes' reminder jobs run for it below
  reminderBookingId = await bookingDueForReminder(t.db, new Date());
  servers.push(...(await Promise.all([startServer(), startServer()])));
}, 200_000);
afterAll(async () => {
  for (const { proc } of servers) {
    proc.kill('SIGTERM');
    if (proc.exitCode === null) await once(proc, 'exit');
  }
  await t.drop();
});

describe('two API processes on one database', () => {
  it('the 50-way race for one slot, split over both: 4 bays taken once, 46 refused', async () => {
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => member(i % 2)));
    const start = atLocalTime(addDays(today, 3), '14:00', zone);
    const answers = await Promise.all(racers.map((m, i) => book(i % 2, m, start)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(46);
    const bays = await t.db
      .selectFrom('bookings')
      .select('bayId')
      .where('status', '=', 'confirmed')
      .where('startTime', '=', start)
      .execute();
    expect(new Set(bays.map((b) => b.bayId)).size).toBe(4);
  });

  it("one member's parallel requests over both confirm at most 4 hours a day", async () => {
    const m = await member(0);
    const first = atLocalTime(addDays(today, 4), '00:00', zone).getTime();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(i % 2, m, new Date(first + i * 3_600_000))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
  });

  it('a rate limit is counted over both', async () => {
    const m = await member(1);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const body = { username: `two${members}@example.com`, password: 'wrong-password' };
      statuses.push((await call(i % 2, 'POST', '/api/login', { ip: m.ip, body })).status);
    }
    // 10 tries per address and client in 15 minutes, whichever process answers
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('a logout, a role change and a bay turned off on one are seen on the other', async () => {
    const user = (m: { ip: string; cookie: string }) => call(1, 'GET', '/api/user', m);
    // a logout on 0; server 1 has just read the session
    const out = await member(0);
    expect((await user(out)).status).toBe(200);
    expect((await call(0, 'POST', '/api/logout', { ...out, body: {} })).status).toBe(200);
    const logout = await msUntil(async () => (await user(out)).status === 401);

    // an admin on 0 makes a member an admin; server 1 has just read the member's session
    const admin = { email: 'desk@inside9golf.com', password: 'front-desk-99' };
    await createOrPromoteAdmin(t.db, { ...admin, firstName: 'Dana', lastName: 'Desk' });
    const login = await call(0, 'POST', '/api/login', {
      ip: '10.9.9.9',
      body: { username: admin.email, password: admin.password },
    });
    const desk = { ip: '10.9.9.9', cookie: login.cookie ?? '' };
    const promoted = await member(0);
    expect((await user(promoted)).json.role).toBe('user');
    const me = (await user(promoted)).json;
    const edit = await call(0, 'PUT', `/api/admin/users/${promoted.id}`, {
      ...desk,
      body: {
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        phone: null,
        membershipType: 'none',
        role: 'admin',
      },
    });
    expect(edit.status).toBe(200);
    const role = await msUntil(async () => (await user(promoted)).json.role === 'admin');

    // three bays taken at 10:00; server 1 has just read the day (one bay left); 0 turns it off
    const day = addDays(today, 5);
    const start = atLocalTime(day, '10:00', zone);
    for (let i = 0; i < 3; i++) expect((await book(0, await member(0), start)).status).toBe(201);
    const input = encodeURIComponent(JSON.stringify({ date: day, durationMinutes: 60 }));
    const status = async () => {
      const read = await call(1, 'GET', `/trpc/bookings.availability?input=${input}`, promoted);
      const data = (read.json.result as { data: { slots: { start: string; status: string }[] } })
        .data;
      return data.slots.find((s) => s.start === start.toISOString())?.status;
    };
    expect(await status()).toBe('offPeak');
    const free = await t.db
      .selectFrom('bays')
      .selectAll()
      .where(
        'id',
        'not in',
        t.db
          .selectFrom('bookings')
          .select('bayId')
          .where('startTime', '=', start)
          .where('bayId', 'is not', null)
          .$narrowType<{ bayId: number }>(),
      )
      .executeTakeFirstOrThrow();
    const off = await call(0, 'PUT', `/api/bays/${free.id}`, {
      ...desk,
      body: {
        name: free.name,
        type: free.type,
        locationId: free.locationId,
        features: free.features,
        isActive: false,
        force: true,
      },
    });
    expect(off.status).toBe(200);
    const bay = await msUntil(async () => (await status()) === 'waitlist');
    console.log(
      `seen on the other process after: logout ${logout} ms, role change ${role} ms, bay turned off ${bay} ms`,
    );
  });

  it("a booking on one shows in the other's availability as soon as its notice is in", async () => {
    const day = addDays(today, 6);
    const start = atLocalTime(day, '10:00', zone);
    const reader = await member(1);
    const input = encodeURIComponent(JSON.stringify({ date: day, durationMinutes: 60 }));
    const status = async () => {
      const read = await call(1, 'GET', `/trpc/bookings.availability?input=${input}`, reader);
      const data = (read.json.result as { data: { slots: { start: string; status: string }[] } })
        .data;
      return data.slots.find((s) => s.start === start.toISOString())?.status;
    };
    // every active bay but one taken (an earlier test turned one off)
    const bays = await t.db.selectFrom('bays').select('id').where('isActive', '=', true).execute();
    for (let i = 1; i < bays.length; i++)
      expect((await book(0, await member(0), start)).status).toBe(201);
    // server 1 reads (and keeps) the day with one bay left; the last is booked through 0
    expect(await status()).toBe('offPeak');
    expect((await book(0, await member(0), start)).status).toBe(201);
    const seen = await msUntil(async () => (await status()) === 'waitlist');
    console.log(`a booking on one process seen in the other's availability after ${seen} ms`);
  });

  it("a session's 24-hour reminder is queued once, though both processes' reminder jobs ran at once", async () => {
    const reminders = () =>
      t.db
        .selectFrom('mailOutbox')
        .select('id')
        .where('recipient', '=', 'reminded@example.com')
        .where('subject', 'like', 'Reminder:%')
        .execute();
    await runJob(t.url, 'reminders', 2);
    // each sweep marks the booking and queues its mail in one transaction: a second finds it marked
    const marked = await t.db
      .selectFrom('bookings')
      .select('reminderSentAt')
      .where('id', '=', reminderBookingId)
      .executeTakeFirstOrThrow();
    expect(marked.reminderSentAt).not.toBeNull();
    expect(await reminders()).toHaveLength(1);
  });
});
