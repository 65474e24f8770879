import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call } from './league-support';
import { addCoach, bookLesson } from './lesson-support';

// Leagues side by side (DECISIONS): a league night takes the highest-numbered bays not held by
// another league that night; 409 only when too few are free, naming the league in the way.

let h: Harness;
let admin: string;
let bayIds: number[];
let location: { id: number; name: string };
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
  bayIds = (await h.t.db.selectFrom('bays').select('id').orderBy('id').execute()).map((b) => b.id);
  location = await h.t.db.selectFrom('locations').select(['id', 'name']).executeTakeFirstOrThrow();
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

/** A Tuesday league from 2026-12-01, one week, 6-8 PM, one bay, unless changed. */
function tuesday(name: string, change: Record<string, unknown> = {}, cookie = admin) {
  return call(h, 'POST', '/api/leagues', cookie, {
    name,
    description: 'Side by side',
    location: location.name,
    locationId: location.id,
    format: 'league',
    teamType: 'individual',
    gameType: 'lowscore',
    startDate: '2026-12-01',
    endDate: '2026-12-08',
    dayOfWeek: 2,
    startTime: '18:00',
    endTime: '20:00',
    durationWeeks: 1,
    capacity: 8,
    numberofBays: 1,
    fee: 40,
    ...change,
  });
}

async function adminNights(date: string) {
  const res = await get(
    h.app,
    `/api/bookings/admin?startDate=${date}&endDate=${date}&locationId=${location.id}`,
    admin,
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ leagues: { name: string; bayIds: number[] }[] }>().leagues;
}

const book = (cookie: string, local: string, extra: Record<string, unknown> = {}) =>
  post(h.app, '/api/bookings', { startTime: at(local), durationMinutes: 60, ...extra }, cookie);

