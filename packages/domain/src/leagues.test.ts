import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertCanDeleteLeague,
  assertCanRegister,
  canDeleteLeague,
  entryCapacity,
  LEAGUE_DEFAULTS,
  LEAGUE_END_TIME_OPTIONS,
  LEAGUE_MESSAGES,
  LEAGUE_START_TIME_OPTIONS,
  leagueAvailability,
  leagueClockTime,
  leagueEndDate,
  leagueFormDefaults,
  leagueScheduleText,
  leagueStatus,
  leagueOverBookingsMessage,
  leagueWeeks,
  leagueMatchDates,
  matchDates,
  playersOfEntries,
  scramblePartner,
  scrambleTeams,
  weekdayName,
} from './leagues';
import { addDays, atLocalTime, weekdayOfDate } from './time';

const CHI = 'America/Chicago';

describe('dates', () => {
  it.each([
    ['2026-03-02', 1, '2026-03-09'],
    ['2026-03-02', 6, '2026-04-13'],
    ['2026-10-26', 2, '2026-11-09'], // across the fall-back change
  ])('start %s + %i weeks ends %s', (start, weeks, end) =>
    expect(leagueEndDate(start, weeks)).toBe(end),
  );

  it.each([
    ['2026-03-02', '2026-03-02', 0],
    ['2026-03-02', '2026-03-03', 1],
    ['2026-03-02', '2026-03-09', 1],
    ['2026-03-02', '2026-03-10', 2],
    ['2026-03-02', '2026-04-13', 6],
    ['2026-03-09', '2026-03-02', 0],
  ])('weeks from %s to %s = %i (days / 7 rounded up)', (s, e, w) =>
    expect(leagueWeeks(s, e)).toBe(w),
  );

  it('property: weeks of start..start+n weeks is n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        (weeks, offset) => {
          const start = addDays('2025-01-01', offset);
          expect(leagueWeeks(start, leagueEndDate(start, weeks))).toBe(weeks);
        },
      ),
    );
  });

  it('match dates: each occurrence of the weekday from start to end, inclusive', () => {
    expect(matchDates('2026-03-02', '2026-03-16', 1)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(matchDates('2026-03-03', '2026-03-16', 1)).toEqual(['2026-03-09', '2026-03-16']);
    expect(matchDates('2026-03-03', '2026-03-08', 1)).toEqual([]);
    expect(matchDates('2026-03-01', '2026-03-08', 0)).toEqual(['2026-03-01', '2026-03-08']);
  });

  it.each([
    // start, end, weekday, nights: N weeks play N nights; the end date closes the season
    ['2026-03-02', '2026-03-09', 1, ['2026-03-02']],
    ['2026-03-02', '2026-03-16', 1, ['2026-03-02', '2026-03-09']],
    ['2026-03-02', '2026-03-15', 1, ['2026-03-02', '2026-03-09']],
    ['2026-03-02', '2026-03-17', 1, ['2026-03-02', '2026-03-09', '2026-03-16']],
    ['2026-03-03', '2026-03-17', 1, ['2026-03-09', '2026-03-16']],
  ])('leagueMatchDates %s to %s (weekday %i): %j', (startDate, endDate, dayOfWeek, nights) =>
    expect(leagueMatchDates({ startDate, endDate, dayOfWeek })).toEqual(nights),
  );

  it('a league of N weeks from the form plays exactly N nights (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 400 }),
        (weeks, day) => {
          const startDate = addDays('2026-01-01', day);
          const nights = leagueMatchDates({
            startDate,
            endDate: leagueEndDate(startDate, weeks),
            dayOfWeek: weekdayOfDate(startDate),
          });
          expect(nights).toHaveLength(weeks);
          expect(nights[0]).toBe(startDate);
        },
      ),
    );
  });
});

describe('leagueStatus (dates in the zone)', () => {
  const league = { startDate: '2026-03-09', endDate: '2026-04-20' };
  it.each([
    ['2026-03-08', '23:59', 'upcoming'],
    ['2026-03-09', '00:00', 'active'],
    ['2026-04-20', '23:59', 'active'],
    ['2026-04-21', '00:00', 'completed'],
  ])('%s %s Chicago -> %s', (date, time, status) => {
    expect(leagueStatus(league, atLocalTime(date, time, CHI), CHI)).toBe(status);
  });

  it('uses the zone, not UTC: 8 PM Chicago on the eve is still upcoming', () => {
    const eve = atLocalTime('2026-03-08', '20:00', CHI); // already the 9th in UTC
    expect(leagueStatus(league, eve, CHI)).toBe('upcoming');
    expect(leagueStatus(league, eve, 'UTC')).toBe('active');
  });

  it('a stored cancelled status stays cancelled', () => {
    expect(
      leagueStatus(
        { ...league, status: 'cancelled' },
        atLocalTime('2026-03-10', '12:00', CHI),
        CHI,
      ),
    ).toBe('cancelled');
  });
});

describe('capacity and availability', () => {
  it.each([
    [12, 'individual', 12],
    [12, 'scramble', 6],
    [13, 'scramble', 6],
    [2, 'scramble', 1],
  ] as const)('capacity %i %s -> %i entries', (cap, type, entries) =>
    expect(entryCapacity(cap, type)).toBe(entries),
  );

  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [5, 3],
  ])('%i scramble participants show %i teams', (p, t) => expect(scrambleTeams(p)).toBe(t));

  it.each([
    [12, 5, 'individual', '5/12 filled · 7 spots left', 7],
    [12, 11, 'individual', '11/12 filled · 1 spot left', 1],
    [12, 12, 'individual', '12/12 filled · Full', 0],
    [12, 14, 'individual', '14/12 filled · Full', 0], // over-registered: never negative
    [12, 5, 'scramble', '5/6 filled · 1 team left', 1],
  ] as const)(
    'capacity %i with %i (%s): %s',
    (capacity, participants, teamType, text, remaining) => {
      const a = leagueAvailability({ capacity, participants, teamType });
      expect(a.text).toBe(text);
      expect(a.remaining).toBe(remaining);
      expect(a.isFull).toBe(remaining === 0);
    },
  );
});

