import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

// A bay change under a league (issue 25): a bay that leaves (deactivated) moves the league nights
// that held it onto the next free bay; the bookings there are counted, 409 unless forced.

let h: Harness;
let admin: string;
let bays: { id: number; name: string; type: string; locationId: number; features: string[] }[];
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
  bays = await h.t.db
    .selectFrom('bays')
    .select(['id', 'name', 'type', 'locationId', 'features'])
    .orderBy('id')
    .execute();
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

async function leagueBaysOn(date: string) {
  const res = await get(h.app, `/api/bookings/admin?startDate=${date}&endDate=${date}`, admin);
  return res.json<{ leagues: { name: string; bayIds: number[] }[] }>().leagues;
}

describe('deactivating a bay a league night holds', () => {
  it('moves the night to the next free bay: refused over a booking there unless forced, then the booking is cancelled', async () => {
    const [b1, b2, b3, b4] = bays;
    if (!b1 || !b2 || !b3 || !b4) throw new Error('four seeded bays expected');
    // Saturdays 12/5 and 12/12, 6-8 PM, one bay: the highest, bay 4
    await makeLeague(h, {
      name: 'Saturday Social',
      startDate: '2026-12-05',
      endDate: '2026-12-19',
      dayOfWeek: 6,
      durationWeeks: 2,
    });
    expect(await leagueBaysOn('2026-12-05')).toEqual([
      expect.objectContaining({ name: 'Saturday Social', bayIds: [b4.id] }),
    ]);
    const members = await Promise.all([1, 2, 3].map(() => registerMember(h.app)));
    const booked = [];
    for (const m of members) {
      const res = await post(
        h.app,
        '/api/bookings',
        { startTime: at('2026-12-05T18:00:00'), durationMinutes: 60 },
        m.cookie,
      );
      booked.push(res.json<{ id: number; bayId: number }>());
    }
    expect(booked.map((b) => b.bayId)).toEqual([b1.id, b2.id, b3.id]);
    const onBay3 = booked[2]?.id ?? 0;

    const body = { ...b4, isActive: false };
    const refused = await call(h, 'PUT', `/api/bays/${b4.id}`, admin, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STRANDS_BOOKINGS', strandedBookings: 1 });
    expect(await leagueBaysOn('2026-12-05')).toEqual([
      expect.objectContaining({ bayIds: [b4.id] }),
    ]);

    const forced = await call(h, 'PUT', `/api/bays/${b4.id}`, admin, { ...body, force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ isActive: false, cancelledBookings: 1 });
    const row = await h.t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', onBay3)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    await h.mail.waitFor(members[2]?.email ?? '', /Booking cancelled/);
    expect(await leagueBaysOn('2026-12-05')).toEqual([
      expect.objectContaining({ bayIds: [b3.id] }),
    ]);
  });

  it('a bay no league night needs changes as before', async () => {
    const b1 = bays[0];
    if (!b1) throw new Error('a seeded bay expected');
    const res = await call(h, 'PUT', `/api/bays/${b1.id}`, admin, { ...b1, name: 'Bay One' });
    expect(res.statusCode).toBe(200);
  });
});
