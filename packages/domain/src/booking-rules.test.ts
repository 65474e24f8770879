import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminBookingViolation,
  BOOKING_MESSAGES,
  bookedMinutesOnDay,
  canCancelBooking,
  exceedsDailyLimit,
  isWithinBookingWindow,
  memberBookingViolation,
  minutesBetween,
  overlapsOwnBooking,
  sessionEnd,
  throwIfViolated,
  timeViolation,
} from './booking-rules';
import type { BookingLike } from './booking-rules';
import type { BookingStatus } from './enums';
import { DomainError } from './errors';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const NOW = at('2026-03-10', '10:05');
const booking = (
  date: string,
  time: string,
  minutes: number,
  status: BookingStatus = 'confirmed',
  id = 0,
): BookingLike => ({
  id,
  startTime: at(date, time),
  endTime: sessionEnd(at(date, time), minutes),
  status,
});

describe('timeViolation', () => {
  it.each([
    [0, 'duration'],
    [29, 'duration'],
    [30, null],
    [45, 'duration'],
    [240, null],
    [270, 'duration'],
  ])('member duration %i -> %s', (minutes, rule) => {
    const v = timeViolation({
      start: at('2026-03-11', '10:00'),
      durationMinutes: minutes,
      now: NOW,
      zone: CHI,
    });
    expect(v?.rule ?? null).toBe(rule);
  });

  it.each([
    [30, 'duration'],
    [60, null],
    [240, null],
  ])('admin duration %i -> %s', (minutes, rule) => {
    const v = timeViolation({
      start: at('2026-03-11', '10:00'),
      durationMinutes: minutes,
      now: NOW,
      zone: CHI,
      durations: [60, 90, 120, 150, 180, 210, 240],
    });
    expect(v?.rule ?? null).toBe(rule);
    if (v) expect(v.message).toBe(BOOKING_MESSAGES.adminDuration);
  });

  it.each([
    ['10:00', 'past'], // started 5 minutes ago
    ['10:15', 'grid'],
    ['10:30', null],
  ])('start %s -> %s', (time, rule) => {
    const v = timeViolation({
      start: at('2026-03-10', time),
      durationMinutes: 60,
      now: NOW,
      zone: CHI,
    });
    expect(v?.rule ?? null).toBe(rule);
  });

  it.each([
    ['2026-03-09', 'past'],
    ['2026-03-23', null], // today + 13
    ['2026-03-24', 'window'], // today + 14
  ])('day %s -> %s with the 14-day window', (date, rule) => {
    const v = timeViolation({
      start: at(date, '12:00'),
      durationMinutes: 60,
      now: NOW,
      zone: CHI,
      windowDays: 14,
    });
    expect(v?.rule ?? null).toBe(rule);
  });
});

describe('isWithinBookingWindow', () => {
  it('counts local days: 11:30 PM on day 13 is in, midnight after is out', () => {
    expect(isWithinBookingWindow(at('2026-03-23', '23:30'), NOW, CHI)).toBe(true);
    expect(isWithinBookingWindow(at('2026-03-24', '00:00'), NOW, CHI)).toBe(false);
  });
});

