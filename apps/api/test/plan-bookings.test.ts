import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewAdmin } from './admin-support';
import { get, post, startHarness, type Harness, registerMemberOn } from './harness';

// Plans applied to bookings (DECISIONS.md, Plans mean something), through the REST paths. The
// harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST); weekday peak is 4-9 PM.

let h: Harness;
let admin: string;
let bayIds: number[];
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  bayIds = (await h.t.db.selectFrom('bays').select('id').orderBy('id').execute()).map((b) => b.id);
  ({ admin } = await signInNewAdmin(h.app, h));
});
afterAll(() => h.close());

const at = (local: string) => new Date(`${local}-06:00`).toISOString();

const book = (cookie: string, local: string, durationMinutes = 60, extra = {}) =>
  post(h.app, '/api/bookings', { startTime: at(local), durationMinutes, ...extra }, cookie);
const hoursLeft = async (cookie: string) =>
  (await get(h.app, '/api/user', cookie)).json<{ hoursRemaining: number | null }>().hoursRemaining;

describe('a Pro plan (12 h a month)', () => {
  it('covers sessions until its hours run out, then charges the rest as a session of that length; a cancellation gives them back', async () => {
    const pro = await registerMemberOn(h, 'pro');
    // 11 h on three days in November (4 + 4 + 3), all covered
    const covered = [];
    for (const [day, hours] of [
      ['2026-11-24', 4],
      ['2026-11-25', 4],
      ['2026-11-26', 3],
    ] as const) {
      const res = await book(pro.cookie, `${day}T09:00:00`, hours * 60);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ price: 0 });
      covered.push(res.json<{ id: number }>().id);
    }
    expect(await hoursLeft(pro.cookie)).toBe(1);
    // 90 min with 1 h left: 30 min charged, $35
    const partly = await book(pro.cookie, '2026-11-27T10:00:00', 90);
    expect(partly.json()).toMatchObject({ price: 35, isPeak: false });
    expect(await hoursLeft(pro.cookie)).toBe(0);
    // nothing left: a peak hour at the member price
    const charged = await book(pro.cookie, '2026-11-27T16:00:00', 60);
    expect(charged.json()).toMatchObject({ price: 50, isPeak: true });
    // December is a new month
    const december = await book(pro.cookie, '2026-12-01T10:00:00', 60);
    expect(december.json()).toMatchObject({ price: 0 });

    const cancel = await post(h.app, `/api/bookings/${covered[2]}/cancel`, {}, pro.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 4 + 4 + 1 covered hours left in November (the charged 30 min and peak hour took none): 3 left
    expect(await hoursLeft(pro.cookie)).toBe(3);
  });

  it('20 parallel requests of one member never cover more than 12 hours', async () => {
    const pro = await registerMemberOn(h, 'pro');
    // 20 one-hour sessions over five days (4 a day: the daily limit), sent at once
    const starts = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].flatMap(
      (day) => ['09:00', '10:00', '11:00', '12:00'].map((t) => `${day}T${t}:00`),
    );
    // November 30 is November's; the other 16 are December's: 12 of those covered, 4 charged
    const answers = await Promise.all(starts.map((s) => book(pro.cookie, s)));
    expect(answers.map((a) => a.statusCode)).toEqual(starts.map(() => 201));
    const december = answers.slice(4).map((a) => a.json<{ price: number }>().price);
    expect(december.filter((p) => p === 0)).toHaveLength(12);
    expect(december.filter((p) => p === 40)).toHaveLength(4);
    expect(answers.slice(0, 4).map((a) => a.json<{ price: number }>().price)).toEqual([0, 0, 0, 0]);
  });
});

describe('Starter (5 h, off-peak), Elite (21 days) and no plan', () => {
  it('refuses a Starter a peak start, and covers an off-peak one', async () => {
    const starter = await registerMemberOn(h, 'starter');
    const peak = await book(starter.cookie, '2026-11-24T17:00:00');
    expect(peak.statusCode).toBe(400);
    expect(peak.json()).toMatchObject({
      code: 'BOOKING_RULE',
      error: 'Your Starter plan books off-peak times only.',
    });
    const offPeak = await book(starter.cookie, '2026-11-24T11:00:00', 120);
    expect(offPeak.json()).toMatchObject({ price: 0, isPeak: false });
    expect(await hoursLeft(starter.cookie)).toBe(3);
  });

  it('lets an Elite book 21 days ahead, and no one else', async () => {
    const elite = await registerMemberOn(h, 'elite');
    const pro = await registerMemberOn(h, 'pro');
    // today is day 1: December 13 is day 21, December 14 day 22
    const far = await book(elite.cookie, '2026-12-13T10:00:00');
    expect(far.json()).toMatchObject({ price: 0, status: 'confirmed' });
    const tooFar = await book(elite.cookie, '2026-12-14T10:00:00');
    expect(tooFar.json()).toMatchObject({
      error: 'Bookings can be made for today and the next 20 days.',
    });
    const proFar = await book(pro.cookie, '2026-12-13T10:00:00');
    expect(proFar.json()).toMatchObject({
      error: 'Bookings can be made for today and the next 13 days.',
    });
  });

  it('charges a member without a plan every session, as before', async () => {
    const none = await registerMemberOn(h, 'none');
    const res = await book(none.cookie, '2026-11-24T12:00:00', 90);
    expect(res.json()).toMatchObject({ price: 57 });
  });
});

