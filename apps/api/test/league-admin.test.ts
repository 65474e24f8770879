import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

let h: Harness;
let admin: string;
let locationId: number;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
  locationId = (await h.t.db.selectFrom('locations').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

/** The Create League form's payload: Tuesdays 6-8 PM from 2026-11-24 for 6 weeks. */
function form(change: Record<string, unknown> = {}) {
  return {
    name: 'Tuesday Twilight',
    description: 'Nine holes after work',
    location: 'Inside 9 San Antonio',
    locationId,
    format: 'league',
    teamType: 'individual',
    gameType: 'lowscore',
    startDate: '2026-11-24',
    endDate: '2027-01-05',
    dayOfWeek: 2,
    startTime: '18:00',
    endTime: '20:00',
    durationWeeks: 6,
    capacity: 12,
    numberofBays: 1,
    fee: 99,
    prizes: '',
    ...change,
  };
}

describe('POST /api/leagues', () => {
  it('signed out 401, a member 403; nothing created', async () => {
    const before = (await h.t.db.selectFrom('leagues').select('id').execute()).length;
    expect((await call(h, 'POST', '/api/leagues', undefined, form())).statusCode).toBe(401);
    const m = await registerMember(h.app);
    expect((await call(h, 'POST', '/api/leagues', m.cookie, form())).statusCode).toBe(403);
    expect(await h.t.db.selectFrom('leagues').select('id').execute()).toHaveLength(before);
  });

  it("creates an upcoming league with no participants; the spec's duplicates are accepted", async () => {
    const res = await call(h, 'POST', '/api/leagues', admin, {
      ...form({
        name: 'Dupes',
        startTime: '08:00',
        endTime: '10:00',
        capacity: undefined,
        fee: undefined,
        numberofBays: undefined,
      }),
      maxParticipants: 16,
      price: 120,
      numBays: '2',
      currentParticipants: 7,
      status: 'completed',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Dupes',
      status: 'upcoming',
      currentParticipants: 0,
      capacity: 16,
      maxParticipants: 16,
      fee: 120,
      numberofBays: 2,
      numBays: '2',
      startTime: '08:00:00',
      endTime: '10:00:00',
      // six weeks, six nights: the end date 2027-01-05 closes the season
      matchDates: [
        '2026-11-24',
        '2026-12-01',
        '2026-12-08',
        '2026-12-15',
        '2026-12-22',
        '2026-12-29',
      ],
    });
    const m = await registerMember(h.app);
    const listed = (await get(h.app, '/api/leagues', m.cookie)).json<{ name: string }[]>();
    expect(listed.map((l) => l.name)).toContain('Dupes');
  });

  it.each([
    [{ name: '' }, 'League name is required'],
    [{ capacity: 1 }, 'Capacity must be at least 2'],
    [{ capacity: 41 }, 'Capacity cannot exceed 40'],
    [{ fee: 0 }, 'Fee must be at least $1'],
    [{ durationWeeks: 13 }, 'Duration cannot exceed 12 weeks'],
    [{ numberofBays: 5 }, 'Number of bays must be between 1 and 4'],
    [{ endDate: '2026-11-24' }, 'End date must be after the start date'],
    [{ startDate: '2026-11-22', endDate: '2026-12-27' }, 'Start date cannot be in the past'],
    [{ locationId: 99999 }, 'Selected location not found'],
    [{ endTime: '17:00' }, 'End time must be after the start time'],
  ])('%j is refused with 400: %s', async (change, message) => {
    const res = await call(h, 'POST', '/api/leagues', admin, form(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('today is not in the past: a league may start on the local today', async () => {
    const res = await call(
      h,
      'POST',
      '/api/leagues',
      admin,
      form({
        name: 'Today',
        startDate: '2026-11-23',
        endDate: '2026-11-30',
        dayOfWeek: 1,
        startTime: '10:00',
        endTime: '12:00',
        durationWeeks: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('active');
  });

  it('is refused with 409 naming how many confirmed bookings its nights would hit; other times are fine', async () => {
    // Four members fill the four bays on two Thursday evenings: bay 4 (the league's) holds one each night.
    for (const day of ['2026-11-26', '2026-12-03']) {
      for (let i = 0; i < 4; i++) {
        const m = await registerMember(h.app);
        const res = await post(
          h.app,
          '/api/bookings',
          { startTime: at(`${day}T14:00:00`), durationMinutes: 60 },
          m.cookie,
        );
        expect(res.statusCode).toBe(201);
      }
    }
    const thursday = {
      name: 'Thursday Lunch',
      startDate: '2026-11-26',
      endDate: '2026-12-31',
      dayOfWeek: 4,
      durationWeeks: 5,
    };
    const over = await call(
      h,
      'POST',
      '/api/leagues',
      admin,
      form({ ...thursday, startTime: '13:00', endTime: '15:00' }),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ conflictingBookings: 2, code: 'CONFLICT' });
    expect(over.json().error).toMatch(/2 confirmed bookings/);
    const after = await call(
      h,
      'POST',
      '/api/leagues',
      admin,
      form({ ...thursday, startTime: '15:00', endTime: '17:00' }),
    );
    expect(after.statusCode).toBe(201);
  });

  it('is refused with 409 naming the league in the way when too few bays are free beside it', async () => {
    const res = await call(
      h,
      'POST',
      '/api/leagues',
      admin,
      form({
        name: 'Clash',
        startDate: '2026-11-30',
        endDate: '2026-12-07',
        dayOfWeek: 1,
        durationWeeks: 1,
        startTime: '19:00',
        endTime: '21:00',
        numberofBays: 3,
      }),
    );
    expect(res.statusCode).toBe(409);
    // the seeded Monday league holds two of the four bays then
    expect(res.json().error).toBe(
      'Not enough bays on Monday 11/30/26: Monday Night Stroke League plays at the same time, so 2 of the 3 bays this league needs are free. Choose another day, time or fewer bays.',
    );
  });
});

describe('DELETE /api/leagues/{id}', () => {
  const spec = { error: 'Only upcoming leagues with no participants can be deleted.' };

  it('cancels an upcoming league without participants; the row stays as cancelled', async () => {
    const id = await makeLeague(h, { name: 'To delete' });
    expect((await call(h, 'DELETE', `/api/leagues/${id}`)).statusCode).toBe(401);
    const m = await registerMember(h.app);
    expect((await call(h, 'DELETE', `/api/leagues/${id}`, m.cookie)).statusCode).toBe(403);
    const res = await call(h, 'DELETE', `/api/leagues/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled' });
    expect((await get(h.app, `/api/leagues/${id}`, m.cookie)).json().status).toBe('cancelled');
    const again = await call(h, 'DELETE', `/api/leagues/${id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(spec);
  });

  it('refuses an upcoming league with a participant, and an active league (409, nothing changed)', async () => {
    const withPlayer = await makeLeague(h, { name: 'Has players', capacity: 4 });
    const m = await registerMember(h.app);
    expect(
      (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId: withPlayer }))
        .statusCode,
    ).toBe(201);
    const active = await makeLeague(h, {
      name: 'Running',
      startDate: '2026-11-16',
      endDate: '2026-12-28',
    });
    for (const id of [withPlayer, active]) {
      const res = await call(h, 'DELETE', `/api/leagues/${id}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject(spec);
      expect((await get(h.app, `/api/leagues/${id}`, m.cookie)).json().status).not.toBe(
        'cancelled',
      );
    }
    expect((await call(h, 'DELETE', '/api/leagues/99999', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/leagues/recalculate-counts', () => {
  it('sets each count from the active registrations and lists what it corrected', async () => {
    const id = await makeLeague(h, { name: 'Drifted', teamType: 'scramble', capacity: 8 });
    const m = await registerMember(h.app);
    const team = {
      player1Name: 'Pat Partner',
      player1Email: 'pat@example.com',
      player2Name: 'Me Me',
      player2Email: m.email,
    };
    expect(
      (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId: id, ...team }))
        .statusCode,
    ).toBe(201);
    await h.t.db
      .updateTable('leagues')
      .set({ currentParticipants: 9 })
      .where('id', '=', id)
      .execute();

    expect((await call(h, 'POST', '/api/admin/leagues/recalculate-counts')).statusCode).toBe(401);
    expect(
      (await call(h, 'POST', '/api/admin/leagues/recalculate-counts', m.cookie)).statusCode,
    ).toBe(403);
    const res = await call(h, 'POST', '/api/admin/leagues/recalculate-counts', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual({
      leagueId: id,
      name: 'Drifted',
      previousCount: 9,
      currentCount: 2,
    });
    expect((await get(h.app, `/api/leagues/${id}`, m.cookie)).json()).toMatchObject({
      currentParticipants: 2,
      teams: 1,
    });
    const second = (await call(h, 'POST', '/api/admin/leagues/recalculate-counts', admin)).json();
    expect(second).toMatchObject({ updated: 0, results: [] });
  });
});
