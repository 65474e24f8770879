import { assignBay } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import {
  DAILY_LIMIT_MINUTES,
  exceedsDailyLimit,
  memberBookingViolation,
  sessionEnd,
} from './booking-rules';
import type { BookingLike, BookingRule } from './booking-rules';
import type { SlotStatus } from './enums';
import { memberPriceCents } from './pricing';
import { atLocalTime, formatTime, slotsForDay } from './time';
import type { Instant, LocalDate } from './time';

/** The legend, in the screen's order, with each state's words (its colour is the web's). */
export const SLOT_LEGEND: readonly { status: SlotStatus; label: string }[] = [
  { status: 'offPeak', label: 'Available (off-peak)' },
  { status: 'peak', label: 'Available (peak)' },
  { status: 'waitlist', label: 'Waitlist available' },
  { status: 'unavailable', label: 'Unavailable' },
];

/** One start time of a day for a chosen duration, as the booking screen shows it. */
export interface SlotAvailability {
  start: Date;
  end: Date;
  /** '9:30 AM' */
  label: string;
  status: SlotStatus;
  /** The bay the member would get (peak/off-peak only). */
  bayId: number | null;
  /** Member price in cents for the bay that would be assigned (null when not bookable now). */
  priceCents: number | null;
  /** Why a slot is unavailable: a booking rule, or 'closed' when no active bay is open. */
  reason: BookingRule | 'closed' | null;
}

export interface AvailabilityInput {
  date: LocalDate;
  durationMinutes: number;
  now: Instant;
  zone: string;
  /** The bays of the location (inactive ones are skipped). */
  bays: readonly BayForBooking[];
  /** Confirmed bookings (and lessons, leagues) holding bays. */
  busy: readonly BayBusy[];
  /** The member's own bookings, for overlap and the daily limit. */
  ownBookings: readonly BookingLike[];
  dailyLimitMinutes?: number;
}

/**
 * Availability of every half-hour start of a local day for a duration: off-peak or peak when a bay
 * is free, waitlist when every open bay is taken, unavailable when a rule forbids it.
 */
export function slotAvailability(input: AvailabilityInput): SlotAvailability[] {
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

/** The slots the time selector offers: every one that is not unavailable. */
export function offeredSlots(input: AvailabilityInput): SlotAvailability[] {
  return slotAvailability(input).filter((s) => s.status !== 'unavailable');
}

/** The 'Daily limit reached' alert: the day's confirmed time plus the duration passes the limit. */
export function isDailyLimitReached(input: {
  date: LocalDate;
  durationMinutes: number;
  zone: string;
  ownBookings: readonly BookingLike[];
  dailyLimitMinutes?: number;
}): boolean {
  return exceedsDailyLimit({
    bookings: input.ownBookings,
    start: atLocalTime(input.date, '12:00', input.zone),
    durationMinutes: input.durationMinutes,
    zone: input.zone,
    limitMinutes: input.dailyLimitMinutes ?? DAILY_LIMIT_MINUTES,
  });
}
