import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

let h: Harness;
let seeded: { id: number; name: string }[];
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  seeded = await h.t.db.selectFrom('leagues').select(['id', 'name']).orderBy('id').execute();
});
afterAll(() => h.close());

const idOf = (name: string) => seeded.find((l) => l.name === name)?.id ?? 0;
interface LeagueJson {
  id: number;
  name: string;
  status: string;
  matchDates: string[];
  availability: { filled: number; total: number; remaining: number };
  [key: string]: unknown;
}

describe('signed out', () => {
  it.each([
    '/api/leagues',
    '/api/leagues/1',
    '/api/leagues/1/participants',
    '/api/leagues/1/results',
    '/api/leagues/participants/user',
    '/api/leagues/user/participations',
  ])('GET %s answers 401', async (url) => {
    const res = await get(h.app, url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('reading leagues', () => {
  it("lists the seeded leagues with the spec's fields, status from the dates, match dates and availability", async () => {
    const { cookie } = await registerMember(h.app);
    const res = await get(h.app, '/api/leagues', cookie);
    expect(res.statusCode).toBe(200);
    const byName = new Map(res.json<LeagueJson[]>().map((l) => [l.name, l]));
    expect(byName.get('Monday Night Stroke League')).toMatchObject({
      status: 'active', // started 2026-11-09; today is 2026-11-23
      teamType: 'individual',
      gameType: 'lowscore',
      capacity: 16,
      maxParticipants: 16,
      fee: 99,
      price: 99,
      numBays: '2',
      numberofBays: 2,
      startTime: '18:00:00',
      availability: { filled: 0, total: 16, remaining: 16 },
    });
    // eight weeks, eight nights (the end date closes the season)
    expect(byName.get('Monday Night Stroke League')?.matchDates).toHaveLength(8);
    expect(byName.get('Thursday Scramble Series')).toMatchObject({
      status: 'upcoming',
      teamType: 'scramble',
      availability: { total: 12 }, // 24 players = 12 teams
      teams: 0,
    });
  });

  it('one league by id; an unknown id is 404 and a malformed one 400, never 500', async () => {
    const { cookie } = await registerMember(h.app);
    const id = idOf('Winter Match Play Ladder');
    const one = await get(h.app, `/api/leagues/${id}`, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id,
      gameType: 'matchplay',
      dayOfWeek: 3,
      status: 'upcoming',
    });
    expect((await get(h.app, '/api/leagues/99999', cookie)).json()).toMatchObject({
      error: 'League not found',
    });
    expect((await get(h.app, '/api/leagues/99999', cookie)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await get(h.app, `/api/leagues/${bad}`, cookie)).statusCode).toBe(400);
    }
    for (const path of ['participants', 'results']) {
      expect((await get(h.app, `/api/leagues/99999/${path}`, cookie)).statusCode).toBe(404);
    }
  });

  it('status turns at local midnight in the location zone (upcoming, active, completed)', async () => {
    const { cookie } = await registerMember(h.app);
    const id = await makeLeague(h, {
      name: 'Midnight',
      startDate: '2026-12-07',
      endDate: '2026-12-14',
      durationWeeks: 1,
    });
    const statusAt = async (iso: string) => {
      h.clock.now = new Date(iso);
      return (await get(h.app, `/api/leagues/${id}`, cookie)).json<LeagueJson>().status;
    };
    const saved = h.clock.now;
    try {
      expect(await statusAt('2026-12-07T05:59:59Z')).toBe('upcoming'); // 11:59:59 PM on Dec 6 in San Antonio
      expect(await statusAt('2026-12-07T06:00:00Z')).toBe('active');
      expect(await statusAt('2026-12-15T05:59:59Z')).toBe('active'); // still Dec 14 there
      expect(await statusAt('2026-12-15T06:00:00Z')).toBe('completed');
    } finally {
      h.clock.now = saved;
    }
  });

  it('match dates are each Monday from the start, N weeks N nights, across the fall-back change', async () => {
    const { cookie } = await registerMember(h.app);
    const id = await makeLeague(h, {
      name: 'Autumn',
      startDate: '2026-10-19',
      endDate: '2026-11-16',
      durationWeeks: 4,
    });
    const league = (await get(h.app, `/api/leagues/${id}`, cookie)).json<LeagueJson>();
    expect(league.matchDates).toEqual(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09']);
  });

  it('a cancelled league stays cancelled whatever its dates', async () => {
    const { cookie } = await registerMember(h.app);
    const id = await makeLeague(h, { name: 'Gone', status: 'cancelled' });
    expect((await get(h.app, `/api/leagues/${id}`, cookie)).json<LeagueJson>().status).toBe(
      'cancelled',
    );
  });
});

describe('participants', () => {
  it('another member sees names and team numbers, never e-mails or payment; an admin and the member see all', async () => {
    const id = await makeLeague(h, { name: 'Private', capacity: 10 });
    const ann = await registerMember(h.app, { firstName: 'Ann', lastName: 'Able' });
    const bob = await registerMember(h.app, { firstName: 'Bob', lastName: 'Baker' });
    expect(
      (await call(h, 'POST', '/api/leagues/register', ann.cookie, { leagueId: id })).statusCode,
    ).toBe(201);
    const seenByBob = (await get(h.app, `/api/leagues/${id}/participants`, bob.cookie)).json();
    expect(seenByBob).toEqual([
      expect.objectContaining({
        firstName: 'Ann',
        lastName: 'Able',
        paymentMethod: null,
        player1Email: null,
        status: 'active',
      }),
    ]);
    const seenByAnn = (await get(h.app, `/api/leagues/${id}/participants`, ann.cookie)).json();
    expect(seenByAnn[0]).toMatchObject({ paymentMethod: 'cash' });
    const seenByAdmin = (
      await get(h.app, `/api/leagues/${id}/participants`, await adminCookie(h))
    ).json();
    expect(seenByAdmin[0]).toMatchObject({ paymentMethod: 'cash' });
  });
});