describe('admin bookings and the waitlist draw on the plan too', () => {
  it("an admin's booking for a Pro member is covered (admin schedule for the rest)", async () => {
    const pro = await registerMemberOn(h, 'pro');
    const res = await call(h.app, 'POST', '/api/admin/bookings', admin, {
      userId: pro.id,
      bayId: bayIds[3],
      startTime: at('2026-11-28T16:00:00'),
      durationMinutes: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price: 0 });
    expect(await hoursLeft(pro.cookie)).toBe(11);
  });

  it("is the club's call: an admin may book a Starter at a peak time, drawing on the plan", async () => {
    const starter = await registerMemberOn(h, 'starter');
    const res = await call(h.app, 'POST', '/api/admin/bookings', admin, {
      userId: starter.id,
      bayId: bayIds[2],
      startTime: at('2026-11-25T17:00:00'),
      durationMinutes: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price: 0 });
    expect(await hoursLeft(starter.cookie)).toBe(4);
  });

  it('a Pro member promoted from the waitlist is covered by the plan', async () => {
    const slot = '2026-11-29T13:00:00';
    const holders = [];
    for (let i = 0; i < bayIds.length; i++) {
      const m = await registerMemberOn(h, 'none');
      const res = await book(m.cookie, slot);
      expect(res.statusCode).toBe(201);
      holders.push({ ...m, bookingId: res.json<{ id: number }>().id });
    }
    const pro = await registerMemberOn(h, 'pro');
    const queued = await book(pro.cookie, slot, 60, { joinWaitlist: true });
    // priced at the member rate while waiting (a Sunday afternoon is peak); the plan applies when confirmed
    expect(queued.json()).toMatchObject({ status: 'waitlisted', price: 50 });
    const first = holders[0];
    if (!first) throw new Error('no holder');
    await post(h.app, `/api/bookings/${first.bookingId}/cancel`, {}, first.cookie);
    const mine = (await get(h.app, '/api/bookings/user', pro.cookie)).json<
      { status: string; price: number }[]
    >();
    expect(mine).toMatchObject([{ status: 'confirmed', price: 0 }]);
    expect(await hoursLeft(pro.cookie)).toBe(11);
  });
});

describe('availability with a plan', () => {
  const availability = async (cookie: string, date: string, durationMinutes = 60) => {
    const input = encodeURIComponent(JSON.stringify({ date, durationMinutes }));
    const res = await get(h.app, `/trpc/bookings.availability?input=${input}`, cookie);
    return res.json<{ result: { data: Availability } }>().result.data;
  };
  interface Availability {
    bookableDays: string[];
    plan: { tier: string; minutesLeft: number | null };
    slots: { label: string; status: string; priceCents: number | null; reason: string | null }[];
  }

  it("shows a Starter peak times as unavailable (offPeakOnly), an Elite 21 days, and each price after the plan's hours", async () => {
    const starter = await registerMemberOn(h, 'starter');
    const day = await availability(starter.cookie, '2026-11-24');
    const at = (label: string) => day.slots.find((s) => s.label === label);
    expect(at('5:00 PM')).toMatchObject({ status: 'unavailable', reason: 'offPeakOnly' });
    expect(at('10:00 AM')).toMatchObject({ status: 'offPeak', priceCents: 0 });
    expect(day.plan).toEqual({ tier: 'starter', minutesLeft: 300 });
    expect(day.bookableDays).toHaveLength(14);

    const elite = await registerMemberOn(h, 'elite');
    const far = await availability(elite.cookie, '2026-12-13');
    expect(far.bookableDays).toHaveLength(21);
    // a Sunday: peak all day, bookable and covered
    expect(far.slots.find((s) => s.label === '10:00 AM')).toMatchObject({
      status: 'peak',
      priceCents: 0,
    });
    expect(far.plan).toEqual({ tier: 'elite', minutesLeft: null });

    const none = await registerMemberOn(h, 'none');
    const charged = await availability(none.cookie, '2026-11-24', 90);
    expect(charged.slots.find((s) => s.label === '10:00 AM')).toMatchObject({ priceCents: 5700 });
    expect(charged.plan).toEqual({ tier: 'none', minutesLeft: 0 });
  });
});
