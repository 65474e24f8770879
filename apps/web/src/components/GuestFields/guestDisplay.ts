import type { TBookingGuest } from '@club/contract';
import { formatCents } from '@club/domain';

/** What a guest on a booking costs, in words: 'Guest pass' or 'Guest fee $20'. */
export function guestChargeLabel(guest: Pick<TBookingGuest, 'usesPass' | 'feeCents'>): string {
  return guest.usesPass ? 'Guest pass' : `Guest fee ${formatCents(guest.feeCents)}`;
}
