import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewAdmin } from './admin-support';
import { get, post, startHarness, type Harness, registerMemberOn } from './harness';

// What a plan has used is the covered minutes of the member's confirmed sessions, never their
// charged part, on every path that prices one (DECISIONS.md, Plan hours used are the covered
// minutes). The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST).

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
const idOf = (res: { json: <T>() => T }) => res.json<{ id: number }>().id;
const slotPrice = async (cookie: string, date: string, label: string) => {
  const input = encodeURIComponent(JSON.stringify({ date, durationMinutes: 60 }));
  const res = await get(h.app, `/trpc/bookings.availability?input=${input}`, cookie);
  const slots = res.json<{ result: { data: { slots: { label: string; priceCents: number }[] } } }>()
    .result.data.slots;
  return slots.find((s) => s.label === label)?.priceCents;
};

/** Four one-hour sessions a day (the daily limit) from 9 AM on each day. */
async function bookHours(cookie: string, days: readonly string[]) {
  const ids: number[] = [];
  for (const day of days)
    for (const time of ['09:00', '10:00', '11:00', '12:00']) {
      const res = await book(cookie, `${day}T${time}:00`);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(idOf(res));
    }
  return ids;
}

describe('paid hours never eat plan hours', () => {
  it('a Pro with 12 covered and 4 paid hours who cancels a covered hour has 1 hour left, and the next hour is $0', async () => {
    const pro = await registerMemberOn(h, 'pro');
    const covered = await bookHours(pro.cookie, ['2026-11-24', '2026-11-25', '2026-11-26']);
    const paid = await bookHours(pro.cookie, ['2026-11-27']);
    const prices = async (ids: number[]) => {
      const mine = (await get(h.app, '/api/bookings/user', pro.cookie)).json<
        { id: number; price: number }[]
      >();
      return ids.map((id) => mine.find((b) => b.id === id)?.price);
    };
    expect(await prices(covered)).toEqual(covered.map(() => 0));
    expect(await prices(paid)).toEqual([40, 40, 40, 40]);
    expect(await hoursLeft(pro.cookie)).toBe(0);

    const cancel = await post(h.app, `/api/bookings/${covered[0]}/cancel`, {}, pro.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // the cancelled hour was covered: it goes back to the plan, the paid ones never took any
    expect(await hoursLeft(pro.cookie)).toBe(1);
    // the booking screen's price and the booking's own price say the same
    expect(await slotPrice(pro.cookie, '2026-11-28', '9:00 AM')).toBe(0);
    const next = await book(pro.cookie, '2026-11-28T09:00:00');
    expect(next.json()).toMatchObject({ status: 'confirmed', price: 0 });
    expect(await hoursLeft(pro.cookie)).toBe(0);
  });

  it("an admin's booking after a cancellation is priced by the same count", async () => {
    const pro = await registerMemberOn(h, 'pro');
    const covered = await bookHours(pro.cookie, ['2026-11-24', '2026-11-25', '2026-11-26']);
    await bookHours(pro.cookie, ['2026-11-27']);
    await post(h.app, `/api/bookings/${covered[5]}/cancel`, {}, pro.cookie);
    const res = await call(h.app, 'POST', '/api/admin/bookings', admin, {
      userId: pro.id,
      bayId: bayIds[3],
      startTime: at('2026-11-28T14:00:00'),
      durationMinutes: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price: 0 });
  });
});

describe("an admin's move prices the session again by the member's plan", () => {
  it("a Pro's covered session moved by an admin stays covered", async () => {
    const pro = await registerMemberOn(h, 'pro');
    const own = await book(pro.cookie, '2026-11-24T13:00:00');
    expect(own.json()).toMatchObject({ price: 0 });
    const moved = await call(h.app, 'PUT', `/api/bookings/${idOf(own)}`, admin, {
      bayId: bayIds[1],
      startTime: at('2026-11-24T18:00:00'),
      durationMinutes: 90,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { price: 0, isPeak: true } });
    // the session's own hour is not counted twice: 1.5 h used of 12
    expect(await hoursLeft(pro.cookie)).toBe(10.5);
  });

  it('an admin-made session for a Pro with 1 h left, moved to 2 h, charges the second hour on the admin schedule', async () => {
    const pro = await registerMemberOn(h, 'pro');
    await bookHours(pro.cookie, ['2026-12-01', '2026-12-02']);
    for (const time of ['09:00', '10:00', '11:00'])
      expect((await book(pro.cookie, `2026-12-03T${time}:00`)).json()).toMatchObject({ price: 0 });
    const made = await call(h.app, 'POST', '/api/admin/bookings', admin, {
      userId: pro.id,
      bayId: bayIds[0],
      startTime: at('2026-12-04T10:00:00'),
      durationMinutes: 60,
    });
    expect(made.json()).toMatchObject({ price: 0 });
    const moved = await call(h.app, 'PUT', `/api/bookings/${idOf(made)}`, admin, {
      bayId: bayIds[0],
      startTime: at('2026-12-04T10:00:00'),
      durationMinutes: 120,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // 1 h covered, 1 h off-peak on the admin schedule: $45
    expect(moved.json()).toMatchObject({ booking: { price: 45, isPeak: false } });
  });
});

describe("Starter's off-peak rule on the waitlist", () => {
  /** Every bay taken at `local` by members without a plan. */
  async function fill(local: string) {
    const holders = [];
    for (let i = 0; i < bayIds.length; i++) {
      const m = await registerMemberOn(h, 'none');
      const res = await book(m.cookie, local);
      expect(res.statusCode, res.body).toBe(201);
      holders.push({ ...m, bookingId: idOf(res), bayId: res.json<{ bayId: number }>().bayId });
    }
    return holders;
  }

  it('refuses a Starter a place in the queue of a peak start', async () => {
    await fill('2026-11-24T17:00:00');
    const starter = await registerMemberOn(h, 'starter');
    const res = await book(starter.cookie, '2026-11-24T17:00:00', 60, { joinWaitlist: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Your Starter plan books off-peak times only.' });
  });

  it('never promotes a Starter onto a bay where the start is peak; an off-peak bay that frees takes them', async () => {
    const local = '2026-11-30T11:00:00';
    const holders = await fill(local);
    const starter = await registerMemberOn(h, 'starter');
    const queued = await book(starter.cookie, local, 60, { joinWaitlist: true });
    expect(queued.json()).toMatchObject({ status: 'waitlisted', isPeak: false });
    // the club makes Monday mornings peak on the first bay
    const [first, second] = holders;
    if (!first || !second) throw new Error('four bays expected');
    await h.t.db
      .deleteFrom('bayOperatingHours')
      .where('bayId', '=', first.bayId)
      .where('dayOfWeek', '=', 1)
      .execute();
    await h.t.db
      .insertInto('bayOperatingHours')
      .values([
        { bayId: first.bayId, dayOfWeek: 1, startTime: '00:00', endTime: '10:00', isPeak: false },
        { bayId: first.bayId, dayOfWeek: 1, startTime: '10:00', endTime: '21:00', isPeak: true },
        { bayId: first.bayId, dayOfWeek: 1, startTime: '21:00', endTime: '24:00', isPeak: false },
      ])
      .execute();
    const status = async () =>
      (await get(h.app, '/api/bookings/user', starter.cookie)).json<
        { id: number; status: string; bayId: number | null; isPeak: boolean }[]
      >()[0];
    await post(h.app, `/api/bookings/${first.bookingId}/cancel`, {}, first.cookie);
    expect(await status()).toMatchObject({ status: 'waitlisted' });
    await post(h.app, `/api/bookings/${second.bookingId}/cancel`, {}, second.cookie);
    expect(await status()).toMatchObject({
      status: 'confirmed',
      bayId: second.bayId,
      isPeak: false,
    });
  });
});
