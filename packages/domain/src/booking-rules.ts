import type { BookingStatus } from './enums';
import { builtText, DomainError, type BuiltText } from './errors';
import type { DomainErrorCode } from './errors';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  isOnSlotGrid,
  localDateOf,
  MINUTE_MS,
  toMillis,
} from './time';
import type { Instant, LocalDate } from './time';

/** Longest session and most confirmed minutes per member per local day. */
export const MAX_BOOKING_MINUTES = 240;
export const DAILY_LIMIT_MINUTES = 240;
/** Member durations: 30 to 240 minutes in 30-minute steps. */
export const MEMBER_DURATIONS = [30, 60, 90, 120, 150, 180, 210, 240] as const;
/** Admin add-booking durations: 1 to 4 hours in 30-minute steps; the dialog starts at 60. */
export const ADMIN_DURATIONS = [60, 90, 120, 150, 180, 210, 240] as const;
export const DEFAULT_ADMIN_DURATION = 60;

/** The product's texts for each booking rule (the spec gives the daily-limit one). */
export const BOOKING_MESSAGES = {
  duration: /*i18n*/ 'Sessions last from 30 minutes to 4 hours, in 30-minute steps.',
  adminDuration: /*i18n*/ 'Sessions last from 1 to 4 hours, in 30-minute steps.',
  grid: /*i18n*/ 'Sessions start on the hour or the half hour.',
  past: /*i18n*/ 'That time has already passed. Please choose a time in the future.',
  window: /*i18n*/ 'Bookings can be made for today and the next 13 days.',
  operatingHours:
    /*i18n*/ 'The simulators are not open for that whole session. Please choose a time within operating hours.',
  overlap: /*i18n*/ 'You already have a booking at that time.',
  dailyLimit:
    /*i18n*/ "You've reached your daily booking limit of 4 hours for this day. Please select a different day.",
  bayInactive: /*i18n*/ 'That bay is not available for booking.',
  bayTaken: /*i18n*/ 'That bay is already booked at that time.',
  baysFull: /*i18n*/ 'All bays are booked at that time.',
  notCancellable: /*i18n*/ 'Only bookings that have not started yet can be cancelled.',
} as const;

export type BookingRule =
  | 'duration'
  | 'grid'
  | 'past'
  | 'window'
  | 'operatingHours'
  | 'overlap'
  | 'dailyLimit'
  | 'bayInactive'
  | 'bayTaken';

/** A rule that said no: which one, its error code and its message. */
export interface BookingViolation {
  rule: BookingRule;
  code: DomainErrorCode;
  message: string;
  /** A message built with values (the window of a plan's own length): for the caller's language. */
  template?: BuiltText;
}

/** The parts of a booking the rules read. */
export interface BookingLike {
  id?: number;
  startTime: Instant;
  endTime: Instant;
  status: BookingStatus;
}

/** The error code of a rule: most are a bad request; a bay already taken is a conflict (409). */
const RULE_CODES: Partial<Record<BookingRule, DomainErrorCode>> = {
  dailyLimit: 'DAILY_LIMIT',
  bayTaken: 'BAY_TAKEN',
};

function violation(
  rule: BookingRule,
  message: string | BuiltText = BOOKING_MESSAGES[rule],
): BookingViolation {
  const code = RULE_CODES[rule] ?? 'BOOKING_RULE';
  if (typeof message === 'string') return { rule, code, message };
  return { rule, code, message: message.text, template: message };
}

function isExcluded(b: BookingLike, excludeId: number | undefined): boolean {
  return excludeId !== undefined && b.id === excludeId;
}

/** Throws the violation as a DomainError; does nothing for null. */
export function throwIfViolated(v: BookingViolation | null): void {
  if (v) throw new DomainError(v.code, v.template ?? v.message, { rule: v.rule });
}

/** True for an allowed duration (member durations unless a list is given). */
export function isValidDuration(
  minutes: number,
  allowed: readonly number[] = MEMBER_DURATIONS,
): boolean {
  return allowed.includes(minutes);
}

/** The end of a session that starts at `start` and lasts `minutes`. */
export function sessionEnd(start: Instant, minutes: number): Date {
  return new Date(toMillis(start) + minutes * MINUTE_MS);
}

/** Minutes from start to end (absolute time, so right across daylight-saving changes). */
export function minutesBetween(start: Instant, end: Instant): number {
  return (toMillis(end) - toMillis(start)) / MINUTE_MS;
}

/** Half-open intervals [aStart, aEnd) and [bStart, bEnd) share time. */
export function intervalsOverlap(
  aStart: Instant,
  aEnd: Instant,
  bStart: Instant,
  bEnd: Instant,
): boolean {
  return toMillis(aStart) < toMillis(bEnd) && toMillis(bStart) < toMillis(aEnd);
}

/** A start is bookable by date: its local day is today or one of the next `days - 1`. */
export function isWithinBookingWindow(
  start: Instant,
  now: Instant,
  zone: string,
  days: number = BOOKING_WINDOW_DAYS,
): boolean {
  const day = localDateOf(start, zone);
  const today = localDateOf(now, zone);
  return day >= today && day <= addDays(today, days - 1);
}

/** Confirmed minutes of bookings that start on a local day (a session counts on its start day). */
export function bookedMinutesOnDay(
  bookings: readonly BookingLike[],
  date: LocalDate,
  zone: string,
  excludeId?: number,
): number {
  return bookings
    .filter(
      (b) =>
        b.status === 'confirmed' &&
        !isExcluded(b, excludeId) &&
        localDateOf(b.startTime, zone) === date,
    )
    .reduce((sum, b) => sum + minutesBetween(b.startTime, b.endTime), 0);
}

