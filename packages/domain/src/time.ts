import { builtText, DomainError } from './errors';
import { instantOfLocal, isKnownTimeZone, localParts, type LocalParts } from './zone-clock';

export type { LocalParts };

/** An instant: a JS Date or epoch milliseconds. Its local meaning always needs a zone. */
export type Instant = Date | number;
/** A calendar day in some location's zone, 'YYYY-MM-DD'. */
export type LocalDate = string;
/** 0 = Sunday ... 6 = Saturday, as stored in bay_operating_hours and leagues. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The club is in San Antonio: the zone of a location that names none. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';
/** Bookings start on a 30-minute grid and last whole slots. */
export const SLOT_MINUTES = 30;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** 24 hours. A local day lasts 23, 24 or 25 hours: use startOfLocalDay for day bounds. */
export const DAY_MS = 24 * HOUR_MS;
export const SLOT_MS = SLOT_MINUTES * MINUTE_MS;
/** Bookable days: today plus the next 13. */
export const BOOKING_WINDOW_DAYS = 14;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch milliseconds of an instant. */
export function toMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** True when `zone` is an IANA zone name this runtime knows (e.g. 'America/Chicago'). */
export function isValidTimeZone(zone: string): boolean {
  return isKnownTimeZone(zone);
}

/** The wall-clock fields (year ... millisecond, weekday 0 = Sunday) of an instant in a zone. */
export function wallClock(instant: Instant, zone: string): LocalParts {
  return localParts(toMillis(instant), zone);
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoDate(d: CalendarDay): LocalDate {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

// days parsed lately: the same few dates are read over and over by a day's slots
const parsedDays = new Map<string, CalendarDay | null>();

/** A real calendar day's fields, or null. */
function parseDay(value: string): CalendarDay | null {
  let day = parsedDays.get(value);
  if (day === undefined) {
    day = parseDayNow(value);
    if (parsedDays.size > 10_000) parsedDays.clear();
    parsedDays.set(value, day);
  }
  return day;
}

function parseDayNow(value: string): CalendarDay | null {
  if (!DATE_RE.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  check.setUTCFullYear(year);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  return parseDay(value) !== null;
}

/** The calendar day's fields; VALIDATION for anything else. */
function calendarDay(date: LocalDate): CalendarDay {
  const day = parseDay(date);
  if (!day)
    throw new DomainError(
      'VALIDATION',
      builtText(/*i18n*/ 'Invalid date: {date}', { date }, `Invalid date: ${date}`),
    );
  return day;
}

/** The calendar day as UTC midnight milliseconds (calendar arithmetic only, never an instant). */
function dayMillis(d: CalendarDay): number {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day));
  t.setUTCFullYear(d.year);
  return t.getTime();
}

function fromDayMillis(ms: number): CalendarDay {
  const t = new Date(ms);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The local day ('YYYY-MM-DD') on which an instant falls in a zone. */
export function localDateOf(instant: Instant, zone: string): LocalDate {
  return isoDate(wallClock(instant, zone));
}

/** The calendar day `days` after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return isoDate(fromDayMillis(dayMillis(calendarDay(date)) + days * DAY_MS));
}

/** The calendar day `months` after `date`, clamped to the month's end (Jan 31 + 1 = Feb 28). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const d = calendarDay(date);
  const first = fromDayMillis(dayMillis({ year: d.year, month: 1, day: 1 }));
  const index = d.month - 1 + months;
  const year = first.year + Math.floor(index / 12);
  const month = (((index % 12) + 12) % 12) + 1;
  const lastDay = fromDayMillis(dayMillis({ year, month: month + 1, day: 1 }) - DAY_MS).day;
  return isoDate({ year, month, day: Math.min(d.day, lastDay) });
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((dayMillis(calendarDay(to)) - dayMillis(calendarDay(from))) / DAY_MS);
}

/** Weekday of a calendar day, 0 = Sunday. */
export function weekdayOfDate(date: LocalDate): Weekday {
  return new Date(dayMillis(calendarDay(date))).getUTCDay() as Weekday;
}

/** Weekday of an instant in a zone, 0 = Sunday. */
export function weekdayOf(instant: Instant, zone: string): Weekday {
  return wallClock(instant, zone).weekday as Weekday;
}

/** The instant a local day begins in a zone (local midnight, or the first instant after it). */
export function startOfLocalDay(date: LocalDate, zone: string): Date {
  return new Date(instantOfLocal(calendarDay(date), zone));
}

/** Minutes since midnight of a clock time 'HH:MM' or 'HH:MM:SS'; '24:00' is 1440. */
export function parseClockTime(time: string): number {
  const m = CLOCK_RE.exec(time);
  const hours = Number(m?.[1]);
  const minutes = Number(m?.[2]);
  const total = hours * 60 + minutes;
  if (!m || minutes > 59 || total > 24 * 60 || Number(m[3] ?? 0) > 59) {
    throw new DomainError(
      'VALIDATION',
      builtText(/*i18n*/ 'Invalid time: {time}', { time }, `Invalid time: ${time}`),
    );
  }
  return total;
}

/** True for a clock time 'HH:MM' (optionally ':SS') from 00:00 to 24:00. */
export function isClockTime(time: string): boolean {
  try {
    parseClockTime(time);
    return true;
  } catch {
    return false;
  }
}

/** atLocalTime's answers by date, time and zone (a pure function: each is worked out once). */
const localTimes = new Map<string, number>();

/**
 * The instant a local wall-clock time occurs on a local day; '24:00' is the next day's start.
 * A time skipped by a daylight-saving jump moves forward (02:30 on 2026-03-08 Chicago is 03:30);
 * a time that occurs twice (01:30 on 2026-11-01 Chicago) is its first occurrence.
 */
export function atLocalTime(date: LocalDate, time: string, zone: string): Date {
  // operating hours and league nights ask for the same few local times again and again
  const key = `${date} ${time} ${zone}`;
  let ms = localTimes.get(key);
  if (ms === undefined) {
    const minutes = parseClockTime(time);
    if (minutes === 24 * 60) ms = startOfLocalDay(addDays(date, 1), zone).getTime();
    else {
      const day = calendarDay(date);
      const hour = Math.floor(minutes / 60);
      ms = instantOfLocal({ ...day, hour, minute: minutes % 60 }, zone);
    }
    if (localTimes.size >= 20_000) localTimes.clear();
    localTimes.set(key, ms);
  }
  return new Date(ms);
}

/** The half-hour slot starts of a local day: 48, or 46/50 on daylight-saving days. */
export function slotsForDay(date: LocalDate, zone: string): Date[] {
  const from = startOfLocalDay(date, zone).getTime();
  const to = startOfLocalDay(addDays(date, 1), zone).getTime();
  const slots: Date[] = [];
  for (let t = from; t < to; t += SLOT_MS) slots.push(new Date(t));
  return slots;
}

/** The days a member may book: today (in the zone) plus the next `days - 1`. */
export function bookableDays(
  now: Instant,
  zone: string,
  days: number = BOOKING_WINDOW_DAYS,
): LocalDate[] {
  const today = localDateOf(now, zone);
  return Array.from({ length: Math.max(0, days) }, (_, i) => addDays(today, i));
}

/** True when an instant is on the local 30-minute grid (:00 or :30, no seconds). */
export function isOnSlotGrid(instant: Instant, zone: string): boolean {
  const local = wallClock(instant, zone);
  return local.minute % SLOT_MINUTES === 0 && local.second === 0 && local.millisecond === 0;
}

/** Local wall-clock time of an instant as 'HH:MM' (24-hour). */
export function localClockTime(instant: Instant, zone: string): string {
  const local = wallClock(instant, zone);
  return `${pad(local.hour)}:${pad(local.minute)}`;
}

/** Display of an instant's local time: '9:30 AM'. */
export function formatTime(instant: Instant, zone: string): string {
  const local = wallClock(instant, zone);
  return twelveHour(local.hour, local.minute);
}

function twelveHour(hour: number, minute: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Display of a clock time 'HH:MM[:SS]' in 12-hour form: '18:00:00' -> '6:00 PM'. */
export function formatClockTime(time: string): string {
  const minutes = parseClockTime(time) % (24 * 60);
  return twelveHour(Math.floor(minutes / 60), minutes % 60);
}

/** Display of a local day in US form with a two-digit year: '2026-03-08' -> '3/8/26'. */
export function formatLocalDate(date: LocalDate): string {
  return usDate(calendarDay(date));
}

/** Display of an instant's local day: US month/day/two-digit year. */
export function formatDate(instant: Instant, zone: string): string {
  return usDate(wallClock(instant, zone));
}

function usDate(d: CalendarDay): string {
  return `${d.month}/${d.day}/${pad(d.year % 100)}`;
}

/** Display of a local time range: '9:30 AM - 11:00 AM'. */
export function formatTimeRange(start: Instant, end: Instant, zone: string): string {
  return `${formatTime(start, zone)} - ${formatTime(end, zone)}`;
}
