import { seedLocalDefaults } from '@club/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { makeLeague } from './league-support';

// My game (issue 26): GET /api/user/stats, the member's own figures.

let h: Harness;
const START = new Date('2026-11-23T15:00:00Z');
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());
afterEach(() => {
  h.clock.now = START;
});

const at = (local: string) => new Date(`${local}-06:00`).toISOString();

interface Stats {
  months: { month: string; hours: number }[];
  byWeekday: number[];
  byHour: number[];
  seasons: { leagueName: string; scores: { matchDate: string; score: number }[] }[];
  totalSessions: number;
  totalHours: number;
}

describe('GET /api/user/stats', () => {
  it('is empty for a new member: 12 months of zero, no seasons', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await get(h.app, '/api/user/stats', cookie);
    expect(res.statusCode).toBe(200);
    const stats = res.json<Stats>();
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)?.month).toBe('2026-11');
    expect(stats.months.every((m) => m.hours === 0)).toBe(true);
    expect(stats).toMatchObject({ totalSessions: 0, totalHours: 0, seasons: [] });
  });

  it('counts only sessions played (confirmed, ended), by local month, weekday and hour, and league scores', async () => {
    const { cookie } = await registerMember(h.app);
    const me = (await get(h.app, '/api/user', cookie)).json<{ id: number }>();
    // Tuesday 24 Nov 6 PM for 90 minutes, Wednesday 25 Nov 10 AM for 60; one cancelled; one ahead
    const play = async (start: string, minutes: number) =>
      (
        await post(
          h.app,
          '/api/bookings',
          { startTime: at(start), durationMinutes: minutes },
          cookie,
        )
      ).json<{ id: number }>().id;
    await play('2026-11-24T18:00:00', 90);
    await play('2026-11-25T10:00:00', 60);
    const cancelled = await play('2026-11-25T14:00:00', 60);
    await post(h.app, `/api/bookings/${cancelled}/cancel`, undefined, cookie);
    await play('2026-12-05T10:00:00', 60);
    const leagueId = await makeLeague(h, { name: 'Winter Stroke Play' });
    await h.t.db
      .insertInto('leagueResults')
      .values([
        { leagueId, userId: me.id, weekDate: '2026-12-07', matchDate: '2026-12-07', score: 74 },
        { leagueId, userId: me.id, weekDate: '2026-11-30', matchDate: '2026-11-30', score: 78 },
      ])
      .execute();

    h.clock.now = new Date('2026-11-27T12:00:00Z');
    const stats = (await get(h.app, '/api/user/stats', cookie)).json<Stats>();
    expect(stats.months.at(-1)).toEqual({ month: '2026-11', hours: 2.5 });
    expect(stats).toMatchObject({ totalSessions: 2, totalHours: 2.5 });
    expect(stats.byWeekday).toEqual([0, 0, 1, 1, 0, 0, 0]);
    expect(stats.byHour[18]).toBe(1);
    expect(stats.byHour[10]).toBe(1);
    expect(stats.seasons).toEqual([
      {
        leagueId,
        leagueName: 'Winter Stroke Play',
        gameType: expect.any(String) as string,
        scores: [
          { matchDate: '2026-11-30', score: 78 },
          { matchDate: '2026-12-07', score: 74 },
        ],
      },
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await get(h.app, '/api/user/stats')).statusCode).toBe(401);
  });
});
