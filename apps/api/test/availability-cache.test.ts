import { fillHalfHours, firstLocation, seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';

// The availability read keeps what a location's day holds until a change to it (Caches.days):
// a change made through this process shows at once, one made elsewhere (another API process, here
// straight into the database) as soon as PostgreSQL's change notice arrives (day-notices.test.ts
// waits for the notice itself, on two processes).
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

async function statusAt(cookie: string, date: string, start: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ date, durationMinutes: 60 }));
  const res = await get(h.app, `/trpc/bookings.availability?input=${input}`, cookie);
  expect(res.statusCode).toBe(200);
  const slots: { start: string; status: string }[] = res.json().result.data.slots;
  const slot = slots.find((s) => s.start === start);
  if (!slot) throw new Error(`no slot at ${start}`);
  return slot.status;
}

describe('availability reuses a location day until it changes', () => {
  it('shows a booking made through the API at once', async () => {
    const { cookie } = await registerMember(h.app);
    const others = [];
    for (let i = 0; i < 4; i++) others.push((await registerMember(h.app)).cookie);
    const start = at('2026-11-25T10:00:00');
    const book = (who: string) =>
      post(h.app, '/api/bookings', { startTime: start, durationMinutes: 60 }, who);
    for (const other of others.slice(0, 3)) expect((await book(other)).statusCode).toBe(201);
    // the day is read (and kept) with one bay left, then the last bay is booked
    expect(await statusAt(cookie, '2026-11-25', start)).toBe('offPeak');
    expect((await book(others[3] ?? '')).statusCode).toBe(201);
    expect(await statusAt(cookie, '2026-11-25', start)).toBe('waitlist');
  });

  it("shows the member's own booking and its cancellation at once", async () => {
    const { cookie } = await registerMember(h.app);
    const start = at('2026-11-27T15:00:00');
    const later = at('2026-11-27T15:30:00');
    expect(await statusAt(cookie, '2026-11-27', later)).toBe('offPeak');
    const booked = await post(
      h.app,
      '/api/bookings',
      { startTime: start, durationMinutes: 60 },
      cookie,
    );
    expect(booked.statusCode).toBe(201);
    // 3:30 PM would overlap the member's own 3:00 PM hour
    expect(await statusAt(cookie, '2026-11-27', later)).toBe('unavailable');
    const id = booked.json<{ id: number }>().id;
    const cancel = await post(h.app, `/api/bookings/${id}/cancel`, {}, cookie);
    expect(cancel.statusCode).toBe(200);
    expect(await statusAt(cookie, '2026-11-27', later)).toBe('offPeak');
  });

  it("gives each day only its share of the member's bookings", async () => {
    const { cookie } = await registerMember(h.app);
    const minutesOn = async (date: string) => {
      const input = encodeURIComponent(JSON.stringify({ date, durationMinutes: 60 }));
      const res = await get(h.app, `/trpc/bookings.availability?input=${input}`, cookie);
      return res.json<{ result: { data: { bookedMinutes: number } } }>().result.data.bookedMinutes;
    };
    expect(await minutesOn('2026-11-28')).toBe(0);
    const book = (local: string, durationMinutes: number) =>
      post(h.app, '/api/bookings', { startTime: at(local), durationMinutes }, cookie);
    expect((await book('2026-11-28T11:00:00', 120)).statusCode).toBe(201);
    expect((await book('2026-11-30T23:30:00', 60)).statusCode).toBe(201);
    expect((await book('2026-12-06T08:00:00', 180)).statusCode).toBe(201);
    expect(await minutesOn('2026-11-28')).toBe(120);
    expect(await minutesOn('2026-11-29')).toBe(0);
    expect(await minutesOn('2026-11-30')).toBe(60);
    expect(await minutesOn('2026-12-01')).toBe(0);
    // the 11:30 PM hour runs into December 1st: its first half hour is the member's own
    expect(await statusAt(cookie, '2026-12-01', at('2026-12-01T00:00:00'))).toBe('unavailable');
    expect(await statusAt(cookie, '2026-12-01', at('2026-12-01T00:30:00'))).not.toBe('unavailable');
    // the last bookable day, and a day past the window (read on its own)
    expect(await minutesOn('2026-12-06')).toBe(180);
    expect(await minutesOn('2026-12-07')).toBe(0);
  });

  it('shows a change made elsewhere as soon as its notice arrives', async () => {
    const { cookie, email } = await registerMember(h.app);
    const start = at('2026-11-26T10:00:00');
    expect(await statusAt(cookie, '2026-11-26', start)).toBe('offPeak');
    const location = await firstLocation(h.t.db);
    const user = await h.t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // another process books every bay from 10:00 to 11:00
    await fillHalfHours(h.t.db, {
      locationId: location?.id ?? 0,
      from: new Date(start),
      to: new Date(new Date(start).getTime() + 3_600_000),
      userIds: [user.id],
    });
    // a bounded wait for the notice, well under the second a day was once kept for
    await vi.waitFor(
      async () => expect(await statusAt(cookie, '2026-11-26', start)).not.toBe('offPeak'),
      { timeout: 500, interval: 5 },
    );
  });
});