/** The daily limit: the day's confirmed minutes plus the new session may not pass the limit. */
export function exceedsDailyLimit(input: {
  bookings: readonly BookingLike[];
  start: Instant;
  durationMinutes: number;
  zone: string;
  limitMinutes?: number;
  excludeId?: number;
}): boolean {
  const day = localDateOf(input.start, input.zone);
  const booked = bookedMinutesOnDay(input.bookings, day, input.zone, input.excludeId);
  return booked + input.durationMinutes > (input.limitMinutes ?? DAILY_LIMIT_MINUTES);
}

/** A member's live (confirmed or waitlisted) bookings that share time with [start, end). */
export function overlapsOwnBooking(
  bookings: readonly BookingLike[],
  start: Instant,
  end: Instant,
  excludeId?: number,
): boolean {
  return bookings.some(
    (b) =>
      b.status !== 'cancelled' &&
      !isExcluded(b, excludeId) &&
      intervalsOverlap(b.startTime, b.endTime, start, end),
  );
}

/** The time rules of any booking: allowed duration, on the grid, not in the past (and the window). */
export function timeViolation(input: {
  start: Instant;
  durationMinutes: number;
  now: Instant;
  zone: string;
  durations?: readonly number[];
  /** Days ahead that may be booked; omit for no window (admin). */
  windowDays?: number;
}): BookingViolation | null {
  const durations = input.durations ?? MEMBER_DURATIONS;
  if (!isValidDuration(input.durationMinutes, durations)) {
    return violation(
      'duration',
      durations === MEMBER_DURATIONS ? BOOKING_MESSAGES.duration : BOOKING_MESSAGES.adminDuration,
    );
  }
  if (!isOnSlotGrid(input.start, input.zone)) return violation('grid');
  if (toMillis(input.start) < toMillis(input.now)) return violation('past');
  if (
    input.windowDays !== undefined &&
    !isWithinBookingWindow(input.start, input.now, input.zone, input.windowDays)
  ) {
    return violation('window');
  }
  return null;
}

/** The rules every booking obeys for its member: no overlap with their own, the 4 h/day limit. */
function memberOwnViolation(input: {
  start: Instant;
  durationMinutes: number;
  zone: string;
  memberBookings: readonly BookingLike[];
  dailyLimitMinutes?: number | undefined;
  excludeId?: number | undefined;
}): BookingViolation | null {
  const end = sessionEnd(input.start, input.durationMinutes);
  if (overlapsOwnBooking(input.memberBookings, input.start, end, input.excludeId))
    return violation('overlap');
  const overLimit = exceedsDailyLimit({
    bookings: input.memberBookings,
    start: input.start,
    durationMinutes: input.durationMinutes,
    zone: input.zone,
    limitMinutes: input.dailyLimitMinutes,
    excludeId: input.excludeId,
  });
  return overLimit ? violation('dailyLimit') : null;
}

/** The window's refusal for a plan's own window: 'Bookings can be made for today and the next 20 days.' */
export function windowMessage(days: number): BuiltText {
  return builtText(
    /*i18n*/ 'Bookings can be made for today and the next {days} days.',
    { days: days - 1 },
    `Bookings can be made for today and the next ${days - 1} days.`,
  );
}

/** The member's own rules for a new session: time rules, no overlap, the 4 h/day limit. */
export function memberBookingViolation(input: {
  start: Instant;
  durationMinutes: number;
  now: Instant;
  zone: string;
  ownBookings: readonly BookingLike[];
  dailyLimitMinutes?: number;
  excludeId?: number;
  /** Days ahead the member's plan may book (bookingWindowDaysFor: Elite 21); 14 when omitted. */
  windowDays?: number;
}): BookingViolation | null {
  const windowDays = input.windowDays ?? BOOKING_WINDOW_DAYS;
  const timeProblem = timeViolation({ ...input, windowDays });
  if (timeProblem?.rule === 'window' && windowDays !== BOOKING_WINDOW_DAYS)
    return violation('window', windowMessage(windowDays));
  if (timeProblem) return timeProblem;
  return memberOwnViolation({ ...input, memberBookings: input.ownBookings });
}

/**
 * An admin's booking (or move) on a chosen bay: admin durations, grid, not past, the bay active,
 * open and free, and the member's own overlap and daily limit (these hold for every booking).
 */
export function adminBookingViolation(input: {
  start: Instant;
  durationMinutes: number;
  now: Instant;
  zone: string;
  bayIsActive: boolean;
  bayIsOpen: boolean;
  bayIsFree: boolean;
  memberBookings: readonly BookingLike[];
  dailyLimitMinutes?: number;
  excludeId?: number;
}): BookingViolation | null {
  const timeProblem = timeViolation({ ...input, durations: ADMIN_DURATIONS });
  if (timeProblem) return timeProblem;
  if (!input.bayIsActive) return violation('bayInactive');
  if (!input.bayIsOpen) return violation('operatingHours');
  if (!input.bayIsFree) return violation('bayTaken');
  return memberOwnViolation(input);
}

/** A member may cancel their own confirmed or waitlisted booking that has not started; an admin any live one. */
export function canCancelBooking(input: {
  booking: { startTime: Instant; status: BookingStatus };
  now: Instant;
  asAdmin: boolean;
}): boolean {
  if (input.booking.status === 'cancelled') return false;
  if (input.asAdmin) return true;
  return toMillis(input.booking.startTime) > toMillis(input.now);
}
