import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

// Two admins save the same scoreboard cell at the same moment (issue 25): the league's lock makes
// the second an update of the first's score, never a second score in the same cell.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

describe('one cell, two admins', () => {
  it('parallel saves of one cell leave one score in it', async () => {
    const [one, two] = await Promise.all([adminCookie(h), adminCookie(h)]);
    const leagueId = await makeLeague(h, { capacity: 10 });
    const m = await registerMember(h.app);
    const userId = (await get(h.app, '/api/user', m.cookie)).json<{ id: number }>().id;
    expect(
      (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId })).statusCode,
    ).toBe(201);

    const cell = { leagueId, userId, teamNumber: 0, matchDate: '2026-11-30' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(h, 'POST', `/api/leagues/${leagueId}/results`, i % 2 ? one : two, {
          ...cell,
          score: 70 + i,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    const rows = await h.t.db
      .selectFrom('leagueResults')
      .select(['id', 'score'])
      .where('leagueId', '=', leagueId)
      .where('userId', '=', userId)
      .where('matchDate', '=', '2026-11-30')
      .execute();
    expect(rows).toHaveLength(1);
    const ids = new Set(answers.map((a) => a.json<{ id: number }>().id));
    expect([...ids]).toEqual([rows[0]?.id]);
  });
});
