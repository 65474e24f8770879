import type { Locale } from '@club/domain';
import type { BookingFacts, Person } from './booking-mails';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
import { signature, type MailClub } from './signature';

// The mails of accounts the member keeps (issue 26) and of their sessions, each in its
// recipient's language (the English exactly as the club always wrote it).

export function passwordChangedByMemberMail(to: Person, club: MailClub): MailMessage {
  const { i18n } = mailLanguage(to.locale);
  return {
    to: to.email,
    subject: i18n._('Your Inside 9 password was changed'),
    text:
      i18n._(
        'Hi {firstName},\n\nYour password was just changed from My Account, and every other device was signed out. If this was not you, reset your password from the login screen and reply to this e-mail right away.',
        { firstName: to.firstName },
      ) + signature(club, to.locale),
  };
}

export function emailChangeCodeMail(
  newEmail: string,
  firstName: string,
  code: string,
  minutes: number,
  club: MailClub,
  locale: Locale = 'en',
): MailMessage {
  const { i18n } = mailLanguage(locale);
  return {
    to: newEmail,
    subject: i18n._('Confirm your new Inside 9 email address'),
    text:
      i18n._(
        'Hi {firstName},\n\nYour code to confirm this address is {code}\n\nEnter it in My Account within {minutes} minutes. If you did not ask to change the address of your Inside 9 account, you can ignore this e-mail.',
        { firstName, code, minutes },
      ) + signature(club, locale),
  };
}

/** To the old address, once the new one is confirmed. */
export function emailChangedNoticeMail(to: Person, newEmail: string, club: MailClub): MailMessage {
  const { i18n } = mailLanguage(to.locale);
  return {
    to: to.email,
    subject: i18n._('Your Inside 9 email address was changed'),
    text:
      i18n._(
        'Hi {firstName},\n\nThe email address of your account is now {newEmail}. This address will no longer receive our e-mails or sign you in. If this was not you, reply to this e-mail right away.',
        { firstName: to.firstName, newEmail },
      ) + signature(club, to.locale),
  };
}

/** Who removed an account: the member themselves, or an admin of the club. */
export type DeletedBy = 'the member' | 'an admin';

export function accountDeletedMail(
  to: Person,
  cancelled: number,
  club: MailClub,
  by: DeletedBy,
): MailMessage {
  const { i18n } = mailLanguage(to.locale);
  return {
    to: to.email,
    subject: i18n._('Your Inside 9 account was deleted'),
    text:
      i18n._(
        "Hi {firstName},\n\nYour account has been deleted {by, select, member {as you asked.} other {by the club.}} {cancelled, plural, =0 {} other {Your # upcoming booking(s) were cancelled. }}We keep no name or contact details of yours; past sessions stay in the club's figures without them. You are welcome back any time.",
        {
          firstName: to.firstName,
          by: by === 'the member' ? 'member' : 'admin',
          cancelled,
        },
      ) + signature(club, to.locale),
  };
}

export function bookingCancelledMail(
  to: Person,
  b: BookingFacts,
  zone: string,
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
        'Hi {firstName},\n\nYour session on {time} is cancelled, as you asked. Any plan hours it used are yours again.\n\nBook another time whenever you like from the booking page.',
        { firstName: to.firstName, time },
      ) + signature(club, to.locale),
  };
}

export function bookingReminderMail(
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
    subject: i18n._('Reminder: your session {time}', { time }),
    text:
      i18n._(
        "Hi {firstName},\n\nA reminder that your simulator session is coming up.\n\nWhen: {time}\nBay: {bay}\n\nCan't make it? Cancel from My Account before it starts so another member can play. You can switch these reminders off in My Account, Profile.",
        { firstName: to.firstName, time, bay: bayName ?? i18n._('assigned on arrival') },
      ) + signature(club, to.locale),
  };
}
