import {
  formatCents,
  formatClockTime,
  formatDate,
  formatLocalDate,
  formatTimeRange,
  parseClockTime,
  weekdayName,
  weekdayOfDate,
  type Locale,
} from '@club/domain';
import { i18nFor, LANGUAGE_TAG } from '../i18n/i18n';

/**
 * How a mail says a session's date and time and an amount, in its recipient's language: English
 * exactly as the club's mails always said them ('11/30/26, 4:00 PM - 5:00 PM', '$35'), Spanish
 * through `Intl` for es-US ('lunes, 30 de noviembre de 2026, 4:00 p.m. – 5:00 p.m.', '$35'), in
 * the club's time zone either way.
 */
export interface MailFormat {
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
}

const english: MailFormat = {
  when: (s, zone) =>
    `${formatDate(s.startTime, zone)}, ${formatTimeRange(s.startTime, s.endTime, zone)}`,
  money: formatCents,
  day: formatLocalDate,
  weekday: (date) => `${weekdayName(weekdayOfDate(date))} ${formatLocalDate(date)}`,
  shortDay: (date) => `${weekdayName(weekdayOfDate(date)).slice(0, 3)} ${formatLocalDate(date)}`,
  clock: formatClockTime,
};

/** A local day as the instant of its noon in UTC, so `Intl` (told UTC) names that very day. */
function noonUtc(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function intlFormat(locale: Locale): MailFormat {
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
    money: (cents) =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      }).format(cents / 100),
  };
}

const formats: Record<Locale, MailFormat> = { en: english, es: intlFormat('es') };

/** A mail's language: its catalog (`i18n._`) and its formats. */
export function mailLanguage(locale: Locale = 'en') {
  return { i18n: i18nFor(locale), ...formats[locale] };
}
