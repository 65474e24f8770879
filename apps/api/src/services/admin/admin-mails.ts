import { formatCents } from '@club/domain';
import { when, type BookingFacts, type Person } from '../../mail/booking-mails';
import type { MailMessage } from '../../mail/mailer';
import { signature, type MailClub } from '../../mail/signature';

// E-mails an admin's actions send to members.

/** Add Member: the new member sets a password with the code ("I already have a code" on the reset screen). */
export function invitationMail(
  to: Person,
  code: string,
  minutes: number,
  publicUrl: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: 'Welcome to Inside 9: set your password',
    text:
      `Hi ${to.firstName},\n\nThe club has created your Inside 9 account for ${to.email}.\n\n` +
      `Your code to set a password is ${code}\n\nOpen ${publicUrl}/auth, choose "Forgot your password?", ` +
      `enter your e-mail, choose "I already have a code" and enter this code within ${minutes} minutes, ` +
      `then choose your password. If the code has expired, the same screen sends you a new one ` +
      `("Send Reset Code").${signature(club)}`,
  };
}

export function bookingCancelledByClubMail(
  to: Person,
  b: BookingFacts,
  zone: string,
  reason: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `Booking cancelled: ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nThe club has cancelled your simulator session on ${when(b, zone)}. ${reason}\n\n` +
      `We are sorry for the change. You can book another time from the Book Now page.${signature(club)}`,
  };
}

export function bookingMovedMail(
  to: Person,
  b: BookingFacts,
  bayName: string | null,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `Booking changed: ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nThe club has moved your simulator session.\n\n` +
      `When: ${when(b, zone)}\nBay: ${bayName ?? ''}\nPrice: ${formatCents(b.priceCents)}${b.isPeak ? ' (peak)' : ''}` +
      `${signature(club)}`,
  };
}
