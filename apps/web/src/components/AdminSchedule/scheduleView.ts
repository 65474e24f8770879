import type { TAdminBooking, TAdminDay, TAdminLesson } from '@club/contract';
import {
  ADMIN_DURATIONS,
  displayFormat,
  formatTimeRange,
  rowSpanOf,
  scheduleRows,
  slotsForDay,
  type ScheduleRow,
} from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n as english } from '../../i18n/i18n';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../i18n/locales';

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

/** The language of a Lingui instance, for the domain's display formats. */
const localeOf = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/**
 * The admin day as a grid: one column per bay, then a Waitlist column; confirmed bookings,
 * lessons and league nights on their bays' columns; waitlisted bookings grouped by start time in
 * the last column (they have no bay yet). Cancelled bookings never arrive.
 */
export function gridModel(day: TAdminDay, i18n: I18n = english): GridModel {
  const { date, timeZone: zone } = day;
  const locale = localeOf(i18n);
  const format = displayFormat(locale);
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
    const coach = l.coachName;
    const column = columnOf.get(l.bayId);
    if (s && column !== undefined) {
      items.push({
        kind: 'lesson',
        key: `l${l.id}`,
        column,
        ...s,
        title: i18n._(msg`Lesson with ${coach}`),
        detail: fullName(l),
        lesson: l,
      });
    }
  }
  for (const league of day.leagues) {
    const s = span(league.startsAt, league.endsAt);
    const { participants } = league;
    // English keeps the league's own clock times; another language says them in its own way
    const [from, to] =
      locale === SOURCE_LOCALE
        ? [league.startTime, league.endTime]
        : [
            format.time(new Date(league.startsAt), zone),
            format.time(new Date(league.endsAt), zone),
          ];
    for (const bayId of league.bayIds) {
      const column = columnOf.get(bayId);
      if (s && column !== undefined) {
        items.push({
          kind: 'league',
          key: `g${league.id}-${bayId}`,
          column,
          ...s,
          title: league.name,
          detail: i18n._(
            msg`${from} - ${to}, ${plural(participants, { one: '# registered', other: '# registered' })}`,
          ),
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
      { key: 'waitlist', label: i18n._(msg`Waitlist`), inactive: false },
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
export function startTimeOptions(
  date: string,
  zone: string,
  i18n: I18n = english,
): { value: string; label: string }[] {
  const format = displayFormat(localeOf(i18n));
  return slotsForDay(date, zone).map((slot) => ({
    value: slot.toISOString(),
    label: format.time(slot, zone),
  }));
}

/** Duration choices of the admin dialogs: 1 to 4 hours in half hours ('1 hour', '1.5 hours'). */
export const DURATION_OPTIONS: readonly { value: string; label: MessageDescriptor }[] =
  ADMIN_DURATIONS.map((m) => {
    const hours = m / 60;
    return {
      value: String(m),
      label: msg`${plural(hours, { one: '# hour', other: '# hours' })}`,
    };
  });

export { formatTimeRange, fullName };
