import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

// A league through its season (issue 25): an admin edits it, members withdraw before it starts,
// an admin removes a participant any time.

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

interface LeagueJson {
  id: number;
  name: string;
  fee: number;
  capacity: number;
  currentParticipants: number;
  startTime: string;
  numberofBays: number;
  matchDates: string[];
  availability: { filled: number; remaining: number };
}

/** The edit form as the screen sends it: the league's own values, with changes. */
async function editForm(id: number, change: Record<string, unknown> = {}) {
  const l = (await get(h.app, `/api/leagues/${id}`, admin)).json<Record<string, unknown>>();
  return {
    name: l.name,
    description: l.description,
    location: l.location,
    locationId: l.locationId,
    format: l.format,
    teamType: l.teamType,
    gameType: l.gameType,
    startDate: l.startDate,
    endDate: l.endDate,
    dayOfWeek: l.dayOfWeek,
    startTime: String(l.startTime).slice(0, 5),
    endTime: String(l.endTime).slice(0, 5),
    durationWeeks: l.durationWeeks,
    capacity: l.capacity,
    numberofBays: l.numberofBays,
    fee: l.fee,
    prizes: l.prizes ?? '',
    ...change,
  };
}
const edit = async (id: number, change: Record<string, unknown>, cookie = admin) =>
  call(h, 'PUT', `/api/leagues/${id}`, cookie, await editForm(id, change));
const register = (cookie: string, leagueId: number) =>
  call(h, 'POST', '/api/leagues/register', cookie, { leagueId });

/** A member with their id. */
async function member() {
  const m = await registerMember(h.app);
  return { ...m, id: m.res.json<{ id: number }>().id };
}

/** A Friday league from 2026-12-04, two weeks, 6-8 PM (no seeded league plays Fridays). */
const friday = (change: Parameters<typeof makeLeague>[1] = {}) =>
  makeLeague(h, {
    startDate: '2026-12-04',
    endDate: '2026-12-18',
    dayOfWeek: 5,
    durationWeeks: 2,
    capacity: 4,
    ...change,
  });