describe('daily limit (4 h per local day, a session counts on its start day)', () => {
  it.each([
    [[], 240, false],
    [[180], 60, false], // exactly 240
    [[180], 90, true], // 270
    [[240], 30, true],
    [[120, 90], 30, false],
    [[120, 90], 60, true],
  ])('booked %j + %i min exceeds: %s', (booked, minutes, exceeds) => {
    let hour = 0;
    const bookings = booked.map((m, i) => {
      const b = booking('2026-03-12', `${String(hour).padStart(2, '0')}:00`, m, 'confirmed', i + 1);
      hour += 5;
      return b;
    });
    expect(
      exceedsDailyLimit({
        bookings,
        start: at('2026-03-12', '20:00'),
        durationMinutes: minutes,
        zone: CHI,
      }),
    ).toBe(exceeds);
  });

  it('ignores cancelled and waitlisted bookings, other days and the excluded id', () => {
    const bookings = [
      booking('2026-03-12', '08:00', 240, 'cancelled', 1),
      booking('2026-03-12', '13:00', 240, 'waitlisted', 2),
      booking('2026-03-11', '22:00', 240, 'confirmed', 3), // runs past midnight, counts on the 11th
      booking('2026-03-12', '09:00', 120, 'confirmed', 4),
    ];
    expect(bookedMinutesOnDay(bookings, '2026-03-12', CHI)).toBe(120);
    expect(bookedMinutesOnDay(bookings, '2026-03-11', CHI)).toBe(240);
    expect(bookedMinutesOnDay(bookings, '2026-03-12', CHI, 4)).toBe(0);
  });

  it('uses the zone: a UTC-evening booking belongs to the local day', () => {
    const b = booking('2026-03-12', '20:00', 240, 'confirmed', 1); // 01:00Z on the 13th
    expect(bookedMinutesOnDay([b], '2026-03-12', CHI)).toBe(240);
    expect(bookedMinutesOnDay([b], '2026-03-12', 'UTC')).toBe(0);
  });

  it('on the fall-back day a 1:00-3:00 AM session lasts 180 real minutes', () => {
    expect(minutesBetween(at('2026-11-01', '01:00'), at('2026-11-01', '03:00'))).toBe(180);
  });

  // An oracle of its own, not the module's counting: the member's time as a line of real minutes
  // from local midnight (UTC instants written out, so the days of 23 and 25 hours are the real
  // ones), and the day's confirmed total. A request must be accepted exactly when it overlaps none
  // of the member's minutes and keeps the total within 240; refused for overlap first, then limit.
  it.each([
    ['an ordinary day', '2026-03-12', '2026-03-12T05:00:00Z', 48],
    ['the spring-forward day', '2026-03-08', '2026-03-08T06:00:00Z', 46],
    ['the fall-back day', '2026-11-01', '2026-11-01T05:00:00Z', 50],
  ])(
    'property, %s: a session is accepted exactly when it is free and keeps the day within 4 h',
    (_day, date, midnight, slots) => {
      const MINUTE = 60_000;
      const dayStart = Date.parse(midnight);
      const now = new Date(dayStart - 60 * MINUTE); // 11 PM the evening before: every slot is ahead
      const requestGen = fc.record({
        slot: fc.nat({ max: slots - 1 }),
        steps: fc.integer({ min: 1, max: 8 }),
      });
      fc.assert(
        fc.property(fc.array(requestGen, { minLength: 1, maxLength: 20 }), (requests) => {
          const taken = new Array<boolean>((slots + 8) * 30).fill(false);
          let total = 0;
          const own: BookingLike[] = [];
          for (const [i, r] of requests.entries()) {
            const from = r.slot * 30;
            const minutes = r.steps * 30;
            const overlaps = taken.slice(from, from + minutes).includes(true);
            const expected = overlaps ? 'overlap' : total + minutes > 240 ? 'dailyLimit' : null;
            const start = new Date(dayStart + from * MINUTE);
            const v = memberBookingViolation({
              start,
              durationMinutes: minutes,
              now,
              zone: CHI,
              ownBookings: own,
            });
            expect(v?.rule ?? null).toBe(expected);
            if (expected === null) {
              taken.fill(true, from, from + minutes);
              total += minutes;
              own.push({
                id: i + 1,
                startTime: start,
                endTime: new Date(start.getTime() + minutes * MINUTE),
                status: 'confirmed',
              });
            }
          }
          expect(bookedMinutesOnDay(own, date, CHI)).toBe(total);
        }),
      );
    },
  );
});

describe('overlapsOwnBooking', () => {
  const own = [
    booking('2026-03-12', '10:00', 60, 'confirmed', 1),
    booking('2026-03-12', '14:00', 60, 'cancelled', 2),
  ];
  it.each([
    ['09:00', 60, false], // ends as mine starts
    ['09:30', 60, true],
    ['10:30', 30, true],
    ['11:00', 30, false], // starts as mine ends
    ['14:00', 60, false], // cancelled does not count
  ])('%s for %i min overlaps: %s', (time, minutes, overlaps) => {
    const s = at('2026-03-12', time);
    expect(overlapsOwnBooking(own, s, sessionEnd(s, minutes))).toBe(overlaps);
  });
  it('a waitlisted booking counts; the excluded id does not', () => {
    const w = [booking('2026-03-12', '10:00', 60, 'waitlisted', 5)];
    const s = at('2026-03-12', '10:00');
    expect(overlapsOwnBooking(w, s, sessionEnd(s, 30))).toBe(true);
    expect(overlapsOwnBooking(w, s, sessionEnd(s, 30), 5)).toBe(false);
  });
});

