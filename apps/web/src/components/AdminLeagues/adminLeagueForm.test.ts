import { describe, expect, it } from 'vitest';
import { CLUB_LOCATION } from '../../test-utils/fakeApi';
import {
  initialLeagueForm,
  leaguePayload,
  minEndDate,
  validateLeagueForm,
  withDuration,
  withEndDate,
  withStartDate,
} from './adminLeagueForm';

const TODAY = '2026-11-23'; // a Monday
const base = initialLeagueForm(TODAY, CLUB_LOCATION);

describe('Create League form rules', () => {
  it("starts from the spec's defaults on the first Monday from today", () => {
    expect(base).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2027-01-04',
      dayOfWeek: 1,
      startTime: '18:00',
      endTime: '20:00',
      durationWeeks: 6,
      capacity: 12,
      numberofBays: '1',
      fee: 99,
      teamType: 'individual',
      gameType: 'lowscore',
      format: 'league',
      locationId: '1',
    });
  });

  it.each([
    ['2026-11-26', 4, '2027-01-07'],
    ['2026-12-05', 6, '2027-01-16'],
  ])('a start date of %s sets the day (%i) and the end date %s', (start, day, end) => {
    expect(withStartDate(base, start)).toEqual({ startDate: start, dayOfWeek: day, endDate: end });
  });

  it.each([
    [1, '2026-11-30'],
    [12, '2027-02-15'],
    [13, undefined],
  ])('a duration of %i weeks ends on %s', (weeks, end) =>
    expect(withDuration(base, weeks).endDate).toBe(end),
  );

  it('an end date sets the duration (days / 7 rounded up)', () => {
    expect(withEndDate(base, '2026-12-08')).toEqual({ endDate: '2026-12-08', durationWeeks: 3 });
  });

  it('the end-date picker starts the day after the start date (or after today)', () => {
    expect(minEndDate(base, TODAY)).toBe('2026-11-24');
    expect(minEndDate({ ...base, startDate: '2026-12-01' }, TODAY)).toBe('2026-12-02');
    expect(minEndDate({ ...base, startDate: null }, TODAY)).toBe('2026-11-24');
  });

  it("sends the chosen location's name and validates with the contract's messages", () => {
    expect(leaguePayload(base, [CLUB_LOCATION])).toMatchObject({
      location: 'Inside 9 Golf Club',
      locationId: '1',
    });
    const errors = validateLeagueForm(TODAY, [CLUB_LOCATION])({
      ...base,
      capacity: 41,
      fee: 0,
      startDate: '2026-11-16',
    });
    expect(errors).toMatchObject({
      name: 'League name is required',
      description: 'Description is required',
      capacity: 'Capacity cannot exceed 40',
      fee: 'Fee must be at least $1',
      startDate: 'Start date cannot be in the past',
    });
  });
});
