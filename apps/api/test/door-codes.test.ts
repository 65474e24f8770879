import { createMailer } from '../src/mail/mailer';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DOOR_CODE_JOB } from '../src/services/door/door-codes';
import { adminBook, at, call, fullSlotWithWaitlist, newMember } from './admin-support';
import { get, post, startHarness } from './harness';
import {
  codesOnTheDoor,
  eventually,
  FRONT_DOOR,
  signedEvent,
  useDoorWorld,
} from './support/door-harness';
import { testEnv } from './test-env';

// Issue 34, door codes: each confirmed booking gets a 6-digit code on the front door's lock (Seam's
// fake here), valid from 15 minutes before its start to its end, made by a retried job; a move
// moves it, a cancel removes it, and the first keypad unlock with it checks the booking in.

const d = useDoorWorld();
const MINUTE = 60_000;

const codeRow = (bookingId: number) =>
  d.w.h.t.db
    .selectFrom('doorCodes')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

const activeCode = (bookingId: number) =>
  eventually(
    () => codeRow(bookingId),
    (r) => r?.status === 'active',
  );

const ours = async (doorCodeId: number) =>
  (await codesOnTheDoor(d)).filter((c) => c.name === `club-door-${doorCodeId}`);

async function booked(start: string, minutes = 60, bay = 0) {
  const m = await newMember(d.w.h.app);
  const res = await adminBook(d.w, m.id, d.w.bayIds[bay] ?? 0, start, minutes);
  expect(res.statusCode, res.body).toBe(201);
  return { member: m, id: res.json<{ id: number }>().id };
}

