import { formatCents, formatDate, formatTimeRange, type Locale } from '@club/domain';
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
}

const english: MailFormat = {
  when: (s, zone) =>
    `${formatDate(s.startTime, zone)}, ${formatTimeRange(s.startTime, s.endTime, zone)}`,
  money: formatCents,
};

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
