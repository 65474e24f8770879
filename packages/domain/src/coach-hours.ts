// A coach's weekly hours (DECISIONS.md, Lessons with coaches): local windows on weekdays, read in
// the club's time zone, so a lesson at 9 AM is at 9 AM in winter and in summer.
import { coversSession } from './operating-hours';
import type { OpenInterval } from './operating-hours';
import { atLocalTime, localDateOf, parseClockTime, SLOT_MS, toMillis, weekdayOfDate } from './time';
import type { Instant, LocalDate } from './time';

/** One coach_hours row: a local window on a weekday (0 = Sunday), 'HH:MM' to 'HH:MM' or '24:00'. */
export interface CoachHoursEntry {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export const COACH_HOURS_MESSAGES = {
  order: /*i18n*/ 'End time must be after start time.',
  grid: /*i18n*/ 'Coach hours start and end on the hour or the half hour.',
  overlap: /*i18n*/ 'These hours overlap hours the coach already has that day.',
} as const;

/**
 * The instants a coach teaches on a local day, sorted. Unlike a bay, a day without entries is no
 * teaching at all. On a daylight-saving day a window keeps its wall-clock times, so it is an hour
 * shorter or longer (01:00-04:00 on the spring-forward day is two hours).
 */
export function coachIntervalsForDay(
  date: LocalDate,
  zone: string,
  entries: readonly CoachHoursEntry[],
): OpenInterval[] {
  const weekday = weekdayOfDate(date);
  return entries
    .filter((e) => e.dayOfWeek === weekday)
    .map((e) => ({
      start: atLocalTime(date, e.startTime, zone).getTime(),
      end: atLocalTime(date, e.endTime, zone).getTime(),
      isPeak: false,
    }))
    .filter((iv) => iv.end > iv.start)
    .sort((a, b) => a.start - b.start);
}

/** True when the coach's hours cover the whole lesson [start, end) (adjacent windows join). */
export function coachTeachesAt(
  start: Instant,
  end: Instant,
  zone: string,
  entries: readonly CoachHoursEntry[],
): boolean {
  const from = toMillis(start);
  const to = toMillis(end);
  const date = localDateOf(from, zone);
  // a lesson may end at midnight: the windows of its start day are the ones that count
  return coversSession(coachIntervalsForDay(date, zone, entries), from, to);
}

/** The half-hour starts of a local day from which a lesson of `minutes` fits in the coach's hours. */
export function coachStartsForDay(
  date: LocalDate,
  zone: string,
  entries: readonly CoachHoursEntry[],
  minutes: number,
): Date[] {
  const starts: Date[] = [];
  const length = minutes * 60_000;
  for (const iv of coachIntervalsForDay(date, zone, entries)) {
    for (let t = iv.start; t + length <= iv.end; t += SLOT_MS) {
      if (!starts.some((s) => s.getTime() === t)) starts.push(new Date(t));
    }
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/** The problem with a new window for a coach's weekday, or null: order, grid, overlap. */
export function coachHoursViolation(
  entry: CoachHoursEntry,
  existing: readonly CoachHoursEntry[],
): string | null {
  const start = parseClockTime(entry.startTime);
  const end = parseClockTime(entry.endTime);
  if (end <= start) return COACH_HOURS_MESSAGES.order;
  if (start % 30 !== 0 || end % 30 !== 0) return COACH_HOURS_MESSAGES.grid;
  const clash = existing.some(
    (e) =>
      e.dayOfWeek === entry.dayOfWeek &&
      parseClockTime(e.startTime) < end &&
      start < parseClockTime(e.endTime),
  );
  return clash ? COACH_HOURS_MESSAGES.overlap : null;
}
