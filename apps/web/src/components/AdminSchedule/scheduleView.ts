import type { TAdminBooking, TAdminDay, TAdminLesson } from '@club/contract';
import {
  ADMIN_DURATIONS,
  formatTime,
  formatTimeRange,
  rowSpanOf,
  scheduleRows,
  slotsForDay,
  type ScheduleRow,
} from '@club/domain';

/** What the admin grid draws in one cell range: a booking, lesson, league night or waitlist group. */
export type GridItem =
  | {
      kind: 'booking';
      key: string;
      column: number;
      rowStart: number;
      rowSpan: number;
      booking: TAdminBooking;
    }
  | {
      kind: 'lesson';
      key: string;
      column: number;
      rowStart: number;
      rowSpan: number;
      title: string;
      detail: string;
      lesson: TAdminLesson;
    }
  | {
      kind: 'league';
      key: string;
      column: number;
      rowStart: number;
      rowSpan: number;
      title: string;
      detail: string;
    }
  | {
      kind: 'waitlisted';
      key: string;
      column: number;
      rowStart: number;
      rowSpan: number;
      bookings: TAdminBooking[];
    };

export interface GridModel {
  rows: ScheduleRow[];
  /** Bay columns, then the waitlist column. */
  columns: { key: string; label: string; inactive: boolean }[];
  items: GridItem[];
}

const fullName = (b: { firstName: string; lastName: string }) => `${b.firstName} ${b.lastName}`;

/** A booking's guests by first name, for its block on the grid ('Sam, Alex'). */
export const guestNames = (b: Pick<TAdminBooking, 'guests'>) =>
  b.guests.map((g) => g.firstName).join(', ');

/**
 * The admin day as a grid: one column per bay, then a Waitlist column; confirmed bookings,
 * lessons and league nights on their bays' columns; waitlisted bookings grouped by start time in
 * the last column (they have no bay yet). Cancelled bookings never arrive.
 */
export function gridModel(day: TAdminDay): GridModel {
  const { date, timeZone: zone } = day;
  const columnOf = new Map(day.bays.map((b, i) => [b.id, i]));
  const waitColumn = day.bays.length;
  const items: GridItem[] = [];
  const span = (start: string, end: string) =>
    rowSpanOf(new Date(start), new Date(end), date, zone);

  for (const b of day.bookings) {
    const s = span(b.startTime, b.endTime);
    const column = b.bayId === null ? undefined : columnOf.get(b.bayId);
    if (s && b.status === 'confirmed' && column !== undefined)
      items.push({ kind: 'booking', key: `b${b.id}`, column, ...s, booking: b });
  }
  for (const l of day.lessons) {
    const s = span(l.startTime, l.endTime);
    const column = columnOf.get(l.bayId);
    if (s && column !== undefined) {
      items.push({
        kind: 'lesson',
        key: `l${l.id}`,
        column,
        ...s,
        title: `Lesson with ${l.coachName}`,
        detail: fullName(l),
        lesson: l,
      });
    }
  }
  for (const league of day.leagues) {
    const s = span(league.startsAt, league.endsAt);
    for (const bayId of league.bayIds) {
      const column = columnOf.get(bayId);
      if (s && column !== undefined) {
        items.push({
          kind: 'league',
          key: `g${league.id}-${bayId}`,
          column,
          ...s,
          title: league.name,
          detail: `${league.startTime} - ${league.endTime}, ${league.participants} registered`,
        });
      }
    }
  }
  const waiting = new Map<string, TAdminBooking[]>();
  for (const b of day.bookings.filter((x) => x.status === 'waitlisted')) {
    waiting.set(b.startTime, [...(waiting.get(b.startTime) ?? []), b]);
  }
  for (const [start, group] of waiting) {
    const end = group.reduce(
      (latest, b) => (b.endTime > latest ? b.endTime : latest),
      group[0]?.endTime ?? start,
    );
    const s = span(start, end);
    const sorted = [...group].sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
    if (s)
      items.push({
        kind: 'waitlisted',
        key: `w${start}`,
        column: waitColumn,
        ...s,
        bookings: sorted,
      });
  }
  items.sort((a, b) => a.rowStart - b.rowStart || a.column - b.column);
  return {
    rows: scheduleRows(date, zone),
    columns: [
      ...day.bays.map((b) => ({ key: `bay${b.id}`, label: b.name, inactive: !b.isActive })),
      { key: 'waitlist', label: 'Waitlist', inactive: false },
    ],
    items,
  };
}

/**
 * The waitlisted bookings of the day in queue order (start, then position), with those whose time
 * passed unconfirmed (`expired`: shown, never promoted).
 */
export function waitlistOf(day: TAdminDay): TAdminBooking[] {
  return day.bookings
    .filter((b) => b.status === 'waitlisted' || b.status === 'expired')
    .sort(
      (a, b) =>
        a.startTime.localeCompare(b.startTime) ||
        (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0),
    );
}

/** Start-time choices of a local day: every half hour ('9:30 AM'), right on daylight-saving days. */
export function startTimeOptions(date: string, zone: string): { value: string; label: string }[] {
  return slotsForDay(date, zone).map((slot) => ({
    value: slot.toISOString(),
    label: formatTime(slot, zone),
  }));
}

/** Duration choices of the admin dialogs: 1 to 4 hours in half hours. */
export const DURATION_OPTIONS = ADMIN_DURATIONS.map((m) => ({
  value: String(m),
  label: m === 60 ? '1 hour' : `${m / 60} hours`,
}));

export { formatTimeRange, fullName };
