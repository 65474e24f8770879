import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';

// Season standings as CSV from the scoreboard (issue 25, admin only).

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
});
afterAll(() => h.close());

async function member(firstName: string) {
  const m = await registerMember(h.app, { firstName, lastName: 'Golfer' });
  return { ...m, id: m.res.json<{ id: number }>().id };
}

describe('GET /api/leagues/{id}/standings', () => {
  it('answers the standings best first, withdrawn players marked; admins only', async () => {
    const id = await makeLeague(h, {
      name: 'Autumn Open',
      startDate: '2026-11-06',
      endDate: '2026-11-27',
      dayOfWeek: 5,
      durationWeeks: 3,
      capacity: 6,
    });
    const [ann, bob, cy] = await Promise.all([member('Ann'), member('Bob'), member('Cy')]);
    const entries: Record<number, number> = {};
    for (const m of [ann, bob, cy]) {
      const reg = await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId: id });
      entries[m.id] = reg.json<{ id: number }>().id;
    }
    const scores: [number, string, number][] = [
      [ann.id, '2026-11-06', 42],
      [bob.id, '2026-11-06', 39],
      [bob.id, '2026-11-13', 41],
      [ann.id, '2026-11-13', 40],
    ];
    for (const [userId, matchDate, score] of scores) {
      const res = await call(h, 'POST', `/api/leagues/${id}/results`, admin, {
        leagueId: id,
        userId,
        teamNumber: 0,
        matchDate,
        score,
      });
      expect(res.statusCode).toBe(200);
    }
    const removed = await call(
      h,
      'DELETE',
      `/api/leagues/${id}/participants/${entries[bob.id] ?? 0}`,
      admin,
    );
    expect(removed.statusCode).toBe(200);

    expect((await get(h.app, `/api/leagues/${id}/standings`, ann.cookie)).statusCode).toBe(403);
    const res = await get(h.app, `/api/leagues/${id}/standings`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="standings-autumn-open.csv"',
    );
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Place,Player,Status,11/6/26,11/13/26,11/20/26,Total',
      '1,Bob Golfer,Withdrawn,39,41,,80',
      '2,Ann Golfer,Active,42,40,,82',
      ',Cy Golfer,Active,,,,',
    ]);
    expect((await get(h.app, '/api/leagues/999999/standings', admin)).statusCode).toBe(404);
  });
});
