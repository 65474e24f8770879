import {
  addDays,
  atLocalTime,
  localDateOf,
  parseClockTime,
  startOfLocalDay,
  toMillis,
  weekdayOfDate,
} from './time';
import type { Instant, LocalDate } from './time';

/** One bay_operating_hours row: a local window on a weekday (0 = Sunday). */
export interface OperatingHoursEntry {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isPeak: boolean;
}

/** The Hours dialog's add form starts at 09:00 to 21:00, off-peak. */
export const DEFAULT_OPERATING_HOURS_FORM = {
  startTime: '09:00',
  endTime: '21:00',
  isPeak: false,
} as const;

/** An absolute interval [start, end) in epoch ms. */
export interface OpenInterval {
  start: number;
  end: number;
  isPeak: boolean;
}

/**
 * The open intervals a local day contributes. No entry for its weekday: open all day, off-peak.
 * Otherwise each entry is a window on that day; an end at or before the start ('00:00', '24:00',
 * '22:00-02:00') runs to that time on the next day.
 */
export function openIntervalsForDay(
  date: LocalDate,
  zone: string,
  entries: readonly OperatingHoursEntry[],
): OpenInterval[] {
  const weekday = weekdayOfDate(date);
  const mine = entries.filter((e) => e.dayOfWeek === weekday);
  if (mine.length === 0) {
    return [
      {
        start: startOfLocalDay(date, zone).getTime(),
        end: startOfLocalDay(addDays(date, 1), zone).getTime(),
        isPeak: false,
      },
    ];
  }
  return mine.map((e) => {
    const startMin = parseClockTime(e.startTime);
    const endMin = parseClockTime(e.endTime);
    const endDate = endMin <= startMin ? addDays(date, 1) : date;
    return {
      start: atLocalTime(date, e.startTime, zone).getTime(),
      end: atLocalTime(endDate, e.endTime, zone).getTime(),
      isPeak: e.isPeak,
    };
  });
}

// A day's intervals for one list of entries, remembered while that list lives: availability asks
// for the same bay and day once per slot.
const dayIntervals = new WeakMap<readonly OperatingHoursEntry[], Map<string, OpenInterval[]>>();

function intervalsForDayCached(
  date: LocalDate,
  zone: string,
  entries: readonly OperatingHoursEntry[],
): OpenInterval[] {
  let byDay = dayIntervals.get(entries);
  if (!byDay) {
    byDay = new Map();
    dayIntervals.set(entries, byDay);
  }
  const key = `${zone}|${date}`;
  let found = byDay.get(key);
  if (!found) {
    found = openIntervalsForDay(date, zone, entries);
    byDay.set(key, found);
  }
  return found;
}

/** Open intervals touching [from, to): the days it spans, plus the day before (overnight windows). */
function intervalsAround(
  from: number,
  to: number,
  zone: string,
  entries: readonly OperatingHoursEntry[],
) {
  const last = localDateOf(Math.max(from, to - 1), zone);
  const out: OpenInterval[] = [];
  for (let d = addDays(localDateOf(from, zone), -1); d <= last; d = addDays(d, 1)) {
    out.push(...intervalsForDayCached(d, zone, entries));
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A bay's open intervals touching [from, to), sorted by start (read once for a whole day). */
export function openIntervalsBetween(
  from: Instant,
  to: Instant,
  zone: string,
  entries: readonly OperatingHoursEntry[],
): OpenInterval[] {
  return intervalsAround(toMillis(from), toMillis(to), zone, entries);
}

/** True when intervals sorted by start cover [from, to) (adjacent ones join). */
export function coversSession(
  intervals: readonly OpenInterval[],
  from: number,
  to: number,
): boolean {
  if (to <= from) return false;
  let covered = from;
  for (const iv of intervals) {
    if (iv.end <= covered) continue;
    if (iv.start > covered) return false;
    covered = iv.end;
    if (covered >= to) return true;
  }
  return false;
}

/** True when an instant falls inside an interval marked peak. */
export function isPeakAt(intervals: readonly OpenInterval[], t: number): boolean {
  return intervals.some((iv) => iv.isPeak && iv.start <= t && t < iv.end);
}

/**
 * True when a bay is open for the whole session [start, end): the union of its open time covers it
 * (adjacent windows such as 09:00-16:00 and 16:00-21:00 join; a day without entries is open).
 */
export function isOpenForSession(
  start: Instant,
  end: Instant,
  zone: string,
  entries: readonly OperatingHoursEntry[],
): boolean {
  const from = toMillis(start);
  const to = toMillis(end);
  if (to <= from) return false;
  if (entries.length === 0) return true; // no entries at all: open around the clock
  return coversSession(intervalsAround(from, to, zone, entries), from, to);
}

/** Member peak: the start falls inside a window marked isPeak (a day without entries is off-peak). */
export function isPeakStart(
  start: Instant,
  zone: string,
  entries: readonly OperatingHoursEntry[],
): boolean {
  const t = toMillis(start);
  if (!entries.some((e) => e.isPeak)) return false;
  return isPeakAt(intervalsAround(t, t + 1, zone, entries), t);
}
