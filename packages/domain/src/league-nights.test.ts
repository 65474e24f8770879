import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingsHitByLeague,
  isLeagueNight,
  leagueHeldBays,
  leagueNights,
  leagueSeasonDays,
  leagueSessionOn,
  type LeagueNightSource,
} from './league-nights';
import { leagueBusy, leagueNightsOn } from './league-sharing';
import { addDays } from './time';

const CHI = 'America/Chicago';
const BAYS = [1, 2, 3, 4].map((id) => ({ id, isActive: true }));
/** Four Mondays from 2026-10-19 (the end date 2026-11-16 closes it), 18:00 to 20:00, on two bays (crosses the fall-back change). */
const LEAGUE: LeagueNightSource = {
  id: 7,
  startDate: '2026-10-19',
  endDate: '2026-11-16',
  dayOfWeek: 1,
  startTime: '18:00:00',
  endTime: '20:00:00',
  numBays: 2,
  status: 'upcoming',
};

describe('leagueHeldBays', () => {
  it.each([
    [0, []],
    [1, [4]],
    [2, [4, 3]],
    [4, [4, 3, 2, 1]],
    [5, [4, 3, 2, 1]],
  ])('%i bays of four: %j (highest ids first)', (n, held) =>
    expect(leagueHeldBays(n, BAYS)).toEqual(held),
  );

  it('skips inactive bays', () => {
    expect(leagueHeldBays(2, [...BAYS.slice(0, 3), { id: 4, isActive: false }])).toEqual([3, 2]);
  });
});

