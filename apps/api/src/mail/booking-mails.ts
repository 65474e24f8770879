import { formatCents, formatDate, formatTimeRange } from '@club/domain';
import type { MailMessage } from './mailer';
import { signature, type MailClub } from './signature';

export interface Person {
  email: string;
  firstName: string;
}
export interface BookingFacts {
  startTime: Date;
  endTime: Date;
  priceCents: number;
  isPeak: boolean;
}

/** A booking's local date and time range, as every mail about it says it. */
export function when(b: Pick<BookingFacts, 'startTime' | 'endTime'>, zone: string): string {
  return `${formatDate(b.startTime, zone)}, ${formatTimeRange(b.startTime, b.endTime, zone)}`;
}

export function bookingConfirmedMail(
  to: Person,
  b: BookingFacts,
  bayName: string | null,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `Booking confirmed: ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nYour simulator time is booked.\n\n` +
      `When: ${when(b, zone)}\nBay: ${bayName ?? 'assigned on arrival'}\n` +
      `Price: ${formatCents(b.priceCents)}${b.isPeak ? ' (peak)' : ''}\n\n` +
      `You can cancel it from My Account until it starts.${signature(club)}`,
  };
}

export function waitlistJoinedMail(
  to: Person,
  b: BookingFacts,
  position: number,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `You're on the waitlist: ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nEvery bay is booked for ${when(b, zone)}, so you are number ${position} ` +
      `on the waitlist. When a bay opens up we confirm your session automatically and e-mail you.${signature(club)}`,
  };
}

export function waitlistPromotedMail(
  to: Person,
  b: BookingFacts,
  bayName: string | null,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `A bay opened up: booking confirmed for ${when(b, zone)}`,
    text:
      `Hi ${to.firstName},\n\nGood news: a bay opened up and your waitlisted session is now confirmed.\n\n` +
      `When: ${when(b, zone)}\nBay: ${bayName ?? ''}\nPrice: ${formatCents(b.priceCents)}${b.isPeak ? ' (peak)' : ''}` +
      `${signature(club)}`,
  };
}
