import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COACH_CHANGE_MESSAGES, STRANDED_LESSONS_LISTED, strandedLessons } from './coach-change';
import type { CoachHoursEntry } from './coach-hours';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
// Monday 2026-11-23, 9:00 AM in San Antonio; 11-24 is a Tuesday, 11-25 a Wednesday
const NOW = at('2026-11-23', '09:00');
const lesson = (id: number, date: string, time: string, minutes = 60) => ({
  id,
  startTime: at(date, time),
  endTime: new Date(at(date, time).getTime() + minutes * 60_000),
});
const window = (dayOfWeek: number, startTime: string, endTime: string): CoachHoursEntry => ({
  dayOfWeek,
  startTime,
  endTime,
});

describe('strandedLessons', () => {
  const lessons = [
    lesson(1, '2026-11-23', '08:30'), // already started: keeps its coach
    lesson(2, '2026-11-24', '09:00'),
    lesson(3, '2026-11-24', '11:00'),
    lesson(4, '2026-11-25', '09:00', 30),
  ];
  const ids = (coach: { isActive: boolean; hours: CoachHoursEntry[] }) =>
    strandedLessons({ lessons, now: NOW, zone: CHI, coach }).map((l) => l.id);
  const TUE = window(2, '09:00', '12:00');
  const WED = window(3, '09:00', '12:00');

  it.each([
    ['active, hours unchanged', { isActive: true, hours: [TUE, WED] }, []],
    ['switched off', { isActive: false, hours: [TUE, WED] }, [2, 3, 4]],
    ['no hours left', { isActive: true, hours: [] }, [2, 3, 4]],
    ['Wednesday dropped', { isActive: true, hours: [TUE] }, [4]],
    // below, at and above the end of the 11:00-12:00 lesson
    ['Tuesday ends 11:30', { isActive: true, hours: [window(2, '09:00', '11:30'), WED] }, [3]],
    ['Tuesday ends 12:00', { isActive: true, hours: [window(2, '09:00', '12:00'), WED] }, []],
    ['Tuesday ends 12:30', { isActive: true, hours: [window(2, '09:00', '12:30'), WED] }, []],
    // below, at and above the start of the 9:00 lesson
    ['Tuesday from 08:30', { isActive: true, hours: [window(2, '08:30', '12:00'), WED] }, []],
    ['Tuesday from 09:30', { isActive: true, hours: [window(2, '09:30', '12:00'), WED] }, [2]],
    [
      'two windows that join',
      { isActive: true, hours: [window(2, '09:00', '10:00'), window(2, '10:00', '12:00'), WED] },
      [],
    ],
  ])('%s strands %o', (_what, coach, stranded) => {
    expect(ids(coach)).toEqual(stranded);
  });

  it('never strands a lesson that has started, whatever the change', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 6 }), (isActive, day) => {
        const coach = { isActive, hours: [window(day, '00:00', '01:00')] };
        const stranded = strandedLessons({ lessons, now: NOW, zone: CHI, coach });
        expect(stranded.map((l) => l.id)).not.toContain(1);
      }),
    );
  });

  it('a coach switched off strands every upcoming lesson a narrower week does (and more)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 23 }), (day, hour) => {
        const hours = [window(day, `${String(hour).padStart(2, '0')}:00`, '24:00')];
        const narrower = strandedLessons({
          lessons,
          now: NOW,
          zone: CHI,
          coach: { isActive: true, hours },
        });
        const off = strandedLessons({
          lessons,
          now: NOW,
          zone: CHI,
          coach: { isActive: false, hours },
        });
        expect(off.map((l) => l.id)).toEqual(expect.arrayContaining(narrower.map((l) => l.id)));
      }),
    );
  });
});

describe('COACH_CHANGE_MESSAGES.stranded', () => {
  it.each([
    [
      1,
      'This change would leave 1 booked upcoming lesson without their coach (11/24/26 9:00 AM - 10:00 AM). ' +
        'Confirm to cancel it and e-mail the members and the coach.',
    ],
    [
      2,
      'This change would leave 2 booked upcoming lessons without their coach (11/24/26 9:00 AM - 10:00 AM; ' +
        '11/25/26 9:00 AM - 10:00 AM). Confirm to cancel them and e-mail the members and the coach.',
    ],
  ])('names %i lesson(s) by count and time', (count, message) => {
    const lessons = [lesson(2, '2026-11-25', '09:00'), lesson(1, '2026-11-24', '09:00')].slice(
      2 - count,
    );
    expect(COACH_CHANGE_MESSAGES.stranded(lessons, CHI).text).toBe(message);
  });

  it.each([
    [STRANDED_LESSONS_LISTED - 1, ''],
    [STRANDED_LESSONS_LISTED, ''],
    [STRANDED_LESSONS_LISTED + 1, '; and 1 more'],
    [STRANDED_LESSONS_LISTED + 3, '; and 3 more'],
  ])('with %i lessons lists the first few by time and counts the rest ("%s")', (count, tail) => {
    const lessons = Array.from({ length: count }, (_, i) =>
      lesson(i + 1, `2026-12-${String(count - i).padStart(2, '0')}`, '10:00'),
    );
    const message = COACH_CHANGE_MESSAGES.stranded(lessons, CHI).text;
    expect(message).toContain(`leave ${count} booked upcoming lessons`);
    expect(message.match(/\d+\/\d+\/26 /g)).toHaveLength(Math.min(count, STRANDED_LESSONS_LISTED));
    expect(message).toContain('(12/1/26 10:00 AM - 11:00 AM;');
    expect(message).toContain(`${tail}). Confirm`);
  });
});
