import { isBayFree } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import {
  DAILY_LIMIT_MINUTES,
  exceedsDailyLimit,
  isValidDuration,
  isWithinBookingWindow,
  MEMBER_DURATIONS,
  overlapsOwnBooking,
  sessionEnd,
} from './booking-rules';
import type { BookingLike, BookingRule } from './booking-rules';
import type { SlotStatus } from './enums';
import { coversSession, isPeakAt, openIntervalsBetween } from './operating-hours';
import { memberPriceCents } from './pricing';
import {
  atLocalTime,
  BOOKING_WINDOW_DAYS,
  formatTime,
  isOnSlotGrid,
  slotsForDay,
  toMillis,
} from './time';
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
 *
 * The same rules as a booking (memberBookingViolation, then assignBay) in the same order, with what
 * does not change within a day worked out once: the window and the daily limit (every slot starts
 * on `date`), each bay's open time and busy time. A test holds it to the one-slot-at-a-time rules.
 */
export function slotAvailability(input: AvailabilityInput): SlotAvailability[] {
  const { zone, durationMinutes: minutes, now, ownBookings } = input;
  const slots = slotsForDay(input.date, zone);
  const first = slots[0];
  if (!first) return [];
  const last = slots[slots.length - 1] ?? first;
  const nowMs = toMillis(now);
  const dayRule: BookingRule | null = isValidDuration(minutes, MEMBER_DURATIONS)
    ? null
    : 'duration';
  const outsideWindow = !isWithinBookingWindow(first, now, zone, BOOKING_WINDOW_DAYS);
  const overLimit = exceedsDailyLimit({
    bookings: ownBookings,
    start: first,
    durationMinutes: minutes,
    zone,
    limitMinutes: input.dailyLimitMinutes ?? DAILY_LIMIT_MINUTES,
  });
  const horizon = sessionEnd(last, Math.max(minutes, 0)).getTime();
  const bays = input.bays
    .filter((b) => b.isActive)
    .sort((a, b) => a.id - b.id)
    .map((bay) => ({
      id: bay.id,
      alwaysOpen: bay.hours.length === 0,
      hasPeak: bay.hours.some((h) => h.isPeak),
      open: bay.hours.length === 0 ? [] : openIntervalsBetween(first, horizon, zone, bay.hours),
      busy: input.busy.filter((b) => b.bayId === bay.id),
    }));

  return slots.map((start) => {
    const end = sessionEnd(start, minutes);
    const base = {
      start,
      end,
      label: formatTime(start, zone),
      bayId: null,
      priceCents: null,
    };
    const rule =
      dayRule ??
      (!isOnSlotGrid(start, zone)
        ? 'grid'
        : start.getTime() < nowMs
          ? 'past'
          : outsideWindow
            ? 'window'
            : overlapsOwnBooking(ownBookings, start, end)
              ? 'overlap'
              : overLimit
                ? 'dailyLimit'
                : null);
    if (rule) return { ...base, status: 'unavailable', reason: rule };
    const from = start.getTime();
    const to = end.getTime();
    const open = bays.filter((b) => b.alwaysOpen || coversSession(b.open, from, to));
    if (open.length === 0) return { ...base, status: 'unavailable', reason: 'closed' };
    const bay = open.find((b) => isBayFree(b.id, b.busy, start, end));
    if (!bay) return { ...base, status: 'waitlist', reason: null };
    const isPeak = bay.hasPeak && isPeakAt(bay.open, from);
    return {
      ...base,
      status: isPeak ? 'peak' : 'offPeak',
      bayId: bay.id,
      priceCents: memberPriceCents(minutes, isPeak),
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
