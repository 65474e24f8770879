import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, sessionEnd } from './booking-rules';
import type { BookingLike } from './booking-rules';
import type { MembershipType } from './enums';
import {
  canCancelLesson,
  isCoachFree,
  LESSON_MESSAGES,
  lessonRateCents,
  lessonSlotsForDay,
  lessonTimeViolation,
  placeLesson,
  quoteLesson,
} from './lesson-rules';
import type { CoachForLesson } from './lesson-rules';
import { atLocalTime, weekdayOfDate } from './time';

const CHI = 'America/Chicago';
const DAY = '2026-03-11';
const at = (time: string, date = DAY) => atLocalTime(date, time, CHI);
const NOW = at('08:05', '2026-03-10');
const coach = (id: number, from = '09:00', to = '12:00', isActive = true): CoachForLesson => ({
  id,
  isActive,
  hourlyRateCents: 8000,
  hours: [{ dayOfWeek: weekdayOfDate(DAY), startTime: from, endTime: to }],
});
const bays = [
  { id: 1, isActive: true, hours: [] },
  { id: 2, isActive: true, hours: [] },
];
const held = (id: number, time: string, minutes: number) => ({
  startTime: at(time),
  endTime: sessionEnd(at(time), minutes),
  coachId: id,
  bayId: id,
});

describe('lesson pricing', () => {
  it.each([
    [8000, 30, 4000],
    [8000, 60, 8000],
    [7500, 30, 3750],
    [0, 60, 0],
  ])('rate %i cents an hour for %i min -> %i cents', (rate, minutes, cents) => {
    expect(lessonRateCents(rate, minutes)).toBe(cents);
  });

  it.each<[MembershipType, number, boolean]>([
    ['none', 0, false],
    ['member', 0, false],
    ['starter', 0, false],
    ['pro', 0, true],
    ['pro', 1, false],
    ['elite', 1, true],
    ['elite', 2, false],
    ['elite', 3, false],
  ])('%s having used %i included lessons: included %s', (tier, used, included) => {
    const quote = quoteLesson({ tier, includedUsed: used, hourlyRateCents: 8000, minutes: 60 });
    expect(quote).toEqual({ isIncluded: included, priceCents: included ? 0 : 8000 });
  });

  it('an included lesson is free and a charged one costs the rate (property)', () => {
    const tiers: MembershipType[] = ['none', 'member', 'starter', 'pro', 'elite'];
    fc.assert(
      fc.property(
        fc.constantFrom(...tiers),
        fc.nat(5),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(30, 60),
        (tier, used, dollars, minutes) => {
          const q = quoteLesson({
            tier,
            includedUsed: used,
            hourlyRateCents: dollars * 100,
            minutes,
          });
          expect(q.priceCents).toBe(q.isIncluded ? 0 : (dollars * 100 * minutes) / 60);
        },
      ),
    );
  });
});

describe('lessonTimeViolation', () => {
  const base = { now: NOW, zone: CHI, ownSessions: [] as BookingLike[] };
  it.each([
    [0, LESSON_MESSAGES.duration],
    [30, null],
    [45, LESSON_MESSAGES.duration],
    [60, null],
    [90, LESSON_MESSAGES.duration],
  ])('%i minutes -> %s', (minutes, message) => {
    expect(
      lessonTimeViolation({ ...base, start: at('10:00'), durationMinutes: minutes })?.message ??
        null,
    ).toBe(message);
  });

  it.each([
    ['2026-03-23', null], // the 14th day
    ['2026-03-24', BOOKING_MESSAGES.window],
  ])('a lesson on %s -> %s', (date, message) => {
    const v = lessonTimeViolation({ ...base, start: at('10:00', date), durationMinutes: 60 });
    expect(v?.message ?? null).toBe(message);
  });

  it.each([
    [180, null],
    [210, BOOKING_MESSAGES.dailyLimit],
  ])('with %i booked minutes that day, a 60 min lesson -> %s', (minutes, message) => {
    const own: BookingLike[] = [
      { startTime: at('13:00'), endTime: sessionEnd(at('13:00'), minutes), status: 'confirmed' },
    ];
    const v = lessonTimeViolation({
      ...base,
      ownSessions: own,
      start: at('09:00'),
      durationMinutes: 60,
    });
    expect(v?.message ?? null).toBe(message);
  });

  it('refuses a lesson over the member’s own booking', () => {
    const own: BookingLike[] = [
      { startTime: at('09:30'), endTime: at('10:30'), status: 'confirmed' },
    ];
    const v = lessonTimeViolation({
      ...base,
      ownSessions: own,
      start: at('09:00'),
      durationMinutes: 60,
    });
    expect(v?.message).toBe(BOOKING_MESSAGES.overlap);
  });
});

