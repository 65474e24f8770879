import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COACH_HOURS_MESSAGES,
  coachHoursViolation,
  coachIntervalsForDay,
  coachStartsForDay,
  coachTeachesAt,
} from './coach-hours';
import type { CoachHoursEntry } from './coach-hours';
import { sessionEnd } from './booking-rules';
import { atLocalTime, formatTime, weekdayOfDate } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
// 2026-03-08 springs forward (02:00 -> 03:00), 2026-11-01 falls back (02:00 -> 01:00); both Sundays
const SPRING = '2026-03-08';
const FALL = '2026-11-01';
const TUESDAY = '2026-03-10';
const hours = (day: string, startTime: string, endTime: string): CoachHoursEntry => ({
  dayOfWeek: weekdayOfDate(day),
  startTime,
  endTime,
});

describe('coachIntervalsForDay', () => {
  it('is empty on a weekday without hours (a coach does not teach then)', () => {
    expect(coachIntervalsForDay(TUESDAY, CHI, [hours('2026-03-11', '09:00', '17:00')])).toEqual([]);
  });

  it.each([
    [TUESDAY, 8],
    [SPRING, 7],
    [FALL, 9],
  ])('09:00-17:00 on %s lasts the same wall-clock hours (%i h)', (day, h) => {
    const [iv] = coachIntervalsForDay(day, CHI, [hours(day, '00:00', '08:00')]);
    expect(iv && (iv.end - iv.start) / 3_600_000).toBe(h);
  });

  it('keeps the wall-clock start across a change (9 AM in winter and in summer)', () => {
    const before = coachIntervalsForDay('2026-03-01', CHI, [hours('2026-03-01', '09:00', '10:00')]);
    const after = coachIntervalsForDay('2026-03-15', CHI, [hours('2026-03-15', '09:00', '10:00')]);
    expect(before[0] && formatTime(before[0].start, CHI)).toBe('9:00 AM');
    expect(after[0] && formatTime(after[0].start, CHI)).toBe('9:00 AM');
  });
});

describe('coachTeachesAt', () => {
  const week = [hours(TUESDAY, '09:00', '12:00'), hours(TUESDAY, '12:00', '13:00')];
  it.each([
    ['08:30', 60, false],
    ['09:00', 60, true],
    ['11:30', 60, true], // adjacent windows join
    ['12:00', 60, true],
    ['12:30', 60, false], // past the last window
    ['12:30', 30, true],
  ])('a lesson at %s for %i min -> %s', (time, minutes, ok) => {
    const start = at(TUESDAY, time);
    expect(coachTeachesAt(start, sessionEnd(start, minutes), CHI, week)).toBe(ok);
  });

  it('teaches until midnight with a 24:00 end', () => {
    const start = at(TUESDAY, '23:30');
    expect(
      coachTeachesAt(start, sessionEnd(start, 30), CHI, [hours(TUESDAY, '22:00', '24:00')]),
    ).toBe(true);
  });
});

describe('coachStartsForDay', () => {
  it.each([
    [TUESDAY, 30, 6],
    [TUESDAY, 60, 5],
    [SPRING, 30, 4], // 01:00-04:00 is two hours that day
    [FALL, 30, 8], // and four hours this one
  ])('01:00-04:00 on %s offers %i-min starts: %i', (day, minutes, count) => {
    expect(coachStartsForDay(day, CHI, [hours(day, '01:00', '04:00')], minutes)).toHaveLength(
      count,
    );
  });

  it('offers every start once when windows touch', () => {
    const starts = coachStartsForDay(
      TUESDAY,
      CHI,
      [hours(TUESDAY, '09:00', '10:00'), hours(TUESDAY, '10:00', '11:00')],
      30,
    );
    expect(starts.map((s) => formatTime(s, CHI))).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
    ]);
  });

  it('every start fits in the hours (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 46 }),
        fc.integer({ min: 1, max: 48 }),
        fc.constantFrom(30, 60),
        fc.constantFrom(TUESDAY, SPRING, FALL),
        (from, length, minutes, day) => {
          const to = Math.min(48, from + length);
          const clock = (half: number) =>
            half === 48
              ? '24:00'
              : `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
          const entries = [hours(day, clock(from), clock(to))];
          for (const s of coachStartsForDay(day, CHI, entries, minutes)) {
            expect(coachTeachesAt(s, sessionEnd(s, minutes), CHI, entries)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('coachHoursViolation', () => {
  const existing = [hours(TUESDAY, '09:00', '12:00')];
  it.each([
    ['12:00', '09:00', COACH_HOURS_MESSAGES.order],
    ['10:00', '10:00', COACH_HOURS_MESSAGES.order],
    ['10:15', '13:00', COACH_HOURS_MESSAGES.grid],
    ['11:30', '13:00', COACH_HOURS_MESSAGES.overlap],
    ['08:00', '09:30', COACH_HOURS_MESSAGES.overlap],
    ['12:00', '13:00', null],
    ['06:00', '09:00', null],
  ])('%s-%s -> %s', (startTime, endTime, message) => {
    expect(coachHoursViolation(hours(TUESDAY, startTime, endTime), existing)).toBe(message);
  });

  it('allows the same hours on another weekday', () => {
    expect(coachHoursViolation(hours('2026-03-11', '09:00', '12:00'), existing)).toBeNull();
  });
});
