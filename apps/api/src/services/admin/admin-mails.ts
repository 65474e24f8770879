import { translate } from '../../i18n/i18n';
import type { BookingFacts, Person } from '../../mail/booking-mails';
import type { MailMessage } from '../../mail/mailer';
import { mailLanguage } from '../../mail/mail-language';
import { signature, type MailClub } from '../../mail/signature';

// E-mails an admin's actions send to members, each in the member's language.

/** Add Member: the new member sets a password with the code ("I already have a code" on the reset screen). */
export function invitationMail(
  to: Person,
  code: string,
  minutes: number,
  publicUrl: string,
  club: MailClub,
): MailMessage {
  const { i18n } = mailLanguage(to.locale);
  return {
    to: to.email,
    subject: i18n._('Welcome to Inside 9: set your password'),
    text:
      i18n._(
        'Hi {firstName},\n\nThe club has created your Inside 9 account for {email}.\n\nYour code to set a password is {code}\n\nOpen {authUrl}, choose "Forgot your password?", enter your e-mail, choose "I already have a code" and enter this code within {minutes} minutes, then choose your password. If the code has expired, the same screen sends you a new one ("Send Reset Code").',
        {
          firstName: to.firstName,
          email: to.email,
          code,
          authUrl: `${publicUrl}/auth`,
          minutes,
        },
      ) + signature(club, to.locale),
  };
}

/** `reason` is an English text of the catalog (marked where it is written), said in the member's language. */
export function bookingCancelledByClubMail(
  to: Person,
  b: BookingFacts,
  zone: string,
  reason: string,
  club: MailClub,
): MailMessage {
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(b, zone);
  return {
    to: to.email,
    subject: i18n._('Booking cancelled: {time}', { time }),
    text:
      i18n._(
        'Hi {firstName},\n\nThe club has cancelled your simulator session on {time}. {reason}\n\nWe are sorry for the change. You can book another time from the Book Now page.',
        { firstName: to.firstName, time, reason: translate(to.locale ?? 'en', reason) },
      ) + signature(club, to.locale),
  };
}

export function bookingMovedMail(
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
    subject: i18n._('Booking changed: {time}', { time }),
    text:
      i18n._(
        'Hi {firstName},\n\nThe club has moved your simulator session.\n\nWhen: {time}\nBay: {bay}\nPrice: {price}{peak, select, yes { (peak)} other {}}',
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
