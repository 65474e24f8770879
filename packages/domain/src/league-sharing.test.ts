import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeagueNightSource } from './league-nights';
import {
  assignLeagueNights,
  bookingsNewlyHit,
  leagueBayShortfall,
  leagueBusy,
  leagueNightsOn,
} from './league-sharing';
import { LEAGUE_MESSAGES } from './leagues';

const CHI = 'America/Chicago';
const BAYS = [1, 2, 3, 4].map((id) => ({ id, isActive: true }));
/** Tuesdays, three weeks from 2026-10-20 (the end date 2026-11-10 closes it), 18:00 to 20:00. */
const tuesday = (id: number, numBays: number, change: Partial<LeagueNightSource> = {}) => ({
  id,
  name: `League ${id}`,
  startDate: '2026-10-20',
  endDate: '2026-11-10',
  dayOfWeek: 2,
  startTime: '18:00:00',
  endTime: '20:00:00',
  numBays,
  status: 'upcoming',
  ...change,
});

describe('assignLeagueNights: each league its own bays', () => {
  it.each([
    // leagues (id, bays), bays each holds on the first night
    [[[1, 1]], [[4]]],
    [
      [
        [1, 1],
        [2, 1],
      ],
      [[4], [3]],
    ],
    [
      [
        [1, 2],
        [2, 2],
      ],
      [
        [4, 3],
        [2, 1],
      ],
    ],
    [
      [
        [1, 3],
        [2, 1],
      ],
      [[4, 3, 2], [1]],
    ],
    [
      [
        [1, 3],
        [2, 2],
      ],
      [[4, 3, 2], [1]],
    ], // fewer when fewer are free
    [
      [
        [2, 1],
        [1, 1],
      ],
      [[3], [4]],
    ], // the lower id claimed first
  ])('%j hold %j', (leagues, held) => {
    const nights = assignLeagueNights(
      leagues.map(([id, n]) => tuesday(id ?? 0, n ?? 1)),
      BAYS,
      CHI,
    ).filter((n) => n.date === '2026-10-20');
    const bayIdsOf = (id: number | undefined) => nights.find((n) => n.leagueId === id)?.bayIds;
    expect(leagues.map(([id]) => bayIdsOf(id))).toEqual(held);
  });

  it('the earlier claim keeps its bays, whatever the ids', () => {
    const older = tuesday(9, 1, { baysClaimedAt: new Date('2026-09-01T00:00:00Z') });
    const newer = tuesday(2, 1, { baysClaimedAt: new Date('2026-10-01T00:00:00Z') });
    const nights = leagueNightsOn([newer, older], BAYS, '2026-10-20', CHI);
    expect(nights.map((n) => [n.leagueId, n.bayIds])).toEqual([
      [9, [4]],
      [2, [3]],
    ]);
  });

  it.each([
    ['ending as the other starts', { startTime: '16:00:00', endTime: '18:00:00' }, [4]],
    ['overlapping by an hour', { startTime: '19:00:00', endTime: '21:00:00' }, [3]],
    ['another weekday', { dayOfWeek: 3, startDate: '2026-10-21', endDate: '2026-11-11' }, [4]],
    ['a cancelled one beside', { status: 'cancelled' }, [4]],
  ])('a second league %s', (_label, change, held) => {
    const first = tuesday(1, 1, change);
    const second = tuesday(2, 1);
    const nights = assignLeagueNights([first, second], BAYS, CHI).filter((n) => n.leagueId === 2);
    expect(nights.every((n) => JSON.stringify(n.bayIds) === JSON.stringify(held))).toBe(true);
  });

  it('two leagues share the nights across the fall-back change, each on its own bays', () => {
    // 2026-11-01 is the fall-back change: the third night is in CST
    const nights = assignLeagueNights([tuesday(1, 2), tuesday(2, 2)], BAYS, CHI);
    expect(nights.map((n) => [n.leagueId, n.date, n.startTime.toISOString(), n.bayIds])).toEqual([
      [1, '2026-10-20', '2026-10-20T23:00:00.000Z', [4, 3]],
      [1, '2026-10-27', '2026-10-27T23:00:00.000Z', [4, 3]],
      [1, '2026-11-03', '2026-11-04T00:00:00.000Z', [4, 3]],
      [2, '2026-10-20', '2026-10-20T23:00:00.000Z', [2, 1]],
      [2, '2026-10-27', '2026-10-27T23:00:00.000Z', [2, 1]],
      [2, '2026-11-03', '2026-11-04T00:00:00.000Z', [2, 1]],
    ]);
  });

  it('never gives one bay to two leagues at the same time (property)', () => {
    const league = fc.record({
      numBays: fc.integer({ min: 1, max: 4 }),
      startHour: fc.integer({ min: 8, max: 21 }),
      hours: fc.integer({ min: 1, max: 3 }),
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(league, { minLength: 1, maxLength: 5 }), (specs) => {
        const leagues = specs.map((s, i) =>
          tuesday(i + 1, s.numBays, {
            dayOfWeek: s.dayOfWeek,
            startTime: `${String(s.startHour).padStart(2, '0')}:00:00`,
            endTime: `${String(s.startHour + s.hours).padStart(2, '0')}:00:00`,
          }),
        );
        const nights = assignLeagueNights(leagues, BAYS, CHI);
        for (const a of nights)
          for (const b of nights) {
            if (a === b || a.startTime >= b.endTime || b.startTime >= a.endTime) continue;
            expect(a.bayIds.filter((bay) => b.bayIds.includes(bay))).toEqual([]);
          }
      }),
    );
  });
});