describe('placeLesson', () => {
  const start = at('10:00');
  const end = sessionEnd(start, 60);
  const base = {
    coaches: [coach(1), coach(2)],
    coachBusy: [],
    bays,
    bayBusy: [],
    start,
    end,
    zone: CHI,
  };

  it('gives the chosen coach and the lowest free bay', () => {
    expect(placeLesson({ ...base, coachId: 2 })).toEqual({ kind: 'placed', coachId: 2, bayId: 1 });
  });

  it('gives any coach: the first free one', () => {
    const coachBusy = [held(1, '09:30', 60)];
    expect(placeLesson({ ...base, coachId: null, coachBusy })).toMatchObject({ coachId: 2 });
  });

  it.each([
    [
      'chosen coach busy',
      { coachId: 1, coachBusy: [held(1, '10:30', 30)] },
      LESSON_MESSAGES.coachTaken,
    ],
    [
      'every coach busy',
      { coachId: null, coachBusy: [held(1, '10:00', 60), held(2, '10:30', 30)] },
      LESSON_MESSAGES.noCoach,
    ],
    [
      'outside the hours',
      { coachId: 1, start: at('11:30'), end: at('12:30') },
      LESSON_MESSAGES.coachOff,
    ],
    [
      'inactive coach',
      { coachId: 3, coaches: [coach(3, '09:00', '12:00', false)] },
      LESSON_MESSAGES.coachOff,
    ],
    [
      'every bay taken',
      { coachId: 1, bayBusy: [held(1, '10:00', 60), held(2, '09:30', 60)] },
      LESSON_MESSAGES.baysFull,
    ],
  ])('refuses: %s', (_, over, message) => {
    expect(placeLesson({ ...base, ...over })).toMatchObject({ kind: 'refused', message });
  });

  it('a booking right before the lesson leaves the bay free', () => {
    expect(placeLesson({ ...base, coachId: 1, bayBusy: [held(1, '09:00', 60)] })).toMatchObject({
      bayId: 1,
    });
  });
});

describe('lessonSlotsForDay', () => {
  const base = {
    date: DAY,
    durationMinutes: 60,
    coachId: null,
    coaches: [coach(1, '09:00', '11:00'), coach(2, '10:00', '12:00')],
    coachBusy: [],
    bays,
    bayBusy: [],
    ownSessions: [],
    now: NOW,
    zone: CHI,
  };
  it('lists the starts of any coach with who teaches then', () => {
    const slots = lessonSlotsForDay(base);
    expect(slots.map((s) => [s.label, s.coachIds])).toEqual([
      ['9:00 AM', [1]],
      ['9:30 AM', [1]],
      ['10:00 AM', [1, 2]],
      ['10:30 AM', [2]],
      ['11:00 AM', [2]],
    ]);
  });

  it('leaves out a chosen coach’s taken time and starts with no free bay', () => {
    const slots = lessonSlotsForDay({
      ...base,
      coachId: 1,
      coachBusy: [held(1, '09:00', 30)],
      bayBusy: [held(1, '10:00', 30), held(2, '10:00', 30)],
    });
    expect(slots.map((s) => s.label)).toEqual([]);
    expect(isCoachFree(1, [held(1, '09:00', 30)], at('09:30'), at('10:30'))).toBe(true);
  });

  it('leaves out starts already passed', () => {
    const slots = lessonSlotsForDay({
      ...base,
      date: '2026-03-10',
      coaches: [{ ...coach(1), hours: [{ dayOfWeek: 2, startTime: '07:00', endTime: '10:00' }] }],
    });
    expect(slots.map((s) => s.label)).toEqual(['8:30 AM', '9:00 AM']);
  });
});

describe('canCancelLesson', () => {
  const lesson = { startTime: at('10:00'), status: 'confirmed' as const };
  it.each([
    [at('09:59'), false, true],
    [at('10:00'), false, false],
    [at('10:30'), true, true],
  ])('at %s (admin %s) -> %s', (now, asAdmin, ok) => {
    expect(canCancelLesson({ lesson, now, asAdmin })).toBe(ok);
  });

  it('never cancels a cancelled lesson', () => {
    expect(
      canCancelLesson({ lesson: { ...lesson, status: 'cancelled' }, now: NOW, asAdmin: true }),
    ).toBe(false);
  });
});