describe('league nights', () => {
  it.each([
    ['2026-10-12', false], // the Monday before the start
    ['2026-10-19', true], // start date
    ['2026-10-20', false], // a Tuesday inside the season
    ['2026-11-02', true], // the Monday after the fall-back change
    ['2026-11-09', true], // the fourth and last night
    ['2026-11-16', false], // end date: closes the season, no match night
    ['2026-11-23', false], // the Monday after the end
  ])('%s is a night: %s', (date, night) => expect(isLeagueNight(LEAGUE, date)).toBe(night));

  it('a cancelled league holds no night', () => {
    expect(isLeagueNight({ ...LEAGUE, status: 'cancelled' }, '2026-10-19')).toBe(false);
    expect(leagueNights({ ...LEAGUE, status: 'cancelled' }, BAYS, CHI)).toEqual([]);
  });

  it('only the nights on the days asked for, when asked (a window wider than the season is the season)', () => {
    const within = (fromDate: string, toDate: string) =>
      leagueNights(LEAGUE, BAYS, CHI, { fromDate, toDate }).map((n) => n.date);
    expect(within('2026-10-26', '2026-11-02')).toEqual(['2026-10-26', '2026-11-02']);
    expect(within('2026-10-27', '2026-11-01')).toEqual([]);
    expect(within('2026-01-01', '2026-12-31')).toEqual(
      leagueNights(LEAGUE, BAYS, CHI).map((n) => n.date),
    );
  });

  it('6 PM local on both sides of the daylight-saving change', () => {
    const nights = leagueNights(LEAGUE, BAYS, CHI);
    expect(nights.map((n) => n.date)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(nights[1]?.startTime.toISOString()).toBe('2026-10-26T23:00:00.000Z'); // CDT, UTC-5
    expect(nights[2]?.startTime.toISOString()).toBe('2026-11-03T00:00:00.000Z'); // CST, UTC-6
    expect(nights.every((n) => n.endTime.getTime() - n.startTime.getTime() === 2 * 3_600_000)).toBe(
      true,
    );
  });

  it.each([
    ['18:00', '20:00', '2026-10-19T23:00:00.000Z', '2026-10-20T01:00:00.000Z'],
    ['21:00', '23:00', '2026-10-20T02:00:00.000Z', '2026-10-20T04:00:00.000Z'],
    ['21:00', '10:00', '2026-10-20T02:00:00.000Z', '2026-10-20T15:00:00.000Z'], // ends the next morning
  ])('%s-%s runs from %s to %s', (startTime, endTime, from, to) => {
    const s = leagueSessionOn({ startTime, endTime }, '2026-10-19', CHI);
    expect([s.startTime.toISOString(), s.endTime.toISOString()]).toEqual([from, to]);
  });

  it('leagueNightsOn names the bays held that night, or none', () => {
    expect(leagueNightsOn([LEAGUE], BAYS, '2026-10-26', CHI).map((n) => n.bayIds)).toEqual([
      [4, 3],
    ]);
    expect(leagueNightsOn([LEAGUE], BAYS, '2026-10-27', CHI)).toEqual([]);
  });

  it.each([1, 2, 6, 12])('a league of %i weeks plays %i nights, whatever its weekday', (weeks) => {
    for (const dayOfWeek of [0, 1, 2, 3, 4, 5, 6]) {
      const league = { ...LEAGUE, dayOfWeek, endDate: addDays(LEAGUE.startDate, weeks * 7) };
      expect(leagueNights(league, BAYS, CHI)).toHaveLength(weeks);
    }
  });
});

describe('leagueBusy', () => {
  const night = (iso: string) => new Date(iso);
  it.each([
    ['just before the night', '2026-10-26T21:00:00Z', '2026-10-26T23:00:00Z', 0],
    ['overlapping its start', '2026-10-26T22:30:00Z', '2026-10-26T23:30:00Z', 2],
    ['inside it', '2026-10-27T00:00:00Z', '2026-10-27T00:30:00Z', 2],
    ['just after it', '2026-10-27T01:00:00Z', '2026-10-27T02:00:00Z', 0],
    ['a whole week', '2026-10-19T00:00:00Z', '2026-10-26T00:00:00Z', 2],
  ])('%s: %i bays held', (_label, from, to, count) => {
    const busy = leagueBusy([LEAGUE], BAYS, night(from), night(to), CHI);
    expect(busy).toHaveLength(count);
    expect(busy.every((b) => b.bayId === 4 || b.bayId === 3)).toBe(true);
  });

  it('is what a brute-force walk over every night finds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.integer({ min: 30, max: 3 * 24 * 60 }),
        fc.integer({ min: 1, max: 4 }),
        (offsetMinutes, lengthMinutes, numBays) => {
          const from = new Date(Date.UTC(2026, 9, 14) + offsetMinutes * 60_000 * 30);
          const to = new Date(from.getTime() + lengthMinutes * 60_000);
          const league = { ...LEAGUE, numBays };
          const expected = leagueNights(league, BAYS, CHI)
            .filter((n) => n.startTime < to && from < n.endTime)
            .flatMap((n) => n.bayIds.map((bayId) => `${bayId}@${n.startTime.toISOString()}`));
          const got = leagueBusy([league], BAYS, from, to, CHI).map(
            (b) => `${b.bayId}@${new Date(b.startTime).toISOString()}`,
          );
          expect(got.sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});

describe('bookingsHitByLeague', () => {
  const at = (iso: string) => new Date(iso);
  const booking = (bayId: number | null, start: string, end: string) => ({
    bayId,
    startTime: at(start),
    endTime: at(end),
  });
  it.each([
    ['held bay, overlapping', booking(4, '2026-10-26T22:00:00Z', '2026-10-26T23:30:00Z'), true],
    [
      'held bay, ending as the night starts',
      booking(4, '2026-10-26T22:00:00Z', '2026-10-26T23:00:00Z'),
      false,
    ],
    [
      'held bay, starting as the night ends',
      booking(3, '2026-10-27T01:00:00Z', '2026-10-27T02:00:00Z'),
      false,
    ],
    ['free bay, overlapping', booking(1, '2026-10-26T23:00:00Z', '2026-10-27T00:00:00Z'), false],
    [
      'held bay, another weekday',
      booking(4, '2026-10-27T23:00:00Z', '2026-10-28T00:00:00Z'),
      false,
    ],
    [
      'held bay, after the season',
      booking(4, '2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z'),
      false,
    ],
    ['waitlisted (no bay)', booking(null, '2026-10-26T23:00:00Z', '2026-10-27T00:00:00Z'), false],
  ])('%s: hit %s', (_label, b, hit) =>
    expect(bookingsHitByLeague(LEAGUE, BAYS, [b], CHI)).toHaveLength(hit ? 1 : 0),
  );
});

describe('leagueSeasonDays', () => {
  it('reaches back a day, for a night that runs past midnight into the span', () => {
    // 00:30 to 01:30 Chicago on 2026-12-02 (06:30 to 07:30 UTC)
    const from = new Date('2026-12-02T06:30:00Z');
    const to = new Date('2026-12-02T07:30:00Z');
    expect(leagueSeasonDays(from, to, 'America/Chicago')).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
    });
  });
});
