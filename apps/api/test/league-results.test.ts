import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
});
afterAll(() => h.close());

/** A league (Mondays from 2026-11-30) with one registered member; answers ids and the member's cookie. */
async function leagueWithPlayer(overrides: Parameters<typeof makeLeague>[1] = {}) {
  const leagueId = await makeLeague(h, { capacity: 10, ...overrides });
  const m = await registerMember(h.app);
  const userId = (await get(h.app, '/api/user', m.cookie)).json<{ id: number }>().id;
  const reg = await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId });
  if (reg.statusCode !== 201) throw new Error(reg.body);
  return { leagueId, userId, cookie: m.cookie };
}

const save = (cookie: string | undefined, leagueId: number, body: Record<string, unknown>) =>
  call(h, 'POST', `/api/leagues/${leagueId}/results`, cookie, { leagueId, teamNumber: 0, ...body });

describe('saving scores (admin)', () => {
  it('saves a cell, then updates the same cell instead of adding a second one', async () => {
    const { leagueId, userId, cookie } = await leagueWithPlayer();
    const first = await save(admin, leagueId, { userId, matchDate: '2026-11-30', score: 72 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      leagueId,
      userId,
      matchDate: '2026-11-30',
      weekDate: '2026-11-30',
      score: 72,
    });
    const second = await save(admin, leagueId, {
      userId,
      matchDate: '2026-11-30T00:00:00.000Z',
      score: '70',
    });
    expect(second.json()).toMatchObject({ id: first.json().id, score: 70 });
    const results = (await get(h.app, `/api/leagues/${leagueId}/results`, cookie)).json();
    expect(results).toEqual([
      expect.objectContaining({ userId, matchDate: '2026-11-30', score: 70 }),
    ]);
  });

  it('signed out 401, a member 403, nothing stored', async () => {
    const { leagueId, userId, cookie } = await leagueWithPlayer();
    expect(
      (await save(undefined, leagueId, { userId, matchDate: '2026-11-30', score: 72 })).statusCode,
    ).toBe(401);
    const member = await save(cookie, leagueId, { userId, matchDate: '2026-11-30', score: 72 });
    expect(member.statusCode).toBe(403);
    expect((await get(h.app, `/api/leagues/${leagueId}/results`, cookie)).json()).toEqual([]);
  });

  it.each([
    [
      'a date that is no match date',
      { matchDate: '2026-12-01', score: 72 },
      400,
      "That date is not one of this league's match dates.",
    ],
    [
      'a match date after the season',
      { matchDate: '2027-01-18', score: 72 },
      400,
      "That date is not one of this league's match dates.",
    ],
    [
      'an impossible date',
      { matchDate: '2026-02-30', score: 72 },
      400,
      'Please choose a match date',
    ],
    ['a fraction', { matchDate: '2026-11-30', score: 72.5 }, 400, 'Score must be a number.'],
    ['text', { matchDate: '2026-11-30', score: 'abc' }, 400, 'Score must be a number.'],
    ['0 strokes', { matchDate: '2026-11-30', score: 0 }, 400, 'Score must be between 1 and 200.'],
    [
      '201 strokes',
      { matchDate: '2026-11-30', score: 201 },
      400,
      'Score must be between 1 and 200.',
    ],
  ])('lowest score: %s is refused', async (_label, body, status, message) => {
    const { leagueId, userId } = await leagueWithPlayer();
    const res = await save(admin, leagueId, { userId, ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });

  it.each([
    [0, 200],
    [0.5, 200],
    [1, 200],
    [0.7, 400],
    [2, 400],
  ])('match play takes 0, 0.5 or 1: %d answers %i', async (score, status) => {
    const { leagueId, userId } = await leagueWithPlayer({ gameType: 'matchplay' });
    const res = await save(admin, leagueId, { userId, matchDate: '2026-11-30', score });
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json()).toMatchObject({
        error: 'Score must be 0 (Loss), 0.5 (Tie), or 1 (Win).',
        title: 'Invalid score for Match Play',
      });
    }
  });

  it('a member who is not registered is 404; an unknown league is 404', async () => {
    const { leagueId } = await leagueWithPlayer();
    const stranger = await registerMember(h.app);
    const strangerId = (await get(h.app, '/api/user', stranger.cookie)).json<{ id: number }>().id;
    const res = await save(admin, leagueId, {
      userId: strangerId,
      matchDate: '2026-11-30',
      score: 72,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('This member is not registered for this league.');
    expect(
      (await save(admin, 99999, { userId: strangerId, matchDate: '2026-11-30', score: 72 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('changing a saved score (PUT /api/leagues/results/{id})', () => {
  it("updates the score by the league's rules; 404 unknown, 403 member, 401 signed out", async () => {
    const { leagueId, userId, cookie } = await leagueWithPlayer();
    const saved = (
      await save(admin, leagueId, { userId, matchDate: '2026-12-07', score: 80 })
    ).json<{ id: number }>();
    const put = (who: string | undefined, id: number, score: unknown) =>
      call(h, 'PUT', `/api/leagues/results/${id}`, who, { score });
    const ok = await put(admin, saved.id, 77);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: saved.id, score: 77 });
    expect((await put(admin, saved.id, 0)).statusCode).toBe(400);
    expect((await put(admin, 99999, 70)).statusCode).toBe(404);
    expect((await put(cookie, saved.id, 60)).statusCode).toBe(403);
    expect((await put(undefined, saved.id, 60)).statusCode).toBe(401);
    const results = (await get(h.app, `/api/leagues/${leagueId}/results`, cookie)).json();
    expect(results).toEqual([expect.objectContaining({ score: 77 })]);
  });
});
