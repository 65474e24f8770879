import type { Locale } from './enums';
import { LANGUAGE_TAG } from './language-tag';
import { formatCents } from './pricing';
import {
  formatClockTime,
  formatDate,
  formatLocalDate,
  formatTime,
  formatTimeRange,
  parseClockTime,
  weekdayOfDate,
} from './time';
import { weekdayName } from './leagues';

/**
 * How a screen or a mail says a date, a time and an amount in a language: English exactly as the
 * club always said them ('11/30/26, 4:00 PM - 5:00 PM', '$35'), Spanish
 * through `Intl` for es-US ('lunes, 30 de noviembre de 2026, 4:00 p.m. – 5:00 p.m.', '$35'), in
 * the club's time zone either way.
 */
export interface DisplayFormat {
  when(span: { startTime: Date; endTime: Date }, zone: string): string;
  money(cents: number): string;
  /** A local day ('2026-11-30'): '11/30/26'; 'lunes, 30 de noviembre de 2026'. */
  day(date: string): string;
  /** A local day with its weekday: 'Monday 11/30/26'; 'lunes, 30 de noviembre de 2026'. */
  weekday(date: string): string;
  /** A local day, short with its weekday: 'Mon 11/30/26'; 'lun., 30 de nov.'. */
  shortDay(date: string): string;
  /** A clock time ('18:00'): '6:00 PM'; '6:00 p.m.'. */
  clock(time: string): string;
  /** An instant's local time: '9:30 AM'; '9:30 a.m.'. */
  time(instant: Date, zone: string): string;
  /** An instant's local day, short: '11/30/26'; '30/11/2026'. */
  date(instant: Date, zone: string): string;
  /** A span's local times: '9:30 AM - 11:00 AM'; '9:30–11:00 a.m.'. */
  timeRange(start: Date, end: Date, zone: string): string;
}

const english: DisplayFormat = {
  when: (s, zone) =>
    `${formatDate(s.startTime, zone)}, ${formatTimeRange(s.startTime, s.endTime, zone)}`,
  money: formatCents,
  day: formatLocalDate,
  weekday: (date) => `${weekdayName(weekdayOfDate(date))} ${formatLocalDate(date)}`,
  shortDay: (date) => `${weekdayName(weekdayOfDate(date)).slice(0, 3)} ${formatLocalDate(date)}`,
  clock: formatClockTime,
  time: formatTime,
  date: formatDate,
  timeRange: formatTimeRange,
};

/** A local day as the instant of its noon in UTC, so `Intl` (told UTC) names that very day. */
function noonUtc(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function intlFormat(locale: Locale): DisplayFormat {
  const tag = LANGUAGE_TAG[locale];
  return {
    when(s, zone) {
      const day = new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: zone,
      }).format(s.startTime);
      const time = new Intl.DateTimeFormat(tag, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }).formatRange(s.startTime, s.endTime);
      return `${day}, ${time}`;
    },
    day: (date) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(noonUtc(date)),
    weekday: (date) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(noonUtc(date)),
    shortDay: (date) =>
      new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(noonUtc(date)),
    clock(time) {
      const minutes = parseClockTime(time) % (24 * 60);
      const at = new Date(Date.UTC(2026, 0, 1, Math.floor(minutes / 60), minutes % 60));
      return new Intl.DateTimeFormat(tag, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(at);
    },
    time: (instant, zone) =>
      new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
        instant,
      ),
    date: (instant, zone) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: zone }).format(instant),
    timeRange: (start, end, zone) =>
      new Intl.DateTimeFormat(tag, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }).formatRange(start, end),
    money: (cents) =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      }).format(cents / 100),
  };
}

const formats: Partial<Record<Locale, DisplayFormat>> = { en: english };

/** The formats of `locale` (made on first use: importing this module runs nothing). */
export function displayFormat(locale: Locale = 'en'): DisplayFormat {
  return (formats[locale] ??= intlFormat(locale));
}
