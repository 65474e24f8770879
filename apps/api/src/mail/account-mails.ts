import { when, type BookingFacts, type Person } from './booking-mails';
import type { MailMessage } from './mailer';
import { signature, type MailClub } from './signature';

// The mails of accounts the member keeps (issue 26) and of their sessions.

export function passwordChangedByMemberMail(to: Person, club: MailClub): MailMessage {
  return {
    to: to.email,
    subject: 'Your Inside 9 password was changed',
    text:
      `Hi ${to.firstName},\n\nYour password was just changed from My Account, and every other ` +
      `device was signed out. If this was not you, reset your password from the login screen and ` +
      `reply to this e-mail right away.${signature(club)}`,
  };
}

export function emailChangeCodeMail(
  newEmail: string,
  firstName: string,
  code: string,
  minutes: number,
  club: MailClub,
): MailMessage {
  return {
    to: newEmail,
    subject: 'Confirm your new Inside 9 email address',
    text:
      `Hi ${firstName},\n\nYour code to confirm this address is ${code}\n\n` +
      `Enter it in My Account within ${minutes} minutes. If you did not ask to change the ` +
      `address of your Inside 9 account, you can ignore this e-mail.${signature(club)}`,
  };
}

/** To the old address, once the new one is confirmed. */
export function emailChangedNoticeMail(to: Person, newEmail: string, club: MailClub): MailMessage {
  return {
    to: to.email,
    subject: 'Your Inside 9 email address was changed',
    text:
      `Hi ${to.firstName},\n\nThe email address of your account is now ${newEmail}. ` +
      `This address will no longer receive our e-mails or sign you in. If this was not you, ` +
      `reply to this e-mail right away.${signature(club)}`,
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
  return {
    to: to.email,
    subject: 'Your Inside 9 account was deleted',
    text:
      `Hi ${to.firstName},\n\nYour account has been deleted ` +
      (by === 'the member' ? 'as you asked. ' : 'by the club. ') +
      (cancelled > 0 ? `Your ${cancelled} upcoming booking(s) were cancelled. ` : '') +
      `We keep no name or contact details of yours; past sessions stay in the club's figures ` +
      `without them. You are welcome back any time.${signature(club)}`,
  };
}

export function bookingCancelledMail(
  to: Person,
  b: BookingFacts,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `Booking cancelled: ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nYour session on ${when(b, zone)} is cancelled, as you asked. ` +
      `Any plan hours it used are yours again.\n\n` +
      `Book another time whenever you like from the booking page.${signature(club)}`,
  };
}

export function bookingReminderMail(
  to: Person,
  b: BookingFacts,
  bayName: string | null,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `Reminder: your session ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nA reminder that your simulator session is coming up.\n\n` +
      `When: ${when(b, zone)}\nBay: ${bayName ?? 'assigned on arrival'}\n\n` +
      `Can't make it? Cancel from My Account before it starts so another member can play. ` +
      `You can switch these reminders off in My Account, Profile.${signature(club)}`,
  };
}
