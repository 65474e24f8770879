import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

const register = (cookie: string | undefined, body: Record<string, unknown>) =>
  call(h, 'POST', '/api/leagues/register', cookie, body);

async function activeRows(leagueId: number) {
  return h.t.db
    .selectFrom('leagueParticipants')
    .selectAll()
    .where('leagueId', '=', leagueId)
    .where('status', '=', 'active')
    .execute();
}

describe('registering for an individual league', () => {
  it('answers 201 with the participant row; the count goes up; a second try is 409', async () => {
    const id = await makeLeague(h, { capacity: 4 });
    const m = await registerMember(h.app);
    const me = (await get(h.app, '/api/user', m.cookie)).json<{ id: number }>();
    const res = await register(m.cookie, {
      leagueId: id,
      userId: me.id,
      paymentMethod: 'cash',
      status: 'active',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      leagueId: id,
      userId: me.id,
      status: 'active',
      paymentMethod: 'cash',
      teamNumber: null,
    });
    const league = (await get(h.app, `/api/leagues/${id}`, m.cookie)).json();
    expect(league).toMatchObject({
      currentParticipants: 1,
      entries: 1,
      availability: { filled: 1, total: 4, remaining: 3 },
    });

    const again = await register(m.cookie, { leagueId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'You are already registered for this league.' });
    expect(await activeRows(id)).toHaveLength(1);
  });

  it('signed out is 401; an unknown league 404; no league 400 with the spec message', async () => {
    const id = await makeLeague(h);
    expect((await register(undefined, { leagueId: id })).statusCode).toBe(401);
    const m = await registerMember(h.app);
    expect((await register(m.cookie, { leagueId: 99999 })).statusCode).toBe(404);
    const none = await register(m.cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please select a league');
  });

  it('a member cannot register someone else (403, nothing stored); an admin can (201 for that member)', async () => {
    const id = await makeLeague(h, { capacity: 4 });
    const a = await registerMember(h.app);
    const b = await registerMember(h.app);
    const bId = (await get(h.app, '/api/user', b.cookie)).json<{ id: number }>().id;
    const forged = await register(a.cookie, { leagueId: id, userId: bId });
    expect(forged.statusCode).toBe(403);
    expect(await activeRows(id)).toHaveLength(0);

    const admin = await adminCookie(h);
    const byAdmin = await register(admin, { leagueId: id, userId: bId });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().userId).toBe(bId);
    expect((await register(admin, { leagueId: id, userId: 99999 })).statusCode).toBe(404);
  });

  it.each([
    [
      'completed',
      { startDate: '2026-10-05', endDate: '2026-11-16' },
      'Registration is closed for this league.',
    ],
    ['cancelled', { status: 'cancelled' as const }, 'Registration is closed for this league.'],
  ])('a %s league answers 409', async (_label, overrides, message) => {
    const id = await makeLeague(h, overrides);
    const m = await registerMember(h.app);
    const res = await register(m.cookie, { leagueId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message);
  });

  it('an active league still takes registrations; a full one answers 409', async () => {
    const id = await makeLeague(h, { startDate: '2026-11-16', endDate: '2026-12-28', capacity: 2 });
    const [a, b, c] = await Promise.all([
      registerMember(h.app),
      registerMember(h.app),
      registerMember(h.app),
    ]);
    expect((await register(a.cookie, { leagueId: id })).statusCode).toBe(201);
    expect((await register(b.cookie, { leagueId: id })).statusCode).toBe(201);
    const full = await register(c.cookie, { leagueId: id });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This league is full.');
  });
});

describe('registering a scramble team', () => {
  it('needs both players (400 with the spec messages); player 2 is the registrant; teams of two count', async () => {
    const id = await makeLeague(h, { teamType: 'scramble', capacity: 5 }); // 5 players = 2 teams
    const m = await registerMember(h.app, { firstName: 'Sam', lastName: 'Snead' });
    const bad = await register(m.cookie, { leagueId: id, player1Name: 'A', player1Email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      player1Name: 'Player 1 name is required',
      player1Email: 'Please enter a valid email for Player 1',
      player2Name: 'Player 2 name is required',
      player2Email: 'Please enter a valid email for Player 2',
    });

    const team = {
      player1Name: 'Pat Partner',
      player1Email: 'Pat@Example.com',
      player2Name: 'Someone Else',
      player2Email: 'else@example.com',
    };
    const ok = await register(m.cookie, { leagueId: id, ...team });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      teamNumber: 1,
      player1Name: 'Pat Partner',
      player1Email: 'pat@example.com',
      player2Name: 'Sam Snead',
      player2Email: m.email,
    });
    const second = await registerMember(h.app);
    expect((await register(second.cookie, { leagueId: id, ...team })).json().teamNumber).toBe(2);
    const third = await registerMember(h.app);
    expect((await register(third.cookie, { leagueId: id, ...team })).statusCode).toBe(409);
    const league = (await get(h.app, `/api/leagues/${id}`, m.cookie)).json();
    expect(league).toMatchObject({
      currentParticipants: 4,
      entries: 2,
      teams: 2,
      availability: { filled: 2, total: 2, remaining: 0 },
    });
  });
});

