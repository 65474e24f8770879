import type { TBookingGuest } from '@club/contract';
import { formatCents } from '@club/domain';

/** What a guest on a booking costs, in words: 'Guest pass' or 'Guest fee $20'. */
export function guestChargeLabel(guest: Pick<TBookingGuest, 'usesPass' | 'feeCents'>): string {
  return guest.usesPass ? 'Guest pass' : `Guest fee ${formatCents(guest.feeCents)}`;
}

/** A guest's waiver as the booking's details show it while the club's waiver is on; else null. */
export function guestWaiverLabel(guest: Pick<TBookingGuest, 'waiverAccepted'>): string | null {
  if (guest.waiverAccepted === undefined) return null;
  return guest.waiverAccepted ? 'Waiver accepted' : 'Waiver not accepted';
}

/** A guest on a booking in one line: 'Guest pass · Waiver accepted'. */
export function guestStatusLine(
  guest: Pick<TBookingGuest, 'usesPass' | 'feeCents' | 'waiverAccepted'>,
): string {
  return [guestChargeLabel(guest), guestWaiverLabel(guest)].filter(Boolean).join(' · ');
}