describe('a booking gets its door code', () => {
  it('made on the lock with its window (15 minutes before to the end), shown in My Account, e-mailed once', async () => {
    const start = at('2026-11-25T10:00:00');
    const { member, id } = await booked(start, 90);
    const row = await activeCode(id);
    expect(row?.code).toMatch(/^\d{6}$/);
    const onLock = await ours(row?.id ?? 0);
    expect(onLock).toHaveLength(1);
    expect(onLock[0]).toMatchObject({
      device_id: FRONT_DOOR,
      code: row?.code,
      starts_at: new Date(Date.parse(start) - 15 * MINUTE).toISOString(),
      ends_at: new Date(Date.parse(start) + 90 * MINUTE).toISOString(),
    });
    const mine = await get(d.w.h.app, '/api/bookings/user', member.cookie);
    expect(mine.json()[0]).toMatchObject({
      id,
      doorCode: { status: 'active', code: row?.code },
    });
    const mail = await d.w.h.mail.waitFor(member.email, /Your door code/);
    expect(mail.text).toContain(`Your door code is ${row?.code}.`);
    expect(mail.text).toContain('9:45 AM');
    // the member's calendar feed carries it in the event's description
    const feed = await d.w.h.app.inject({
      method: 'GET',
      url: '/trpc/bookings.calendarFeed',
      headers: { cookie: member.cookie },
    });
    const ics = await get(d.w.h.app, new URL(feed.json().result.data.url).pathname);
    expect(ics.body.replace(/\r\n[ \t]/g, '')).toContain(
      `DESCRIPTION:Door code ${row?.code} (opens the front door 9:45 AM - 11:30 AM)`,
    );
    // once: a second run of its job mails nothing more
    expect((await codeRow(id))?.mailedAt).not.toBeNull();
  });

  it('on the night clocks fall back (America/Chicago, 2026-11-01), the window is in real time', async () => {
    // 1:30 AM CDT for 60 minutes ends at 1:30 AM CST; the code opens at 1:15 AM CDT
    const start = '2026-11-01T06:30:00.000Z';
    d.w.h.clock.now = new Date('2026-10-28T15:00:00Z');
    try {
      const res = await adminBook(d.w, (await newMember(d.w.h.app)).id, d.w.bayIds[1] ?? 0, start);
      expect(res.statusCode, res.body).toBe(201);
      const row = await activeCode(res.json<{ id: number }>().id);
      const [onLock] = await ours(row?.id ?? 0);
      expect(onLock).toMatchObject({
        starts_at: '2026-11-01T06:15:00.000Z',
        ends_at: '2026-11-01T07:30:00.000Z',
      });
    } finally {
      d.w.h.clock.now = new Date('2026-11-23T15:00:00Z');
    }
  });

  it('a move moves its window on the lock (the old code replaced), a cancel removes it', async () => {
    const { id } = await booked(at('2026-11-26T14:00:00'));
    const first = await activeCode(id);
    const moved = await call(d.w.h.app, 'PUT', `/api/bookings/${id}`, d.w.admin, {
      bayId: d.w.bayIds[0],
      startTime: at('2026-11-26T16:00:00'),
      durationMinutes: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = new Date(at('2026-11-26T15:45:00')).toISOString();
    const onLock = await eventually(
      () => ours(first?.id ?? 0),
      (codes) => codes.length === 1 && codes[0]?.starts_at === newStart,
    );
    expect(onLock[0]?.ends_at).toBe(new Date(at('2026-11-26T17:00:00')).toISOString());
    // the job marks the row once Seam answered: the lock may hold the new code a moment before
    await activeCode(id);

    const cancelled = await call(d.w.h.app, 'DELETE', `/api/bookings/${id}`, d.w.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(
      () => codeRow(id),
      (r) => r?.status === 'deleted',
    );
    expect(await ours(first?.id ?? 0)).toHaveLength(0);
  });

  it('with the lock service down for a while the booking is made at once, and its code once it is back', async () => {
    const url = new URL(d.env.SEAM_ENDPOINT ?? '');
    await d.fake.stopServer();
    const { id } = await booked(at('2026-11-27T11:00:00'), 60, 2);
    // the job fails and waits (retried with backoff); the booking stands, its code is pending
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await codeRow(id))?.status).toBe('pending');
    await d.fake.startServer({ port: Number(url.port) });
    const row = await eventually(
      () => codeRow(id),
      (r) => r?.status === 'active',
      40_000,
    );
    expect(await ours(row?.id ?? 0)).toHaveLength(1);
  }, 60_000);

  it('a waitlisted booking gets its code when a cancellation promotes it', async () => {
    const start = at('2026-11-30T20:00:00');
    const { waitlistedId } = await fullSlotWithWaitlist(d.w, start);
    expect(await codeRow(waitlistedId)).toBeUndefined();
    const taken = await d.w.h.t.db
      .selectFrom('bookings')
      .select('id')
      .where('startTime', '=', new Date(start))
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const cancelled = await call(d.w.h.app, 'DELETE', `/api/bookings/${taken.id}`, d.w.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const row = await activeCode(waitlistedId);
    expect(await ours(row?.id ?? 0)).toHaveLength(1);
  });

  it('digits the lock already holds for another code (409 duplicate_access_code) are picked again', async () => {
    const url = new URL(d.env.SEAM_ENDPOINT ?? '');
    await d.fake.stopServer();
    const { id } = await booked(at('2026-11-28T11:00:00'), 60, 1);
    const pending = await codeRow(id);
    await d.fake.startServer({ port: Number(url.port) });
    // someone else's code with the same digits, made on the lock before the job's next try
    await d.seam.accessCodes.create({
      device_id: FRONT_DOOR,
      name: 'staff',
      code: pending?.code ?? '',
    });
    const row = await eventually(
      () => codeRow(id),
      (r) => r?.status === 'active',
      40_000,
    );
    expect(row?.code).not.toBe(pending?.code);
    expect((await ours(row?.id ?? 0)).map((c) => c.code)).toEqual([row?.code]);
  }, 60_000);

  it('two API processes running the same job at once make one code', async () => {
    const other = await buildApp({
      db: d.w.h.t.db,
      databaseUrl: d.w.h.t.url,
      env: testEnv({ RATE_LIMITS: 'off', ...d.env }),
      secret: 'test-secret-test-secret-test-secret-0123',
      now: () => d.w.h.clock.now,
      webDist: null,
      mailer: createMailer({ from: 'x <x@example.com>', outboxDir: '/nonexistent', log: () => {} }),
    });
    try {
      const { id } = await booked(at('2026-11-27T15:00:00'), 60, 3);
      const row = await codeRow(id);
      const boss = new PgBoss({
        connectionString: d.w.h.t.url,
        max: 1,
        supervise: false,
        schedule: false,
        migrate: false,
      });
      await boss.start();
      try {
        // as if ten processes had queued it: both workers take some at the same moment
        await Promise.all(
          Array.from({ length: 10 }, () => boss.send(DOOR_CODE_JOB, { doorCodeId: row?.id })),
        );
        other.jobs.wake(DOOR_CODE_JOB);
        d.w.h.app.jobs.wake(DOOR_CODE_JOB);
        await activeCode(id);
        await new Promise((resolve) => setTimeout(resolve, 1500));
      } finally {
        await boss.stop({ graceful: false });
      }
      expect(await ours(row?.id ?? 0)).toHaveLength(1);
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('the unlock webhook', () => {
  const unlockEvent = (eventId: string, accessCodeId: string, occurredAt: string) => ({
    event_id: eventId,
    event_type: 'lock.unlocked',
    device_id: FRONT_DOOR,
    workspace_id: 'seed_workspace_1',
    connected_account_id: 'conn_1',
    created_at: occurredAt,
    occurred_at: occurredAt,
    method: 'keycode',
    access_code_id: accessCodeId,
    access_code_is_managed: true,
  });
  const send = (e: { payload: string; headers: Record<string, string> }) =>
    d.w.h.app.inject({
      method: 'POST',
      url: '/api/door/webhook',
      payload: e.payload,
      headers: e.headers,
    });

  it('a signed keypad unlock with the code checks the booking in; a replay changes nothing; a bad signature is refused', async () => {
    const { id } = await booked(at('2026-11-23T10:00:00'), 60, 1);
    const row = await activeCode(id);
    const accessCodeId = row?.seamAccessCodeId ?? '';
    const event = signedEvent(
      unlockEvent('evt_unlock_1', accessCodeId, '2026-11-23T15:52:00.000Z'),
    );
    const first = await send(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'checked_in' });
    const checked = () =>
      d.w.h.t.db
        .selectFrom('bookings')
        .select(['checkedInAt', 'checkedInBy'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await checked()).toEqual({
      checkedInAt: new Date('2026-11-23T15:52:00.000Z'),
      checkedInBy: 'door',
    });

    expect((await send(event)).json()).toEqual({ received: true, outcome: 'replayed' });
    // a later unlock (another event) leaves the first check-in as it was
    const later = signedEvent(
      unlockEvent('evt_unlock_2', accessCodeId, '2026-11-23T16:10:00.000Z'),
    );
    expect((await send(later)).json()).toEqual({ received: true, outcome: 'already' });
    expect((await checked()).checkedInAt).toEqual(new Date('2026-11-23T15:52:00.000Z'));
    const stored = await d.w.h.t.db.selectFrom('doorEvents').selectAll().orderBy('id').execute();
    expect(stored.map((e) => [e.id, e.outcome])).toEqual([
      ['evt_unlock_1', 'checked_in'],
      ['evt_unlock_2', 'already'],
    ]);

    const forged = signedEvent(
      unlockEvent('evt_forged', accessCodeId, '2026-11-23T15:00:00.000Z'),
      `whsec_${Buffer.from('not-the-club-secret').toString('base64')}`,
    );
    const refused = await send(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const unsigned = await post(d.w.h.app, '/api/door/webhook', JSON.parse(event.payload));
    expect(unsigned.statusCode).toBe(400);
    expect(await d.w.h.t.db.selectFrom('doorEvents').select('id').execute()).toHaveLength(2);
  });
});

describe('Club Settings', () => {
  it("lists the workspace's locks for the front door, and refuses one Seam does not list", async () => {
    const locks = await get(d.w.h.app, '/api/admin/door/locks', d.w.admin);
    expect(locks.statusCode, locks.body).toBe(200);
    expect(locks.json()).toEqual(
      expect.arrayContaining([{ deviceId: FRONT_DOOR, name: 'Fake August Lock 1' }]),
    );
    const [location] = (await get(d.w.h.app, '/api/locations')).json<Record<string, unknown>[]>();
    const fields = ['name', 'address', 'city', 'state', 'zipCode', 'timeZone', 'phone', 'email'];
    const details = Object.fromEntries(fields.map((f) => [f, location?.[f]]));
    const res = await call(d.w.h.app, 'PUT', '/api/admin/club', d.w.admin, {
      ...details,
      doorDeviceId: 'no_such_lock',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Choose one of the locks Seam lists' });
  });
});

describe('without a door provider', () => {
  it('no code anywhere: no field on My Account, doorAccess false, the locks path and the webhook 404', async () => {
    const h = await startHarness({ RATE_LIMITS: 'off' });
    try {
      const m = await newMember(h.app);
      const mine = await get(h.app, '/api/bookings/user', m.cookie);
      expect(mine.statusCode).toBe(200);
      expect(JSON.stringify(mine.json())).not.toContain('doorCode');
      const hook = await h.app.inject({
        method: 'POST',
        url: '/api/door/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.statusCode).toBe(404);
      expect(await h.t.db.selectFrom('doorCodes').select('id').execute()).toHaveLength(0);
    } finally {
      await h.close();
    }
  });
});
