import {
  addDays,
  atLocalTime,
  formatTime,
  parseClockTime,
  slotsForDay,
  SLOT_MS,
  startOfLocalDay,
  toMillis,
} from './time';
import type { BookingDisplayStatus } from './enums';
import type { Instant, LocalDate } from './time';

/** League times in the admin schedule when a league names none: 7 PM to 9 PM. */
export const SCHEDULE_LEAGUE_DEFAULT_TIMES = { startTime: '19:00', endTime: '21:00' } as const;
export const SCHEDULE_EMPTY_TEXT = /*i18n*/ 'No simulator bays available at this location.';

export type ScheduleItemKind = 'booking' | 'lesson' | 'league' | 'waitlisted';

/** The legend of the admin schedule. */
export const SCHEDULE_LEGEND: readonly { kind: ScheduleItemKind; label: string }[] = [
  { kind: 'booking', label: 'Bookings' },
  { kind: 'lesson', label: 'Lessons' },
  { kind: 'league', label: 'Leagues' },
  { kind: 'waitlisted', label: 'Waitlisted' },
];

/** A half-hour row of the day: its start instant and label ('9:30 AM'). */
export interface ScheduleRow {
  index: number;
  start: Date;
  label: string;
}

/** An item placed in the grid: column = bay, rows [rowStart, rowStart + rowSpan). */
export interface ScheduleItem {
  kind: ScheduleItemKind;
  id: number;
  bayId: number;
  rowStart: number;
  rowSpan: number;
}

export interface ScheduleBooking {
  id: number;
  bayId: number | null;
  startTime: Instant;
  endTime: Instant;
  status: BookingDisplayStatus;
}

export interface ScheduleLesson {
  id: number;
  bayId: number;
  startTime: Instant;
  endTime: Instant;
}

/** A league playing on the day: its clock times and how many bays it takes. */
export interface ScheduleLeague {
  id: number;
  startTime?: string | null;
  endTime?: string | null;
  numBays?: number | string | null;
  participants: number;
}

/** The half-hour rows over a local day (46/48/50 of them). */
export function scheduleRows(date: LocalDate, zone: string): ScheduleRow[] {
  return slotsForDay(date, zone).map((start, index) => ({
    index,
    start,
    label: formatTime(start, zone),
  }));
}

/** Bays a league occupies: numBays if set, else participants / 4 rounded up; at least 1, at most the bays there. */
export function leagueBayCount(
  numBays: number | string | null | undefined,
  participants: number,
  available: number,
): number {
  const set = typeof numBays === 'string' ? Number.parseInt(numBays, 10) : numBays;
  const wanted =
    set !== undefined && set !== null && Number.isFinite(set) && set > 0
      ? set
      : Math.ceil(participants / 4);
  return Math.min(Math.max(1, wanted), Math.max(0, available));
}

/** Rows an interval covers on the day, clipped to the day; null when it misses the day. */
export function rowSpanOf(
  start: Instant,
  end: Instant,
  date: LocalDate,
  zone: string,
): { rowStart: number; rowSpan: number } | null {
  const dayStart = startOfLocalDay(date, zone).getTime();
  const dayEnd = startOfLocalDay(addDays(date, 1), zone).getTime();
  const from = Math.max(toMillis(start), dayStart);
  const to = Math.min(toMillis(end), dayEnd);
  if (to <= from) return null;
  const rowStart = Math.floor((from - dayStart) / SLOT_MS);
  const rowEnd = Math.ceil((to - dayStart) / SLOT_MS);
  return { rowStart, rowSpan: rowEnd - rowStart };
}

/**
 * The admin day grid: bookings (cancelled hidden; waitlisted marked), lessons and leagues placed on
 * their bays' columns; a league spans its first `leagueBayCount` bays in column order.
 */
export function layoutSchedule(input: {
  date: LocalDate;
  zone: string;
  bayIds: readonly number[];
  bookings: readonly ScheduleBooking[];
  lessons?: readonly ScheduleLesson[];
  leagues?: readonly ScheduleLeague[];
}): { rows: ScheduleRow[]; items: ScheduleItem[] } {
  const { date, zone } = input;
  const bays = new Set(input.bayIds);
  const items: ScheduleItem[] = [];
  const place = (
    kind: ScheduleItemKind,
    id: number,
    bayId: number | null,
    start: Instant,
    end: Instant,
  ) => {
    if (bayId === null || !bays.has(bayId)) return;
    const span = rowSpanOf(start, end, date, zone);
    if (span) items.push({ kind, id, bayId, ...span });
  };
  for (const b of input.bookings) {
    // an expired waitlisted booking never held a bay
    if (b.status !== 'cancelled' && b.status !== 'expired')
      place(
        b.status === 'waitlisted' ? 'waitlisted' : 'booking',
        b.id,
        b.bayId,
        b.startTime,
        b.endTime,
      );
  }
  for (const l of input.lessons ?? []) place('lesson', l.id, l.bayId, l.startTime, l.endTime);
  for (const league of input.leagues ?? []) {
    const startTime = league.startTime ?? SCHEDULE_LEAGUE_DEFAULT_TIMES.startTime;
    const endTime = league.endTime ?? SCHEDULE_LEAGUE_DEFAULT_TIMES.endTime;
    const start = atLocalTime(date, startTime, zone);
    const end = atLocalTime(
      parseClockTime(endTime) > parseClockTime(startTime) ? date : addDays(date, 1),
      endTime,
      zone,
    );
    const count = leagueBayCount(league.numBays, league.participants, input.bayIds.length);
    for (const bayId of input.bayIds.slice(0, count)) place('league', league.id, bayId, start, end);
  }
  return { rows: scheduleRows(date, zone), items };
}