describe('PUT /api/leagues/{id} (edit a league)', () => {
  it('signed out 401, a member 403; an admin fixes the name, fee, prizes and capacity, audited', async () => {
    const id = await friday({ name: 'Fridya Nights' });
    expect((await call(h, 'PUT', `/api/leagues/${id}`, undefined, {})).statusCode).toBe(401);
    const m = await registerMember(h.app);
    expect((await edit(id, { name: 'Hacked' }, m.cookie)).statusCode).toBe(403);

    const res = await edit(id, { name: 'Friday Nights', fee: 55, capacity: 10, prizes: 'A cap' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Friday Nights', fee: 55, capacity: 10 });
    const seen = (await get(h.app, `/api/leagues/${id}`, m.cookie)).json<LeagueJson>();
    expect(seen).toMatchObject({ name: 'Friday Nights', fee: 55, capacity: 10 });

    const history = await get(
      h.app,
      `/trpc/adminInsights.history?input=${encodeURIComponent(JSON.stringify({ entityType: 'league', entityId: id }))}`,
      admin,
    );
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('Fridya Nights');
    expect(JSON.stringify(history.json())).toContain('league.update');
  });

  it('capacity cannot go below the registered entries (409, nothing changed)', async () => {
    const id = await friday({ capacity: 4 });
    const [a, b, c] = await Promise.all([
      registerMember(h.app),
      registerMember(h.app),
      registerMember(h.app),
    ]);
    for (const m of [a, b, c]) expect((await register(m.cookie, id)).statusCode).toBe(201);
    const res = await edit(id, { capacity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Capacity cannot be below the 3 players already registered.');
    expect((await edit(id, { capacity: 3 })).statusCode).toBe(200);
    expect((await register((await registerMember(h.app)).cookie, id)).json().error).toBe(
      'This league is full.',
    );
  });

  it('new day and times: N weeks N nights; 409 naming the league beside, or counting the bookings hit', async () => {
    // a Saturday league: no other league plays Saturdays
    const id = await friday({
      name: 'Mover',
      startDate: '2026-12-05',
      endDate: '2026-12-19',
      dayOfWeek: 6,
    });
    const moved = await edit(id, { startTime: '19:00', endTime: '21:00', numberofBays: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      startTime: '19:00:00',
      numberofBays: 2,
      matchDates: ['2026-12-05', '2026-12-12'],
    });

    // onto the seeded Monday league's night with more bays than are free beside it
    const onMonday = await edit(id, {
      startDate: '2026-11-30',
      endDate: '2026-12-14',
      dayOfWeek: 1,
      numberofBays: 3,
    });
    expect(onMonday.statusCode).toBe(409);
    expect(onMonday.json().error).toMatch(
      /^Not enough bays on Monday 11\/30\/26: Monday Night Stroke League plays/,
    );

    // over a member's confirmed booking on the bay it would take
    const m = await registerMember(h.app);
    const booked = await post(
      h.app,
      '/api/bookings',
      { startTime: at('2026-12-05T17:00:00'), durationMinutes: 60 },
      m.cookie,
    );
    expect(booked.statusCode).toBe(201);
    const over = await edit(id, { startTime: '17:00', endTime: '21:00', numberofBays: 4 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ conflictingBookings: 1 });
    expect(over.json().error).toMatch(/1 confirmed booking\b/);
    const kept = (await get(h.app, `/api/leagues/${id}`, admin)).json<LeagueJson>();
    expect(kept).toMatchObject({ startTime: '19:00:00', numberofBays: 2 });
  });

  it('location, team type and game type stay; a cancelled league is not edited', async () => {
    const id = await friday();
    expect((await edit(id, { teamType: 'scramble' })).json().error).toBe(
      "A league's location, team type and game type cannot change once it is created.",
    );
    const gone = await friday({ status: 'cancelled' });
    expect((await edit(gone, { name: 'Back' })).statusCode).toBe(409);
    expect(
      (await call(h, 'PUT', '/api/leagues/999999', admin, await editForm(id))).statusCode,
    ).toBe(404);
  });

  it('a started league keeps its start date', async () => {
    const id = await makeLeague(h, {
      name: 'Running',
      startDate: '2026-11-20',
      endDate: '2026-12-04',
      dayOfWeek: 5,
      durationWeeks: 2,
    });
    const res = await edit(id, { startDate: '2026-11-27' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This league has started: its start date cannot change.');
    expect((await edit(id, { name: 'Running still' })).statusCode).toBe(200);

    // a shorter season would drop a night that has a saved score
    const m = await member();
    expect((await register(m.cookie, id)).statusCode).toBe(201);
    const saved = await call(h, 'POST', `/api/leagues/${id}/results`, admin, {
      leagueId: id,
      userId: m.id,
      teamNumber: 0,
      matchDate: '2026-11-27',
      score: 41,
    });
    expect(saved.statusCode).toBe(200);
    const shorter = await edit(id, { endDate: '2026-11-27', durationWeeks: 1 });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error).toBe(
      '1 saved score is on nights this change would drop. Keep those nights, or clear the scores first.',
    );
  });
});

describe('withdraw and remove', () => {
  it('a member withdraws before the start: the place is freed and counts follow', async () => {
    const id = await friday({ capacity: 2 });
    const [a, b, c] = await Promise.all([
      registerMember(h.app),
      registerMember(h.app),
      registerMember(h.app),
    ]);
    expect((await register(a.cookie, id)).statusCode).toBe(201);
    expect((await register(b.cookie, id)).statusCode).toBe(201);
    expect((await register(c.cookie, id)).statusCode).toBe(409);

    expect((await call(h, 'POST', `/api/leagues/${id}/withdraw`)).statusCode).toBe(401);
    const res = await call(h, 'POST', `/api/leagues/${id}/withdraw`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentParticipants: 1, availability: { remaining: 1 } });
    const mine = (await get(h.app, '/api/leagues/user/participations', a.cookie)).json<
      { leagueId: number; status: string }[]
    >();
    expect(mine.find((p) => p.leagueId === id)?.status).toBe('withdrawn');
    expect((await register(c.cookie, id)).statusCode).toBe(201);

    const again = await call(h, 'POST', `/api/leagues/${id}/withdraw`, a.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('You are not registered for this league.');
  });

  it('a member cannot withdraw once the league has started (409)', async () => {
    const id = await makeLeague(h, {
      name: 'Under way',
      startDate: '2026-11-20',
      endDate: '2026-12-04',
      dayOfWeek: 5,
      durationWeeks: 2,
    });
    const m = await registerMember(h.app);
    expect((await register(m.cookie, id)).statusCode).toBe(201);
    const res = await call(h, 'POST', `/api/leagues/${id}/withdraw`, m.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('You can withdraw only before the league starts.');
  });

  it('an admin removes a participant any time; their past scores stay on the scoreboard, marked withdrawn', async () => {
    const id = await makeLeague(h, {
      name: 'Scored',
      startDate: '2026-11-13',
      endDate: '2026-12-04',
      dayOfWeek: 5,
      durationWeeks: 3,
      capacity: 4,
    });
    const [a, b] = await Promise.all([member(), member()]);
    const entry = (await register(a.cookie, id)).json<{ id: number }>();
    expect((await register(b.cookie, id)).statusCode).toBe(201);
    const saved = await call(h, 'POST', `/api/leagues/${id}/results`, admin, {
      leagueId: id,
      userId: a.id,
      teamNumber: 0,
      matchDate: '2026-11-13',
      score: 40,
    });
    expect(saved.statusCode).toBe(200);

    const url = `/api/leagues/${id}/participants/${entry.id}`;
    expect((await call(h, 'DELETE', url, b.cookie)).statusCode).toBe(403);
    const res = await call(h, 'DELETE', url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentParticipants: 1 });
    expect((await call(h, 'DELETE', url, admin)).statusCode).toBe(409);
    expect(
      (await call(h, 'DELETE', `/api/leagues/${id}/participants/999999`, admin)).statusCode,
    ).toBe(404);

    const board = (await get(h.app, `/api/leagues/${id}/participants`, b.cookie)).json<
      { userId: number; status: string }[]
    >();
    expect(board.map((p) => [p.userId, p.status])).toEqual([
      [a.id, 'withdrawn'],
      [b.id, 'active'],
    ]);
    const results = (await get(h.app, `/api/leagues/${id}/results`, b.cookie)).json<
      { userId: number; score: number }[]
    >();
    expect(results).toEqual([expect.objectContaining({ userId: a.id, score: 40 })]);
  });
});
