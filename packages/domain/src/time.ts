import { DateTime, IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';
import { DomainError } from './errors';

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

const LOCALE = 'en-US';
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch milliseconds of an instant. */
export function toMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** True when `zone` is an IANA zone name luxon knows (e.g. 'America/Chicago'). */
export function isValidTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * An IANA zone whose UTC offsets are remembered per quarter hour. Luxon asks Intl for the offset
 * of every instant it touches, which made a day's availability cost a second; offsets change only
 * at transitions, which fall on quarter hours, so one look-up per quarter hour is exact.
 */
class CachedIANAZone extends Zone {
  private readonly offsets = new Map<number, number>();

  constructor(private readonly inner: IANAZone) {
    super();
  }
  override get type(): string {
    return 'iana';
  }
  override get name(): string {
    return this.inner.name;
  }
  override get isUniversal(): boolean {
    return false;
  }
  override get isValid(): boolean {
    return true;
  }
  override offsetName(ts: number, opts: ZoneOffsetOptions): string | null {
    return this.inner.offsetName(ts, opts);
  }
  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.inner.formatOffset(ts, format);
  }
  override offset(ts: number): number {
    const key = Math.floor(ts / QUARTER_HOUR_MS);
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      offset = this.inner.offset(key * QUARTER_HOUR_MS);
      if (this.offsets.size > 200_000) this.offsets.clear();
      this.offsets.set(key, offset);
    }
    return offset;
  }
  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }
}

// Checking a zone builds an Intl formatter (costly); zones are few, so each is checked once.
const zones = new Map<string, CachedIANAZone | null>();

function zoneOf(zone: string): Zone {
  let found = zones.get(zone);
  if (found === undefined) {
    found = IANAZone.isValidZone(zone) ? new CachedIANAZone(IANAZone.create(zone)) : null;
    zones.set(zone, found);
  }
  if (!found) throw new DomainError('VALIDATION', `Unknown time zone: ${zone}`);
  return found;
}

function validOrThrow(dt: DateTime<true> | DateTime<false>, what: string): DateTime<true> {
  if (!dt.isValid) throw new DomainError('VALIDATION', `Invalid ${what}`);
  return dt;
}

/** The instant seen in a zone (never the machine's zone). */
export function inZone(instant: Instant, zone: string): DateTime<true> {
  return validOrThrow(
    DateTime.fromMillis(toMillis(instant), { zone: zoneOf(zone), locale: LOCALE }),
    'instant',
  );
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  return DATE_RE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

/** The calendar day as a zone-free DateTime (UTC midnight), for calendar arithmetic. */
function calendarDay(date: LocalDate): DateTime<true> {
  if (!DATE_RE.test(date)) throw new DomainError('VALIDATION', `Invalid date: ${date}`);
  return validOrThrow(DateTime.fromISO(date, { zone: 'UTC' }), `date: ${date}`);
}

/** The local day ('YYYY-MM-DD') on which an instant falls in a zone. */
export function localDateOf(instant: Instant, zone: string): LocalDate {
  return inZone(instant, zone).toISODate();
}

/** The calendar day `days` after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return calendarDay(date).plus({ days }).toISODate();
}

/** The calendar day `months` after `date`, clamped to the month's end (Jan 31 + 1 = Feb 28). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  return calendarDay(date).plus({ months }).toISODate();
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(calendarDay(to).diff(calendarDay(from), 'days').days);
}

/** Weekday of a calendar day, 0 = Sunday. */
export function weekdayOfDate(date: LocalDate): Weekday {
  return (calendarDay(date).weekday % 7) as Weekday;
}

/** Weekday of an instant in a zone, 0 = Sunday. */
export function weekdayOf(instant: Instant, zone: string): Weekday {
  return (inZone(instant, zone).weekday % 7) as Weekday;
}

/** The instant a local day begins in a zone (local midnight, or the first instant after it). */
export function startOfLocalDay(date: LocalDate, zone: string): Date {
  const day = calendarDay(date);
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day },
    { zone: zoneOf(zone) },
  )
    .startOf('day')
    .toJSDate();
}

/** Minutes since midnight of a clock time 'HH:MM' or 'HH:MM:SS'; '24:00' is 1440. */
export function parseClockTime(time: string): number {
  const m = CLOCK_RE.exec(time);
  const hours = Number(m?.[1]);
  const minutes = Number(m?.[2]);
  const total = hours * 60 + minutes;
  if (!m || minutes > 59 || total > 24 * 60 || Number(m[3] ?? 0) > 59) {
    throw new DomainError('VALIDATION', `Invalid time: ${time}`);
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

/**
 * The instant a local wall-clock time occurs on a local day; '24:00' is the next day's start.
 * A time skipped by a daylight-saving jump moves forward (02:30 on 2026-03-08 Chicago is 03:30);
 * a time that occurs twice (01:30 on 2026-11-01 Chicago) is its first occurrence.
 */
export function atLocalTime(date: LocalDate, time: string, zone: string): Date {
  const minutes = parseClockTime(time);
  if (minutes === 24 * 60) return startOfLocalDay(addDays(date, 1), zone);
  const day = calendarDay(date);
  const dt = DateTime.fromObject(
    {
      year: day.year,
      month: day.month,
      day: day.day,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    { zone: zoneOf(zone) },
  );
  const resolved = validOrThrow(dt, 'local time');
  // A repeated wall time (fall-back) means its first occurrence, as the slot grid shows it first.
  const hourEarlier = resolved.minus({ hours: 1 });
  const repeated = hourEarlier.hour === resolved.hour && hourEarlier.minute === resolved.minute;
  return (repeated ? hourEarlier : resolved).toJSDate();
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
  const dt = inZone(instant, zone);
  return dt.minute % SLOT_MINUTES === 0 && dt.second === 0 && dt.millisecond === 0;
}

/** Local wall-clock time of an instant as 'HH:MM' (24-hour). */
export function localClockTime(instant: Instant, zone: string): string {
  return inZone(instant, zone).toFormat('HH:mm');
}

/** Display of an instant's local time: '9:30 AM'. */
export function formatTime(instant: Instant, zone: string): string {
  return inZone(instant, zone).toFormat('h:mm a');
}

/** Display of a clock time 'HH:MM[:SS]' in 12-hour form: '18:00:00' -> '6:00 PM'. */
export function formatClockTime(time: string): string {
  const minutes = parseClockTime(time) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Display of a local day in US form with a two-digit year: '2026-03-08' -> '3/8/26'. */
export function formatLocalDate(date: LocalDate): string {
  return calendarDay(date).toFormat('M/d/yy');
}

/** Display of an instant's local day: US month/day/two-digit year. */
export function formatDate(instant: Instant, zone: string): string {
  return inZone(instant, zone).toFormat('M/d/yy');
}

/** Display of a local time range: '9:30 AM - 11:00 AM'. */
export function formatTimeRange(start: Instant, end: Instant, zone: string): string {
  return `${formatTime(start, zone)} - ${formatTime(end, zone)}`;
}
