import { seedLocalDefaults } from '@club/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie } from './league-support';
import { sweepWith } from './reminder-support';

// The reminder 24 hours before each session (issue 26): queued once through the mail outbox,
// however many API processes sweep at the same moment; not for members who switched it off.

let h: Harness;
const START = new Date('2026-11-23T15:00:00Z');
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());
afterEach(() => {
  h.clock.now = START;
});

const at = (local: string) => new Date(`${local}-06:00`).toISOString();

/** A member's session on `start`, booked (as if) days before, so it has a reminder point. */
async function bookedEarly(cookie: string, start: string): Promise<number> {
  const res = await post(h.app, '/api/bookings', { startTime: start, durationMinutes: 60 }, cookie);
  expect(res.statusCode).toBe(201);
  const id = res.json<{ id: number }>().id;
  await h.t.db
    .updateTable('bookings')
    .set({ createdAt: new Date('2026-11-20T12:00:00Z') })
    .where('id', '=', id)
    .execute();
  return id;
}

async function remindersQueuedTo(email: string): Promise<number> {
  const rows = await h.t.db
    .selectFrom('mailOutbox')
    .select('id')
    .where('recipient', '=', email)
    .where('subject', 'like', 'Reminder:%')
    .execute();
  return rows.length;
}

describe('the session reminder', () => {
  it('goes out once, 24 hours before, when three processes sweep at the same moment', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(h.app)));
    for (const m of members) await bookedEarly(m.cookie, at('2026-11-25T10:00:00'));
    const quiet = await registerMember(h.app);
    await h.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { firstName: 'Quiet', lastName: 'Player', bookingReminders: false },
      headers: { cookie: quiet.cookie },
    });
    await bookedEarly(quiet.cookie, at('2026-11-25T11:00:00'));

    // more than a day before: nothing is due yet
    h.clock.now = new Date('2026-11-24T15:00:00Z');
    await sweepWith(h);
    expect(await remindersQueuedTo(members[0]?.email ?? '')).toBe(0);

    // 23 hours before: three processes' reminder jobs run at the same moment
    h.clock.now = new Date('2026-11-24T17:00:00Z');
    await sweepWith(h, 3);
    for (const m of members) expect(await remindersQueuedTo(m.email)).toBe(1);
    expect(await remindersQueuedTo(quiet.email)).toBe(0);
    const mail = await h.mail.waitFor(members[0]?.email ?? '', /Reminder: your session/);
    expect(mail.text).toContain('10:00 AM');
    expect(mail.text).toContain('switch these reminders off');

    // a later sweep finds nothing new
    await sweepWith(h);
    for (const m of members) expect(await remindersQueuedTo(m.email)).toBe(1);
  });

  it('is not sent for a session booked less than 24 hours ahead, nor for a cancelled one', async () => {
    const m = await registerMember(h.app);
    h.clock.now = new Date('2026-11-26T15:00:00Z');
    const res = await post(
      h.app,
      '/api/bookings',
      { startTime: at('2026-11-27T08:00:00'), durationMinutes: 60 },
      m.cookie,
    );
    expect(res.statusCode).toBe(201);
    const other = await registerMember(h.app);
    const id = await bookedEarly(other.cookie, at('2026-11-27T09:00:00'));
    expect(
      (await post(h.app, `/api/bookings/${id}/cancel`, undefined, other.cookie)).statusCode,
    ).toBe(200);
    h.clock.now = new Date('2026-11-26T16:00:00Z');
    await sweepWith(h);
    expect(await remindersQueuedTo(m.email)).toBe(0);
    expect(await remindersQueuedTo(other.email)).toBe(0);
  });
});

describe('cancelling one’s own booking', () => {
  it('is confirmed by e-mail', async () => {
    const m = await registerMember(h.app);
    const res = await post(
      h.app,
      '/api/bookings',
      { startTime: at('2026-11-30T14:00:00'), durationMinutes: 90 },
      m.cookie,
    );
    const id = res.json<{ id: number }>().id;
    expect((await post(h.app, `/api/bookings/${id}/cancel`, undefined, m.cookie)).statusCode).toBe(
      200,
    );
    const mail = await h.mail.waitFor(m.email, /Booking cancelled/);
    expect(mail.subject).toContain('2:00 PM');
    expect(mail.text).toContain('cancelled, as you asked');
  });
});

describe('a waitlisted booking whose time passed', () => {
  it('shows as expired to its member and the admin schedule, and is never promoted', async () => {
    const start = at('2026-11-24T19:00:00');
    const holders = [];
    for (let i = 0; i < 4; i += 1) {
      const holder = await registerMember(h.app);
      const res = await post(
        h.app,
        '/api/bookings',
        { startTime: start, durationMinutes: 60 },
        holder.cookie,
      );
      holders.push({ ...holder, id: res.json<{ id: number }>().id });
    }
    const waiting = await registerMember(h.app);
    await post(
      h.app,
      '/api/bookings',
      { startTime: start, durationMinutes: 60, joinWaitlist: true },
      waiting.cookie,
    );
    const mine = () =>
      get(h.app, '/api/bookings/user', waiting.cookie).then((r) => r.json<{ status: string }[]>());
    expect((await mine())[0]).toMatchObject({ status: 'waitlisted' });

    h.clock.now = new Date('2026-11-25T02:00:00Z'); // 8 PM local: the session has started
    expect((await mine())[0]).toMatchObject({ status: 'expired' });
    const admin = await adminCookie(h);
    const day = await get(h.app, '/api/bookings/admin?date=2026-11-24', admin);
    const listed = day.json<{ bookings: { userId: number; status: string }[] }>().bookings;
    expect(listed.filter((b) => b.status === 'expired')).toHaveLength(1);
    expect(listed.some((b) => b.status === 'waitlisted')).toBe(false);
    // a bay freed now does not go to the expired entry
    const freed = await h.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${holders[0]?.id ?? 0}`,
      headers: { cookie: admin },
    });
    expect(freed.statusCode).toBe(200);
    expect((await mine())[0]).toMatchObject({ status: 'expired', bayId: null });
  });
});
