import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, startHarness, type Harness, registerMemberOn } from './harness';

// hoursRemaining in the current-user object (DECISIONS.md, Plans mean something): this month's
// plan hours left, in the club's zone, from the member's confirmed sessions; null when unlimited,
// 0 without a plan. The harness clock is Monday 2026-11-23, 9:00 AM in San Antonio.

let h: Harness;
let bayId: number;
let locationId: number;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  const bay = await h.t.db
    .selectFrom('bays')
    .select(['id', 'locationId'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  bayId = bay.id;
  locationId = bay.locationId;
});
afterAll(() => h.close());

/** A session of the member's the plan covered whole ($0), straight into the table (start in UTC, minutes long). */
async function session(
  userId: number,
  startIso: string,
  minutes: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  const start = new Date(startIso);
  await h.t.db
    .insertInto('bookings')
    .values({
      userId,
      locationId,
      bayId: status === 'confirmed' ? bayId : null,
      startTime: start,
      endTime: new Date(start.getTime() + minutes * 60_000),
      priceCents: 0,
      planMinutes: minutes,
      status,
    })
    .execute();
}

const hoursOf = async (cookie: string) =>
  (await get(h.app, '/api/user', cookie)).json<{ hoursRemaining: number | null }>().hoursRemaining;

describe('hoursRemaining', () => {
  it("is a Pro member's 12 hours less this month's confirmed sessions (cancelled and other months do not count)", async () => {
    const pro = await registerMemberOn(h, 'pro');
    const other = await registerMemberOn(h, 'pro');
    expect(await hoursOf(pro.cookie)).toBe(12);
    await session(pro.id, '2026-11-02T15:00:00Z', 90);
    await session(pro.id, '2026-11-10T15:00:00Z', 60, 'cancelled');
    // 11:30 PM on November 30 in San Antonio: still November's (December 1 in UTC)
    await session(pro.id, '2026-12-01T05:30:00Z', 30);
    // December's own
    await session(pro.id, '2026-12-01T07:00:00Z', 120);
    await session(other.id, '2026-11-03T15:00:00Z', 240);
    expect(await hoursOf(pro.cookie)).toBe(10);
    expect(await hoursOf(other.cookie)).toBe(8);
  });

  it('renews with the month in the club zone', async () => {
    const starter = await registerMemberOn(h, 'starter');
    await session(starter.id, '2026-11-20T15:00:00Z', 180);
    expect(await hoursOf(starter.cookie)).toBe(2);
    h.clock.now = new Date('2026-12-01T06:00:00Z'); // midnight, December 1, CST
    try {
      expect(await hoursOf(starter.cookie)).toBe(5);
    } finally {
      h.clock.now = new Date('2026-11-23T15:00:00Z');
    }
  });

  it('is null for unlimited plans and 0 without a plan, on login and on auth.me too', async () => {
    const elite = await registerMemberOn(h, 'elite');
    await session(elite.id, '2026-11-05T15:00:00Z', 240);
    expect(await hoursOf(elite.cookie)).toBeNull();
    expect(await hoursOf((await registerMemberOn(h, 'member')).cookie)).toBeNull();
    const none = await registerMemberOn(h, 'none');
    expect(await hoursOf(none.cookie)).toBe(0);

    const pro = await registerMemberOn(h, 'pro');
    await session(pro.id, '2026-11-04T15:00:00Z', 60);
    const login = await post(h.app, '/api/login', { username: pro.email, password: 'secret123' });
    expect(login.json()).toMatchObject({ membershipType: 'pro', hoursRemaining: 11 });
    const me = await get(h.app, '/trpc/auth.me', pro.cookie);
    expect(me.json()).toMatchObject({ result: { data: { hoursRemaining: 11 } } });
  });
});
