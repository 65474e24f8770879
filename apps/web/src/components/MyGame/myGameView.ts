import type { TMemberStats } from '@club/contract';
import type { Locale } from '@club/domain';
import { displayFormat, LANGUAGE_TAG, WEEKDAY_NAMES } from '@club/domain';

// The figures of My game as the charts and their tables show them, in the screens' language:
// English exactly as before ('Nov 2026', '6 PM', '2.5 h', 'Tuesday'), Spanish through Intl.

// eslint-disable-next-line lingui/no-unlocalized-strings -- English only (locale 'en'); Spanish's come from Intl
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Intl for the language, at noon UTC of a date so every zone names the same day. */
function intlPart(locale: Locale, at: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { ...options, timeZone: 'UTC' }).format(at);
}

/** 'Nov 2026' for '2026-11' ('nov 2026'). */
export function monthLabel(month: string, locale: Locale = 'en'): string {
  const [year = '', m = '1'] = month.split('-');
  if (locale === 'en') return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
  const at = new Date(Date.UTC(Number(year), Number(m) - 1, 15, 12));
  return intlPart(locale, at, { month: 'short', year: 'numeric' }).replace('.', '');
}

/** '6 PM' for 18 ('6 p.m.'). */
export function hourLabel(hour: number, locale: Locale = 'en'): string {
  if (locale === 'en') return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
  return intlPart(locale, new Date(Date.UTC(2026, 0, 1, hour)), { hour: 'numeric' });
}

/** Hours as a member reads them: '2.5 h', '1 h'. */
export function hoursText(hours: number, locale: Locale = 'en'): string {
  const text = Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
  if (locale === 'en') return `${text} h`;
  return `${Number(text).toLocaleString(LANGUAGE_TAG[locale])} h`;
}

/** A weekday's name: 'Tuesday' ('martes'). */
function weekdayName(day: number, locale: Locale): string {
  if (locale === 'en') return WEEKDAY_NAMES[day] ?? '';
  // 2026-01-04 is a Sunday
  return intlPart(locale, new Date(Date.UTC(2026, 0, 4 + day, 12)), { weekday: 'long' });
}

export function monthRows(stats: TMemberStats, locale: Locale = 'en') {
  return stats.months.map((m) => ({ label: monthLabel(m.month, locale), hours: m.hours }));
}

export function weekdayRows(stats: TMemberStats, locale: Locale = 'en') {
  return stats.byWeekday.map((sessions, day) => ({
    label: weekdayName(day, locale).slice(0, 3),
    name: weekdayName(day, locale),
    sessions,
  }));
}

/** The hours of the day from the first to the last one played (all of them would be mostly empty). */
export function hourRows(stats: TMemberStats, locale: Locale = 'en') {
  const played = stats.byHour.flatMap((n, h) => (n > 0 ? [h] : []));
  const from = Math.min(...played, 24);
  const to = Math.max(...played, -1);
  return stats.byHour
    .map((sessions, hour) => ({ label: hourLabel(hour, locale), hour, sessions }))
    .filter((r) => r.hour >= from && r.hour <= to);
}

export function seasonRows(season: TMemberStats['seasons'][number], locale: Locale = 'en') {
  const format = displayFormat(locale);
  return season.scores.map((s) => ({ label: format.day(s.matchDate), score: s.score }));
}

/** True for a member with nothing to show yet. */
export function isEmpty(stats: TMemberStats): boolean {
  return stats.totalSessions === 0 && stats.seasons.length === 0;
}
