import { describe, expect, it } from 'vitest';
import {
  assertCanEditLeague,
  canWithdraw,
  LEAGUE_SEASON_MESSAGES as M,
  leagueScheduleChanged,
  scoresOffTheNights,
} from './league-season';

const OK = {
  status: 'upcoming' as const,
  fixedFieldsChanged: false,
  scheduleChanged: false,
  startDateChanged: false,
  capacity: 8,
  teamType: 'individual' as const,
  activeEntries: 3,
};

describe('assertCanEditLeague', () => {
  it.each([
    ['nothing wrong', {}, null],
    ['capacity at the entries', { capacity: 3 }, null],
    ['capacity below the entries', { capacity: 2 }, M.capacityBelowEntries(3, 'individual').text],
    ['scramble: 6 players hold 3 teams', { teamType: 'scramble', capacity: 6 }, null],
    [
      'scramble: 5 players hold only 2 teams',
      { teamType: 'scramble', capacity: 5 },
      M.capacityBelowEntries(3, 'scramble').text,
    ],
    ['a cancelled league', { status: 'cancelled' }, M.cancelled],
    ['location, team or game type changed', { fixedFieldsChanged: true }, M.fixedFields],
    ['new times while active', { status: 'active', scheduleChanged: true }, null],
    ['new times once completed', { status: 'completed', scheduleChanged: true }, M.scheduleEnded],
    [
      'a new start date once started',
      { status: 'active', scheduleChanged: true, startDateChanged: true },
      M.startMoved,
    ],
    ['a new start date before the start', { scheduleChanged: true, startDateChanged: true }, null],
  ])('%s', (_label, change, message) => {
    const run = () => assertCanEditLeague({ ...OK, ...change } as typeof OK);
    if (message === null) expect(run).not.toThrow();
    else expect(run).toThrow(message);
  });

  it('names the entries in players, or in teams and players for scramble', () => {
    expect(M.capacityBelowEntries(1, 'individual').text).toBe(
      'Capacity cannot be below the 1 player already registered.',
    );
    expect(M.capacityBelowEntries(2, 'scramble').text).toBe(
      'Capacity cannot be below the 2 teams (4 players) already registered.',
    );
  });
});

describe('leagueScheduleChanged', () => {
  const s = {
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    dayOfWeek: 2,
    startTime: '18:00:00',
    endTime: '20:00:00',
    numBays: 1,
  };
  it.each([
    [{}, false],
    [{ startDate: '2026-12-08' }, true],
    [{ endDate: '2026-12-22' }, true],
    [{ dayOfWeek: 3 }, true],
    [{ startTime: '19:00:00' }, true],
    [{ endTime: '21:00:00' }, true],
    [{ numBays: 2 }, true],
  ])('%j: %s', (change, changed) =>
    expect(leagueScheduleChanged(s, { ...s, ...change })).toBe(changed),
  );
});

describe('scoresOffTheNights', () => {
  const r = (matchDate: string) => ({ matchDate });
  it.each([
    [['2026-12-01'], ['2026-12-01', '2026-12-08'], 0],
    [['2026-12-01', '2026-12-08'], ['2026-12-01'], 1],
    [['2026-12-01'], ['2026-12-02'], 1],
    [[], ['2026-12-02'], 0],
  ])('scores on %j, nights %j: %i off the nights', (dates, nights, off) =>
    expect(scoresOffTheNights(dates.map(r), nights)).toHaveLength(off),
  );
  it('says how many', () => {
    expect(M.scoresOnDroppedNights(2).text).toBe(
      '2 saved scores are on nights this change would drop. Keep those nights, or clear the scores first.',
    );
  });
});

describe('canWithdraw', () => {
  it.each([
    ['upcoming', true],
    ['active', false],
    ['completed', false],
    ['cancelled', false],
  ] as const)('%s: %s', (status, can) => expect(canWithdraw(status)).toBe(can));
});