describe('my registrations', () => {
  it("both own-registration paths list the member's leagues with the partner, and nobody else's", async () => {
    const individual = await makeLeague(h, { name: 'Solo', capacity: 4 });
    const scramble = await makeLeague(h, { name: 'Pairs', teamType: 'scramble', capacity: 8 });
    const m = await registerMember(h.app);
    const other = await registerMember(h.app);
    const team = {
      player1Name: 'Pat Partner',
      player1Email: 'pat@example.com',
      player2Name: 'Me Myself',
      player2Email: m.email,
    };
    expect(
      (await register(m.cookie, { leagueId: individual, paymentMethod: 'card' })).statusCode,
    ).toBe(201);
    expect((await register(m.cookie, { leagueId: scramble, ...team })).statusCode).toBe(201);
    expect((await register(other.cookie, { leagueId: individual })).statusCode).toBe(201);
    for (const url of ['/api/leagues/participants/user', '/api/leagues/user/participations']) {
      const mine = (await get(h.app, url, m.cookie)).json<Record<string, unknown>[]>();
      expect(mine.map((p) => p.leagueName).sort()).toEqual(['Pairs', 'Solo']);
      expect(mine.find((p) => p.leagueName === 'Pairs')).toMatchObject({
        teamNumber: 1,
        partnerName: 'Pat Partner',
        partnerEmail: 'pat@example.com',
        leagueStatus: 'upcoming',
        status: 'active',
      });
      expect(mine.find((p) => p.leagueName === 'Solo')).toMatchObject({
        paymentMethod: 'card',
        partnerName: null,
      });
    }
  });
});

describe('the last place under load', () => {
  it('50 members registering at once for the last place: exactly one 201 and 49 409s', async () => {
    const id = await makeLeague(h, { name: 'Race', capacity: 3 });
    const first = await Promise.all([registerMember(h.app), registerMember(h.app)]);
    for (const m of first)
      expect((await register(m.cookie, { leagueId: id })).statusCode).toBe(201);
    const members = await Promise.all(Array.from({ length: 50 }, () => registerMember(h.app)));
    const answers = await Promise.all(members.map((m) => register(m.cookie, { leagueId: id })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => a.json().error === 'This league is full.'),
    ).toBe(true);
    expect(await activeRows(id)).toHaveLength(3);
    const league = await h.t.db
      .selectFrom('leagues')
      .select('currentParticipants')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(league.currentParticipants).toBe(3);
  });

  it('one member sending 10 registrations at once is registered once', async () => {
    const id = await makeLeague(h, { name: 'Double', capacity: 10 });
    const m = await registerMember(h.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => register(m.cookie, { leagueId: id })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await activeRows(id)).toHaveLength(1);
  });
});