describe('two leagues on one night', () => {
  it('a one-bay league beside another one-bay league on a four-bay night is accepted; each has its own bay', async () => {
    expect((await tuesday('Tuesday A')).statusCode).toBe(201);
    const second = await tuesday('Tuesday B');
    expect(second.statusCode).toBe(201);
    expect(second.json().matchDates).toEqual(['2026-12-01']);

    const nights = await adminNights('2026-12-01');
    expect(nights.map((n) => [n.name, n.bayIds])).toEqual([
      ['Tuesday A', [bayIds[3]]],
      ['Tuesday B', [bayIds[2]]],
    ]);

    // members get the two other bays, then the waitlist; never a league's bay
    const [a, b, c] = await Promise.all([
      registerMember(h.app),
      registerMember(h.app),
      registerMember(h.app),
    ]);
    const first = await book(a.cookie, '2026-12-01T18:00:00');
    const next = await book(b.cookie, '2026-12-01T19:00:00');
    expect([first.json().bayId, next.json().bayId]).toEqual([bayIds[0], bayIds[0]]);
    expect((await book(c.cookie, '2026-12-01T18:30:00')).json().bayId).toBe(bayIds[1]);
    const d = await registerMember(h.app);
    const full = await book(d.cookie, '2026-12-01T18:00:00');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ canJoinWaitlist: true });
  });

  it('too few bays free: 409 naming the league in the way; nothing created', async () => {
    expect(
      (await tuesday('Wide', { startDate: '2026-12-15', endDate: '2026-12-22', numberofBays: 3 }))
        .statusCode,
    ).toBe(201);
    const res = await tuesday('Squeezed', {
      startDate: '2026-12-15',
      endDate: '2026-12-22',
      startTime: '19:00',
      endTime: '21:00',
      numberofBays: 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Not enough bays on Tuesday 12/15/26: Wide plays at the same time, so 1 of the 2 bays this league needs is free. Choose another day, time or fewer bays.',
    );
    const names = (await h.t.db.selectFrom('leagues').select('name').execute()).map((l) => l.name);
    expect(names).not.toContain('Squeezed');
    // one bay still fits beside it
    expect(
      (
        await tuesday('Squeezed', {
          startDate: '2026-12-15',
          endDate: '2026-12-22',
          startTime: '19:00',
          endTime: '21:00',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('two admins creating leagues on the same night at once: one gets the bays, the other 409', async () => {
    const other = await adminCookie(h);
    const night = { startDate: '2026-12-29', endDate: '2027-01-05', numberofBays: 3 };
    const [x, y] = await Promise.all([tuesday('Race X', night), tuesday('Race Y', night, other)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(loser.json().error).toMatch(/: Race [XY] plays at the same time, so 1 of the 3 bays/);
  });

  it('an active league gains a bay mid-season: its past nights and past bookings are history', async () => {
    const m = await registerMember(h.app);
    const userId = m.res.json<{ id: number }>().id;
    const friday = {
      startDate: '2026-11-13',
      endDate: '2026-12-04',
      dayOfWeek: 5,
      durationWeeks: 3,
      startTime: '21:00',
      endTime: '23:00',
    };
    const league = (
      await h.t.db
        .insertInto('leagues')
        .values({
          name: 'Late Fridays',
          description: 'Under way',
          locationId: location.id,
          location: location.name,
          ...friday,
          startTime: '21:00:00',
          endTime: '23:00:00',
          capacity: 8,
          feeCents: 4000,
          numBays: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // last Friday's night on bay 3 (before bay 3 was the league's): a booking long over
    await h.t.db
      .insertInto('bookings')
      .values({
        userId,
        locationId: location.id,
        bayId: bayIds[2] ?? null,
        startTime: new Date(at('2026-11-20T21:00:00')),
        endTime: new Date(at('2026-11-20T22:00:00')),
        priceCents: 0,
        status: 'confirmed',
      })
      .execute();
    const l = (await get(h.app, `/api/leagues/${league}`, admin)).json<Record<string, unknown>>();
    const res = await call(h, 'PUT', `/api/leagues/${league}`, admin, {
      ...l,
      ...friday,
      capacity: 8,
      fee: 40,
      prizes: '',
      numberofBays: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', numberofBays: 2 });
  });

  it("a league night over a lesson's bay is refused as over a booking; on the other bays it fits", async () => {
    const wednesdayEvening = [{ dayOfWeek: 3, startTime: '17:00', endTime: '21:00' }];
    const coach = await addCoach(h.app, admin, wednesdayEvening, { email: 'eve@example.com' });
    const { cookie } = await registerMember(h.app);
    const lesson = await bookLesson(h.app, cookie, '2026-12-02T18:00:00', coach);
    expect(lesson.statusCode, lesson.body).toBe(201);
    const wednesday = { dayOfWeek: 3, startDate: '2026-12-02', endDate: '2026-12-09' };
    const allBays = await tuesday('Wednesday Four', { ...wednesday, numberofBays: 4 });
    expect(allBays.statusCode).toBe(409);
    expect(allBays.json()).toMatchObject({ code: 'CONFLICT', conflictingBookings: 1 });
    // the lesson took the first bay; a league takes the highest
    const threeBays = await tuesday('Wednesday Three', { ...wednesday, numberofBays: 3 });
    expect(threeBays.statusCode, threeBays.body).toBe(201);
  });

  it('admin promote puts a waitlisted booking on a free bay, never on a league night bay', async () => {
    const sunday = { startDate: '2026-12-06', endDate: '2026-12-13', dayOfWeek: 0 };
    const night = { ...sunday, startTime: '10:00', endTime: '12:00', numberofBays: 2 };
    expect((await tuesday('Sunday morning', night)).statusCode).toBe(201);
    const [a, b, w] = await Promise.all([
      registerMember(h.app),
      registerMember(h.app),
      registerMember(h.app),
    ]);
    // bays 1 and 2 taken, 3 and 4 held by the league: the third member waits
    expect((await book(a.cookie, '2026-12-06T10:00:00')).json().bayId).toBe(bayIds[0]);
    expect((await book(b.cookie, '2026-12-06T10:00:00')).json().bayId).toBe(bayIds[1]);
    const waiting = await book(w.cookie, '2026-12-06T10:00:00', { joinWaitlist: true });
    expect(waiting.json()).toMatchObject({ isWaitlisted: true });
    const promote = await call(h, 'POST', `/api/bookings/${waiting.json().id}/promote`, admin);
    expect(promote.statusCode).toBe(409);
    expect(promote.json().error).toBe(
      'No bay is free for the whole of this booking, so it cannot be promoted yet.',
    );
    const row = await h.t.db
      .selectFrom('bookings')
      .select(['status', 'bayId'])
      .where('id', '=', waiting.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'waitlisted', bayId: null });
  });
});