describe('registration and deletion rules', () => {
  const ok = {
    status: 'active',
    capacity: 4,
    teamType: 'individual',
    activeEntries: 3,
    alreadyRegistered: false,
  } as const;
  it.each([
    [{}, null],
    [{ status: 'upcoming' }, null],
    [{ activeEntries: 4 }, LEAGUE_MESSAGES.full],
    [{ teamType: 'scramble', activeEntries: 2 }, LEAGUE_MESSAGES.full],
    [{ teamType: 'scramble', activeEntries: 1 }, null],
    [{ status: 'completed' }, LEAGUE_MESSAGES.closed],
    [{ status: 'cancelled' }, LEAGUE_MESSAGES.closed],
    [{ alreadyRegistered: true }, LEAGUE_MESSAGES.alreadyRegistered],
  ] as const)('%j -> %s', (change, message) => {
    const call = () => assertCanRegister({ ...ok, ...change });
    if (message) expect(call).toThrow(message);
    else expect(call).not.toThrow();
  });

  it.each([
    ['upcoming', 0, true],
    ['upcoming', 1, false],
    ['active', 0, false],
    ['completed', 0, false],
    ['cancelled', 0, false],
  ] as const)('%s with %i participants deletable: %s', (status, activeParticipants, allowed) => {
    expect(canDeleteLeague({ status, activeParticipants })).toBe(allowed);
    const call = () => assertCanDeleteLeague({ status, activeParticipants });
    if (allowed) expect(call).not.toThrow();
    else expect(call).toThrow('Only upcoming leagues with no participants can be deleted.');
  });
});

describe('form defaults and options', () => {
  it('defaults of spec 9, starting on the first Monday from today', () => {
    const d = leagueFormDefaults('2026-03-11'); // a Wednesday
    expect(d).toMatchObject({
      teamType: 'individual',
      gameType: 'lowscore',
      format: 'league',
      startTime: '18:00',
      endTime: '20:00',
      dayOfWeek: 1,
      durationWeeks: 6,
      capacity: 12,
      numberofBays: 1,
      fee: 99,
      status: 'upcoming',
      startDate: '2026-03-16',
      endDate: '2026-04-27',
    });
    expect(weekdayOfDate(d.startDate)).toBe(LEAGUE_DEFAULTS.dayOfWeek);
    expect(leagueFormDefaults('2026-03-16').startDate).toBe('2026-03-16');
  });

  it('start times hourly 8 AM to 9 PM, end times 10 AM to 11 PM', () => {
    expect(LEAGUE_START_TIME_OPTIONS).toHaveLength(14);
    expect(LEAGUE_START_TIME_OPTIONS[0]).toEqual({ value: '08:00', label: '8:00 AM' });
    expect(LEAGUE_START_TIME_OPTIONS.at(-1)).toEqual({ value: '21:00', label: '9:00 PM' });
    expect(LEAGUE_END_TIME_OPTIONS[0]).toEqual({ value: '10:00', label: '10:00 AM' });
    expect(LEAGUE_END_TIME_OPTIONS.at(-1)).toEqual({ value: '23:00', label: '11:00 PM' });
  });

  it('weekday names and schedule text', () => {
    expect(weekdayName(1)).toBe('Monday');
    expect(weekdayName(7)).toBe('Sunday');
    expect(weekdayName(-1)).toBe('Saturday');
    expect(leagueScheduleText(1, 6)).toBe('Mondays, 6 weeks');
    expect(leagueScheduleText(4, 1)).toBe('Thursdays, 1 week');
  });
});

describe('players and partners', () => {
  it.each([
    [0, 'individual', 0],
    [5, 'individual', 5],
    [0, 'scramble', 0],
    [5, 'scramble', 10],
    [-1, 'scramble', 0],
  ] as const)('%i %s entries are %i players', (entries, teamType, players) =>
    expect(playersOfEntries(entries, teamType)).toBe(players),
  );

  const team = {
    player1Name: 'Al',
    player1Email: 'al@x.co',
    player2Name: 'Bo',
    player2Email: 'bo@x.co',
  };
  it.each([
    ['bo@x.co', 'Al'],
    ['BO@x.co', 'Al'],
    ['al@x.co', 'Bo'],
    ['someone@x.co', 'Al'],
  ])('%s sees partner %s', (email, partner) =>
    expect(scramblePartner(team, email).name).toBe(partner),
  );

  it.each([
    [1, /from 1 confirmed booking\. Move or cancel it first/],
    [3, /from 3 confirmed bookings\. Move or cancel them first/],
  ])('the 409 names the count (%i)', (n, text) =>
    expect(leagueOverBookingsMessage(n).text).toMatch(text),
  );
});

describe('leagueClockTime', () => {
  it.each([
    ['18:00', '18:00:00'],
    ['18:00:00', '18:00:00'],
    ['09:30', '09:30:00'],
  ])('%s is stored as %s', (time, stored) => expect(leagueClockTime(time)).toBe(stored));
});
