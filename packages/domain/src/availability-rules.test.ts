import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotAvailability, type AvailabilityInput, type SlotAvailability } from './availability';
import { assignBay } from './bay-assignment';
import { memberBookingViolation, sessionEnd } from './booking-rules';
import { memberPriceCents } from './pricing';
import { addDays, atLocalTime, formatTime, slotsForDay } from './time';

// slotAvailability works a day out at once for speed; this holds it to the rules a booking meets,
// applied one slot at a time (memberBookingViolation, then assignBay), on random days, bays, hours,
// busy time and own bookings, daylight-saving days among them.
function oneSlotAtATime(input: AvailabilityInput): SlotAvailability[] {
  return slotsForDay(input.date, input.zone).map((start) => {
    const end = sessionEnd(start, input.durationMinutes);
    const base = {
      start,
      end,
      label: formatTime(start, input.zone),
      bayId: null,
      priceCents: null,
    };
    const problem = memberBookingViolation({
      start,
      durationMinutes: input.durationMinutes,
      now: input.now,
      zone: input.zone,
      ownBookings: input.ownBookings,
      dailyLimitMinutes: input.dailyLimitMinutes,
    });
    if (problem) return { ...base, status: 'unavailable', reason: problem.rule };
    const found = assignBay({ bays: input.bays, busy: input.busy, start, end, zone: input.zone });
    if (found.kind === 'closed') return { ...base, status: 'unavailable', reason: 'closed' };
    if (found.kind === 'full') return { ...base, status: 'waitlist', reason: null };
    return {
      ...base,
      status: found.isPeak ? 'peak' : 'offPeak',
      bayId: found.bayId,
      priceCents: memberPriceCents(input.durationMinutes, found.isPeak),
      reason: null,
    };
  });
}

const ZONES = ['America/Chicago', 'Europe/London', 'Australia/Lord_Howe'];
// around the 2026 transitions of those zones, and ordinary days
const DATES = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
const clock = fc.integer({ min: 0, max: 48 }).map((h) => {
  const m = h * 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});
const window = fc.record({
  dayOfWeek: fc.integer({ min: 0, max: 6 }),
  startTime: clock,
  endTime: clock,
  isPeak: fc.boolean(),
});

const arbitraryInput = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    date: fc.constantFrom(...DATES),
    nowOffsetHours: fc.integer({ min: -30, max: 24 * 15 }),
    duration: fc.constantFrom(30, 60, 90, 120, 240, 45),
    bays: fc.array(
      fc.record({ isActive: fc.boolean(), hours: fc.array(window, { maxLength: 4 }) }),
      { minLength: 1, maxLength: 4 },
    ),
    busy: fc.array(
      fc.record({
        bay: fc.integer({ min: 0, max: 3 }),
        slot: fc.integer({ min: -8, max: 56 }),
        len: fc.integer({ min: 1, max: 8 }),
      }),
      { maxLength: 30 },
    ),
    own: fc.array(
      fc.record({
        slot: fc.integer({ min: -8, max: 56 }),
        len: fc.integer({ min: 1, max: 8 }),
        status: fc.constantFrom('confirmed', 'waitlisted', 'cancelled'),
      }),
      { maxLength: 5 },
    ),
  })
  .map((r): AvailabilityInput => {
    const dayStart = atLocalTime(r.date, '00:00', r.zone).getTime();
    const slot = (n: number) => new Date(dayStart + n * 30 * 60_000);
    return {
      date: r.date,
      zone: r.zone,
      durationMinutes: r.duration,
      now: new Date(dayStart + r.nowOffsetHours * 3_600_000),
      bays: r.bays.map((b, i) => ({ id: i + 1, ...b })),
      busy: r.busy.map((b) => ({
        bayId: b.bay + 1,
        startTime: slot(b.slot),
        endTime: slot(b.slot + b.len),
      })),
      ownBookings: r.own.map((o, i) => ({
        id: i + 1,
        startTime: slot(o.slot),
        endTime: slot(o.slot + o.len),
        status: o.status,
      })),
    };
  });

describe('a day worked out at once answers as the rules do one slot at a time', () => {
  it('for random days, bays, hours, busy time and own bookings', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        expect(slotAvailability(input)).toEqual(oneSlotAtATime(input));
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('including the day after the window and a day in the past', () => {
    const base = fc.sample(arbitraryInput, 1)[0];
    if (!base) throw new Error('no sample');
    for (const date of [addDays(base.date, 20), addDays(base.date, -3)]) {
      const input = { ...base, date };
      expect(slotAvailability(input)).toEqual(oneSlotAtATime(input));
    }
  });
});
