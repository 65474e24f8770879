import type { Locale } from '@club/domain';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
import { signature, type MailClub } from './signature';

export interface Person {
  email: string;
  firstName: string;
  /** The recipient's language (English when not known). */
  locale?: Locale;
}
export interface BookingFacts {
  startTime: Date;
  endTime: Date;
  priceCents: number;
  isPeak: boolean;
}

/** A booking's local date and time range, as every English mail about it says it. */
export function when(b: Pick<BookingFacts, 'startTime' | 'endTime'>, zone: string): string {
  return mailLanguage('en').when(b, zone);
}

export function bookingConfirmedMail(
  to: Person,
  b: BookingFacts,
  bayName: string | null,
  zone: string,
  club: MailClub,
): MailMessage {
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(b, zone);
  return {
    to: to.email,
    subject: i18n._('Booking confirmed: {time}', { time }),
    text:
      i18n._(
        'Hi {firstName},\n\nYour simulator time is booked.\n\nWhen: {time}\nBay: {bay}\nPrice: {price}{peak, select, yes { (peak)} other {}}\n\nYou can cancel it from My Account until it starts.',
        {
          firstName: to.firstName,
          time,
          bay: bayName ?? i18n._('assigned on arrival'),
          price: lang.money(b.priceCents),
          peak: b.isPeak ? 'yes' : 'no',
        },
      ) + signature(club, to.locale),
  };
}

export function waitlistJoinedMail(
  to: Person,
  b: BookingFacts,
  position: number,
  zone: string,
  club: MailClub,
): MailMessage {
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(b, zone);
  return {
    to: to.email,
    subject: i18n._("You're on the waitlist: {time}", { time }),
    text:
      i18n._(
        'Hi {firstName},\n\nEvery bay is booked for {time}, so you are number {position} on the waitlist. When a bay opens up we confirm your session automatically and e-mail you.',
        { firstName: to.firstName, time, position },
      ) + signature(club, to.locale),
  };
}

export function waitlistPromotedMail(
  to: Person,
  b: BookingFacts,
  bayName: string | null,
  zone: string,
  club: MailClub,
): MailMessage {
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(b, zone);
  return {
    to: to.email,
    subject: i18n._('A bay opened up: booking confirmed for {time}', { time }),
    text:
      i18n._(
        'Hi {firstName},\n\nGood news: a bay opened up and your waitlisted session is now confirmed.\n\nWhen: {time}\nBay: {bay}\nPrice: {price}{peak, select, yes { (peak)} other {}}',
        {
          firstName: to.firstName,
          time,
          bay: bayName ?? '',
          price: lang.money(b.priceCents),
          peak: b.isPeak ? 'yes' : 'no',
        },
      ) + signature(club, to.locale),
  };
}
