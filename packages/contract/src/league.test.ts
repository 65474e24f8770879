import { describe, expect, it } from 'vitest';
import { LEAGUE_FORM_MESSAGES as L, ZLeagueForm, ZLeagueRegistrationInput } from './league';
import { ZLeagueResultSaveInput } from './league-api';

const ok = {
  name: 'Spring League',
  description: 'Weekly nine holes',
  location: 'San Antonio',
  locationId: 1,
  format: 'league',
  teamType: 'individual',
  gameType: 'lowscore',
  startDate: '2026-03-16',
  endDate: '2026-04-27',
  dayOfWeek: 1,
  startTime: '18:00',
  endTime: '20:00',
  durationWeeks: 6,
  capacity: 12,
  numberofBays: 1,
  fee: 99,
};

function firstMessage(input: Record<string, unknown>, field: string): string | undefined {
  const result = ZLeagueForm.safeParse({ ...ok, ...input });
  return result.success
    ? undefined
    : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('league form: the rules the API adds to the screen', () => {
  it.each([
    [{ endTime: '18:00' }, 'endTime', L.endTimeAfterStart],
    [{ endTime: '17:00' }, 'endTime', L.endTimeAfterStart],
    [{ endTime: '19:00' }, 'endTime', undefined],
    [{ startTime: '25:00' }, 'startTime', L.startTime],
    [{ startTime: '18:60' }, 'startTime', L.startTime],
    [{ endDate: '2026-06-08' }, 'endDate', undefined], // 12 weeks
    [{ endDate: '2026-06-09' }, 'endDate', L.weeksMax], // 12 weeks and a day
    [{ startDate: '2026-02-30' }, 'startDate', L.startDate],
    [{ fee: 10_000 }, 'fee', undefined],
    [{ fee: 10_001 }, 'fee', L.feeMax],
    [{ locationId: 2_147_483_648 }, 'locationId', L.location],
    [{ name: 'x'.repeat(100) }, 'name', undefined],
    [{ name: 'x'.repeat(101) }, 'name', 'Please use at most 100 characters'],
    [{ name: 'Bad\u0000name' }, 'name', 'Control characters are not allowed'],
    [{ description: 'Line one\nline two' }, 'description', undefined],
  ])('%j -> %s: %s', (change, field, message) => expect(firstMessage(change, field)).toBe(message));
});

describe('registration and score inputs are bounded', () => {
  it.each([
    [{ leagueId: 1 }, true],
    [{ leagueId: 1, userId: 2_147_483_647 }, true],
    [{ leagueId: 1, userId: 2_147_483_648 }, false],
    [{ leagueId: 1, paymentMethod: 'x'.repeat(41) }, false],
    [{ leagueId: 1, player1Name: 'x'.repeat(300) }, false],
  ])('registration %j parses: %s', (input, parses) =>
    expect(ZLeagueRegistrationInput.safeParse(input).success).toBe(parses),
  );

  it('a score names its league by the path id or leagueId', () => {
    const cell = { userId: 2, matchDate: '2026-03-16', score: 72 };
    expect(ZLeagueResultSaveInput.parse({ id: 5, ...cell })).toMatchObject({
      id: 5,
      teamNumber: 0,
    });
    expect(ZLeagueResultSaveInput.parse({ leagueId: 5, ...cell })).toMatchObject({ leagueId: 5 });
  });
});
