import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  hoursPerMonth,
  scoresBySeason,
  sessionsByWeekdayAndHour,
  statsMonths,
  statsWindowStart,
} from './member-stats';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const session = (date: string, time: string, minutes: number) => {
  const startTime = atLocalTime(date, time, CHI);
  return { startTime, endTime: new Date(startTime.getTime() + minutes * 60_000) };
};
const now = atLocalTime('2026-11-26', '09:00', CHI);

describe('the months My game shows', () => {
  it('are the last 12 local months, the current one last', () => {
    const months = statsMonths(now, CHI);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
  });

  it.each([
    // the instant, the oldest month shown, its first local instant in UTC
    ['2026-11-26T15:00:00Z', '2025-12', '2025-12-01T06:00:00.000Z'],
    // 00:30 UTC on 1 December is still 30 November in San Antonio
    ['2026-12-01T00:30:00Z', '2025-12', '2025-12-01T06:00:00.000Z'],
    ['2026-12-01T06:00:00Z', '2026-01', '2026-01-01T06:00:00.000Z'],
  ])('at %s the window starts in %s (%s)', (at, oldest, start) => {
    expect(statsMonths(new Date(at), CHI)[0]).toBe(oldest);
    expect(statsWindowStart(new Date(at), CHI).toISOString()).toBe(start);
  });
});

describe('hours played per month', () => {
  it('sums each session in the local month it starts in, and leaves older months out', () => {
    const rows = hoursPerMonth(
      [
        session('2026-11-02', '10:00', 90),
        session('2026-11-20', '18:00', 60),
        // 23:30 on 31 October local is November in UTC: it counts for October
        session('2026-10-31', '23:30', 30),
        session('2025-11-30', '10:00', 120),
      ],
      now,
      CHI,
    );
    expect(rows.find((r) => r.month === '2026-11')?.hours).toBe(2.5);
    expect(rows.find((r) => r.month === '2026-10')?.hours).toBe(0.5);
    expect(rows.some((r) => r.month === '2025-11')).toBe(false);
    expect(rows.filter((r) => r.hours === 0)).toHaveLength(10);
  });

  it('never loses or invents a minute inside the window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 8 }))),
        (list) => {
          const start = statsWindowStart(now, CHI).getTime();
          const sessions = list.map(([day, slots]) => ({
            startTime: start + day * 86_400_000,
            endTime: start + day * 86_400_000 + slots * 1_800_000,
          }));
          const total = hoursPerMonth(sessions, now, CHI).reduce((s, r) => s + r.hours, 0);
          expect(total).toBeCloseTo(list.reduce((s, [, slots]) => s + slots / 2, 0));
        },
      ),
    );
  });
});

describe('sessions by weekday and hour', () => {
  it('counts local weekdays (0 = Sunday) and start hours', () => {
    const { byWeekday, byHour } = sessionsByWeekdayAndHour(
      [
        session('2026-11-22', '18:00', 60), // Sunday
        session('2026-11-23', '18:30', 60), // Monday
        session('2026-11-23', '07:00', 30), // Monday
      ],
      CHI,
    );
    expect(byWeekday).toEqual([1, 2, 0, 0, 0, 0, 0]);
    expect(byHour[18]).toBe(2);
    expect(byHour[7]).toBe(1);
    expect(byHour.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('is all zeros for a new member', () => {
    const { byWeekday, byHour } = sessionsByWeekdayAndHour([], CHI);
    expect(byWeekday).toHaveLength(7);
    expect(byHour).toHaveLength(24);
    expect([...byWeekday, ...byHour].every((n) => n === 0)).toBe(true);
  });
});

describe('league scores over each season', () => {
  it('groups scores by league and orders each season by match date', () => {
    const seasons = scoresBySeason([
      {
        leagueId: 2,
        leagueName: 'Winter',
        gameType: 'lowest_score',
        matchDate: '2026-12-08',
        score: 70,
      },
      {
        leagueId: 1,
        leagueName: 'Fall',
        gameType: 'match_play',
        matchDate: '2026-10-06',
        score: 1,
      },
      {
        leagueId: 2,
        leagueName: 'Winter',
        gameType: 'lowest_score',
        matchDate: '2026-12-01',
        score: 72,
      },
    ]);
    expect(seasons.map((s) => s.leagueName)).toEqual(['Winter', 'Fall']);
    expect(seasons[0]?.scores).toEqual([
      { matchDate: '2026-12-01', score: 72 },
      { matchDate: '2026-12-08', score: 70 },
    ]);
  });
});

describe('the status a booking shows', () => {
  const start = new Date('2026-11-26T18:00:00Z');
  it.each([
    ['waitlisted', '2026-11-26T17:59:59Z', 'waitlisted'],
    ['waitlisted', '2026-11-26T18:00:00Z', 'expired'],
    ['waitlisted', '2026-11-27T00:00:00Z', 'expired'],
    ['confirmed', '2026-11-27T00:00:00Z', 'confirmed'],
    ['cancelled', '2026-11-27T00:00:00Z', 'cancelled'],
  ] as const)('%s at %s shows %s', (status, at, shown) => {
    expect(displayStatus({ status, startTime: start }, new Date(at))).toBe(shown);
  });
});
