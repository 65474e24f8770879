import { MAX_BOOKING_MINUTES } from './booking-rules';
import { builtText, DomainError } from './errors';
import {
  addDays,
  atLocalTime,
  isLocalDate,
  localClockTime,
  localDateOf,
  wallClock,
  MINUTE_MS,
  startOfLocalDay,
  toMillis,
} from './time';
import type { Instant, LocalDate } from './time';

// The stretches of time a command or query must read, so services never do instant arithmetic.

/** A half-open span of instants [from, to). */
export interface TimeSpan {
  from: Date;
  to: Date;
}

/** The longest range the bookings list answers at once, in calendar days of the location. */
export const MAX_RANGE_DAYS = 62;

export const RANGE_MESSAGES = {
  order: /*i18n*/ 'The end date must be after the start date',
  tooLong: builtText(
    /*i18n*/ 'Ask for at most {days} days at a time',
    { days: MAX_RANGE_DAYS },
    `Ask for at most ${MAX_RANGE_DAYS} days at a time`,
  ),
} as const;

const MAX_SESSION_MS = MAX_BOOKING_MINUTES * MINUTE_MS;

/** A local day as instants: its start to the next day's start (23, 24 or 25 hours). */
export function localDaySpan(day: LocalDate, zone: string): TimeSpan {
  return { from: startOfLocalDay(day, zone), to: startOfLocalDay(addDays(day, 1), zone) };
}

/**
 * The member's own bookings that matter for sessions starting on `day`: those starting from 4 hours
 * (the longest session) before the day to 4 hours after it. An earlier start cannot reach into the
 * day; a later one cannot meet a session that starts on it.
 */
export function ownBookingsWindow(day: LocalDate, zone: string): TimeSpan {
  const { from, to } = localDaySpan(day, zone);
  return {
    from: new Date(from.getTime() - MAX_SESSION_MS),
    to: new Date(to.getTime() + MAX_SESSION_MS),
  };
}

/** Where sessions starting on `day` can hold a bay: the day, plus 4 hours for one starting late. */
export function daySessionsSpan(day: LocalDate, zone: string): TimeSpan {
  const { from, to } = localDaySpan(day, zone);
  return { from, to: new Date(to.getTime() + MAX_SESSION_MS) };
}

/** 'YYYY-MM-DD' is a local day (its start; for the end, the next day's start); else an instant. */
function rangeBound(value: string, zone: string, isEnd: boolean): Date {
  if (isLocalDate(value)) return startOfLocalDay(isEnd ? addDays(value, 1) : value, zone);
  return new Date(value);
}

/** The instant showing the same wall-clock time `days` calendar days later in the zone. */
function sameWallTimeDaysLater(from: Date, days: number, zone: string): Date {
  const local = wallClock(from, zone);
  const day = addDays(localDateOf(from, zone), days);
  const clock = atLocalTime(day, localClockTime(from, zone), zone);
  return new Date(clock.getTime() + local.second * 1000 + local.millisecond);
}

/**
 * The span a bookings-list request asks for: local days include the whole end day. The end must
 * come after the start and at most MAX_RANGE_DAYS calendar days after it in the zone (so a range
 * across a daylight-saving change is judged like any other); VALIDATION otherwise.
 */
export function bookingListSpan(startDate: string, endDate: string, zone: string): TimeSpan {
  const from = rangeBound(startDate, zone, false);
  const to = rangeBound(endDate, zone, true);
  if (!(from < to)) throw new DomainError('VALIDATION', RANGE_MESSAGES.order);
  if (to > sameWallTimeDaysLater(from, MAX_RANGE_DAYS, zone)) {
    throw new DomainError('VALIDATION', RANGE_MESSAGES.tooLong);
  }
  return { from, to };
}

/**
 * The confirmed bookings a waitlist plan must see for these sessions: from the start of the first
 * one's local day (the daily limit counts the whole day) to the end of the last one's day, or its
 * end when that is later (a bay must be free for the whole session). Null for no sessions.
 */
export function waitlistPlanSpan(
  sessions: readonly { startTime: Instant; endTime: Instant }[],
  zone: string,
): TimeSpan | null {
  if (sessions.length === 0) return null;
  const firstStart = Math.min(...sessions.map((s) => toMillis(s.startTime)));
  const lastStart = Math.max(...sessions.map((s) => toMillis(s.startTime)));
  const lastEnd = Math.max(...sessions.map((s) => toMillis(s.endTime)));
  const from = localDaySpan(localDateOf(firstStart, zone), zone).from;
  const dayEnd = localDaySpan(localDateOf(lastStart, zone), zone).to;
  return { from, to: new Date(Math.max(dayEnd.getTime(), lastEnd)) };
}