describe('memberBookingViolation', () => {
  const base = { now: NOW, zone: CHI };
  it('reports overlap before the daily limit, and the spec message for the limit', () => {
    const own = [booking('2026-03-12', '10:00', 240, 'confirmed', 1)];
    expect(
      memberBookingViolation({
        ...base,
        start: at('2026-03-12', '11:00'),
        durationMinutes: 60,
        ownBookings: own,
      })?.rule,
    ).toBe('overlap');
    const limit = memberBookingViolation({
      ...base,
      start: at('2026-03-12', '18:00'),
      durationMinutes: 30,
      ownBookings: own,
    });
    expect(limit).toEqual({
      rule: 'dailyLimit',
      code: 'DAILY_LIMIT',
      message:
        "You've reached your daily booking limit of 4 hours for this day. Please select a different day.",
    });
    expect(
      memberBookingViolation({
        ...base,
        start: at('2026-03-13', '18:00'),
        durationMinutes: 240,
        ownBookings: own,
      }),
    ).toBeNull();
  });

  it('applies the window', () => {
    expect(
      memberBookingViolation({
        ...base,
        start: at('2026-03-24', '10:00'),
        durationMinutes: 60,
        ownBookings: [],
      })?.rule,
    ).toBe('window');
  });

  it('throwIfViolated throws a DomainError with the code and message', () => {
    const v = memberBookingViolation({
      ...base,
      start: at('2026-03-12', '10:15'),
      durationMinutes: 60,
      ownBookings: [],
    });
    let thrown: unknown;
    try {
      throwIfViolated(v);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      code: 'BOOKING_RULE',
      message: BOOKING_MESSAGES.grid,
      details: { rule: 'grid' },
    });
    expect(() => throwIfViolated(null)).not.toThrow();
  });
});

describe('adminBookingViolation', () => {
  const ok = {
    start: at('2026-03-12', '10:00'),
    durationMinutes: 60,
    now: NOW,
    zone: CHI,
    bayIsActive: true,
    bayIsOpen: true,
    bayIsFree: true,
    memberBookings: [] as BookingLike[],
  };
  it.each([
    [{}, null],
    [{ durationMinutes: 30 }, 'duration'],
    [{ start: at('2026-03-10', '09:00') }, 'past'],
    [{ start: at('2026-04-30', '10:00') }, null], // admins are not held to the 14-day window
    [{ bayIsActive: false }, 'bayInactive'],
    [{ bayIsOpen: false }, 'operatingHours'],
    [{ bayIsFree: false }, 'bayTaken'],
    [{ memberBookings: [booking('2026-03-12', '10:30', 30, 'confirmed', 9)] }, 'overlap'],
    [{ memberBookings: [booking('2026-03-12', '12:00', 210, 'confirmed', 9)] }, 'dailyLimit'],
    [{ memberBookings: [booking('2026-03-12', '12:00', 210, 'confirmed', 9)], excludeId: 9 }, null],
  ])('%j -> %s', (change, rule) => {
    expect(adminBookingViolation({ ...ok, ...change })?.rule ?? null).toBe(rule);
  });

  it.each([
    [{ bayIsFree: false }, 'BAY_TAKEN'], // a conflict with a booking there (409)
    [{ memberBookings: [booking('2026-03-12', '12:00', 210, 'confirmed', 9)] }, 'DAILY_LIMIT'],
    [{ bayIsActive: false }, 'BOOKING_RULE'],
  ])('%j -> code %s', (change, code) => {
    expect(adminBookingViolation({ ...ok, ...change })?.code).toBe(code);
  });
});

describe('canCancelBooking', () => {
  it.each([
    ['confirmed', '10:30', false, true],
    ['waitlisted', '10:30', false, true],
    ['confirmed', '10:00', false, false], // already started
    ['cancelled', '10:30', false, false],
    ['confirmed', '10:00', true, true], // admins cancel any live booking
    ['cancelled', '10:30', true, false],
  ] as const)('%s starting %s (admin %s): %s', (status, time, asAdmin, allowed) => {
    expect(
      canCancelBooking({
        booking: { startTime: at('2026-03-10', time), status },
        now: NOW,
        asAdmin,
      }),
    ).toBe(allowed);
  });
});
