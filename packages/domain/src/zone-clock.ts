import { builtText, DomainError } from './errors';

// Wall-clock arithmetic in IANA zones with nothing but Intl and Date. A zone's UTC offset is asked
// of Intl once per quarter hour of time touched (offsets change only at transitions, which fall
// on quarter hours) and remembered; everything else is integer arithmetic. A day's availability
// converts a few hundred instants, so the per-instant cost is what the booking read pays.

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
// wider than any UTC offset (-12 h to +14 h): the offsets seen a day either side of a wall time are
// the ones it can have (no zone changes its offset twice within two days)
const DAY_MS = 24 * 60 * MINUTE_MS;
const MAX_REMEMBERED = 200_000;

/** An instant's fields on the wall clock of a zone. */
export interface LocalParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

interface ZoneClock {
  formatter: Intl.DateTimeFormat;
  /** UTC offset in minutes by quarter-hour index. */
  offsets: Map<number, number>;
}

const clocks = new Map<string, ZoneClock | null>();

function clockOf(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (clock === undefined) {
    try {
      const formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      clock = { formatter, offsets: new Map() };
    } catch {
      clock = null;
    }
    clocks.set(zone, clock);
  }
  if (!clock)
    throw new DomainError(
      'VALIDATION',
      builtText(/*i18n*/ 'Unknown time zone: {zone}', { zone }, `Unknown time zone: ${zone}`),
    );
  return clock;
}

/** True when `zone` is an IANA zone name this runtime knows (e.g. 'America/Chicago'). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    clockOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The offset at a whole-second instant, from the wall clock Intl shows for it. */
function offsetFromIntl(clock: ZoneClock, ms: number): number {
  const fields: Record<string, number> = {};
  for (const part of clock.formatter.formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return Math.round((asUtc - ms) / MINUTE_MS);
}

/** The zone's UTC offset in minutes at an instant (Chicago: -360 in winter, -300 in summer). */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  const clock = clockOf(zone);
  const key = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = clock.offsets.get(key);
  if (offset === undefined) {
    offset = offsetFromIntl(clock, key * QUARTER_HOUR_MS);
    if (clock.offsets.size > MAX_REMEMBERED) clock.offsets.clear();
    clock.offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock fields of an instant in a zone. */
export function localParts(ms: number, zone: string): LocalParts {
  if (!Number.isFinite(ms)) throw new DomainError('VALIDATION', /*i18n*/ 'Invalid instant');
  const wall = new Date(ms + zoneOffsetMinutes(ms, zone) * MINUTE_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant a wall-clock time occurs in a zone. A time that occurs twice (the hour repeated when
 * clocks go back) is its first occurrence; a time skipped when clocks go forward moves forward by
 * the jump (02:30 on 2026-03-08 in Chicago is 03:30 CDT).
 */
export function instantOfLocal(
  fields: { year: number; month: number; day: number; hour?: number; minute?: number },
  zone: string,
): number {
  const wall = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour ?? 0,
    fields.minute ?? 0,
  );
  const before = zoneOffsetMinutes(wall - DAY_MS, zone);
  const after = zoneOffsetMinutes(wall + DAY_MS, zone);
  let earliest: number | null = null;
  for (const offset of [before, after]) {
    const candidate = wall - offset * MINUTE_MS;
    if (
      zoneOffsetMinutes(candidate, zone) === offset &&
      (earliest === null || candidate < earliest)
    )
      earliest = candidate;
  }
  return earliest ?? wall - before * MINUTE_MS;
}

const abbreviations = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant in US English ('CST', 'CDT'; 'GMT+9' where none is common). */
export function zoneAbbreviation(ms: number, zone: string): string {
  clockOf(zone);
  let formatter = abbreviations.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    abbreviations.set(zone, formatter);
  }
  return formatter.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
}