describe('leagueBayShortfall', () => {
  it.each([
    ['one bay beside one bay on four', 1, [[1, 1]], null],
    ['two beside two', 2, [[1, 2]], null],
    [
      'three beside one and another one',
      2,
      [
        [1, 1],
        [2, 1],
      ],
      null,
    ],
    ['two beside three', 2, [[1, 3]], { free: 1, league: 'League 1' }],
    ['one beside four', 1, [[1, 4]], { free: 0, league: 'League 1' }],
    [
      'two beside two and one',
      2,
      [
        [1, 2],
        [2, 1],
      ],
      { free: 1, league: 'League 1' },
    ],
  ])('%s', (_label, needed, others, short) => {
    const got = leagueBayShortfall(
      tuesday(99, needed),
      others.map(([id, n]) => tuesday(id ?? 0, n ?? 1)),
      BAYS,
      CHI,
    );
    expect(got && { free: got.free, league: got.inTheWay.name }).toEqual(short ?? undefined);
    if (got) expect(got.date).toBe('2026-10-20');
  });

  it('an edit mid-season looks only at the nights still to come', () => {
    const wide = [tuesday(1, 4, { endDate: '2026-10-27' })]; // plays only the first night
    expect(leagueBayShortfall(tuesday(99, 1), wide, BAYS, CHI)?.date).toBe('2026-10-20');
    const afterFirst = new Date('2026-10-21T12:00:00Z');
    expect(leagueBayShortfall(tuesday(99, 1), wide, BAYS, CHI, afterFirst)).toBeUndefined();
  });

  it('an edited league is not in its own way', () => {
    expect(leagueBayShortfall(tuesday(1, 4), [tuesday(1, 4)], BAYS, CHI)).toBeUndefined();
  });

  it('too few bays with no league beside is no shortfall (the league takes what there is)', () => {
    expect(leagueBayShortfall(tuesday(1, 4), [], BAYS.slice(0, 2), CHI)).toBeUndefined();
  });

  it('names the league and the night in its message', () => {
    expect(LEAGUE_MESSAGES.tooFewBays('Tuesday Twilight', '2026-10-20', 1, 2).text).toBe(
      'Not enough bays on Tuesday 10/20/26: Tuesday Twilight plays at the same time, so 1 of the 2 bays this league needs is free. Choose another day, time or fewer bays.',
    );
  });
});

describe('bookingsNewlyHit', () => {
  const booking = (bayId: number) => ({
    bayId,
    startTime: new Date('2026-10-20T23:30:00Z'),
    endTime: new Date('2026-10-21T00:30:00Z'),
  });
  it('counts only the bookings the change would newly take bays from', () => {
    const before = assignLeagueNights([tuesday(1, 1)], BAYS, CHI);
    const after = assignLeagueNights([tuesday(1, 1)], [...BAYS.slice(0, 3)], CHI);
    const bookings = [booking(4), booking(3), booking(1)];
    expect(bookingsNewlyHit(before, after, bookings)).toEqual([booking(3)]);
  });
});

describe('leagueBusy with two leagues', () => {
  it('holds the bays of both at the same time', () => {
    const busy = leagueBusy(
      [tuesday(1, 1), tuesday(2, 2)],
      BAYS,
      new Date('2026-10-20T23:00:00Z'),
      new Date('2026-10-21T00:00:00Z'),
      CHI,
    );
    expect(busy.map((b) => b.bayId).sort()).toEqual([2, 3, 4]);
  });
});
