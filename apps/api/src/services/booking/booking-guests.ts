import {
  addBookingGuests,
  countGuestPassesUsed,
  findBooking,
  listBookingGuests,
  lockBooking,
  lockLocationAndMember,
  removeBookingGuest,
  type BookingGuestRow,
  type BookingRow,
  type Database,
  type LocationRow,
  type Tx,
} from '@club/db';
import type { TBooking, TGuest, TGuestCharge, TUser } from '@club/contract';
import {
  DomainError,
  GUEST_MESSAGES,
  guestChangeViolation,
  guestChargeLine,
  guestCountViolation,
  MAX_GUESTS,
  planMonthOf,
  priceGuests,
  type MembershipType,
} from '@club/domain';
import { sayBuilt } from '../../i18n/built-text';
import type { Locale } from '../../i18n/i18n';
import { guestInvitationMail } from '../../mail/guest-mails';
import { issueGuestWaiverLink } from '../waiver/guest-waiver';
import { chargeGuests, creditRemovedGuests } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { toBookingDtoWithGuests } from './booking-dto';
import { BOOKING_NOT_FOUND } from './booking-service';

// Guests on a booking (DECISIONS.md, Guests). Passes are counted with the member's row locked, the
// lock every booking command of that member takes (lockLocationAndMember, lockUsers): two bookings
// of one member never both see the same pass free. Giving back is the count itself: a removed
// guest (removed_at) or a cancelled booking no longer counts (countGuestPassesUsed).

/** The member who brings the guests: their plan prices them, their name is in the guests' mail. */
export type GuestHost = Pick<TUser, 'id' | 'firstName' | 'lastName' | 'locale'> & {
  membershipType: MembershipType;
};

/** What the guests a member brings in `start`'s month would cost, before the booking is made. */
export async function guestCharges(
  db: Database | Tx,
  host: Pick<GuestHost, 'id' | 'membershipType'>,
  location: Pick<LocationRow, 'timeZone' | 'guestFeeCents'>,
  start: Date,
  guests: number,
) {
  const month = planMonthOf(start, location.timeZone);
  const passesUsed = await countGuestPassesUsed(db, host.id, month);
  return priceGuests({
    tier: host.membershipType,
    passesUsed,
    guests,
    feeCents: location.guestFeeCents,
  });
}

/**
 * The confirm step's lines for a 1st, 2nd and 3rd guest (the availability answer carries them, in
 * the member's language),
 * given the passes the member has used in that month (countGuestPassesUsed, read with the rest of
 * the member's day: readMemberDay).
 */
export function guestQuote(
  host: Pick<GuestHost, 'membershipType'> & { locale: Locale },
  location: Pick<LocationRow, 'guestFeeCents'>,
  passesUsed: number,
): TGuestCharge[] {
  const charges = priceGuests({
    tier: host.membershipType,
    passesUsed,
    guests: MAX_GUESTS,
    feeCents: location.guestFeeCents,
  });
  return charges.map((c) => ({
    kind: c.kind,
    priceCents: c.priceCents,
    ...(c.kind === 'pass' ? { passNumber: c.passNumber, passesLeft: c.passesLeft } : {}),
    text: sayBuilt(guestChargeLine(c), host.locale),
  }));
}

/**
 * Prices guests on a booking and stores them, in the caller's transaction, which holds the
 * member's lock: the month's passes left go to the first guests, the rest pay the club's fee.
 * Each guest with an e-mail gets the session's time and place, queued with it.
 */
export async function placeGuests(
  trx: Tx,
  deps: ServiceDeps,
  p: {
    booking: Pick<BookingRow, 'id' | 'startTime' | 'endTime'>;
    host: GuestHost;
    location: LocationRow;
    guests: readonly TGuest[];
  },
): Promise<BookingGuestRow[]> {
  if (p.guests.length === 0) return [];
  const charges = await guestCharges(trx, p.host, p.location, p.booking.startTime, p.guests.length);
  const rows = await addBookingGuests(
    trx,
    p.booking.id,
    p.guests.map((g, i) => {
      const charge = charges[i];
      return {
        firstName: g.firstName,
        email: g.email,
        usesPass: charge?.kind === 'pass',
        feeCents: charge?.priceCents ?? p.location.guestFeeCents,
      };
    }),
    deps.now(),
  );
  await mailGuests(trx, deps, { ...p, guests: rows });
  return rows;
}

/**
 * Queues each guest's mail (time and place, and their waiver link while the club's waiver is on)
 * in the caller's transaction; guests without an e-mail get none.
 */
export async function mailGuests(
  trx: Tx,
  deps: ServiceDeps,
  p: {
    booking: Pick<BookingRow, 'startTime' | 'endTime'>;
    host: Pick<GuestHost, 'firstName' | 'lastName' | 'locale'>;
    location: LocationRow;
    guests: readonly BookingGuestRow[];
  },
): Promise<void> {
  for (const guest of p.guests) {
    if (!guest.email) continue;
    const mail = guestInvitationMail({
      guest: { firstName: guest.firstName, email: guest.email },
      host: p.host,
      booking: p.booking,
      zone: p.location.timeZone,
      club: p.location,
      waiverUrl: p.location.waiverEnabled
        ? await issueGuestWaiverLink(trx, guest.id, p.booking.endTime, deps)
        : undefined,
      // the language of the request that invited them: their host's
      locale: p.host.locale,
    });
    await deps.outbox.queue(mail, trx);
  }
}

/**
 * A member's own booking, locked for a change of its guests, with its location held as a member's
 * booking holds it (shared) and the member's row locked (the pass count's lock). Another member's
 * booking is not found; a cancelled or started one is refused.
 */
async function lockOwnBookingForGuests(trx: Tx, deps: ServiceDeps, user: TUser, bookingId: number) {
  const found = await findBooking(trx, bookingId);
  if (!found || found.userId !== user.id) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
  const location = await lockLocationAndMember(trx, found.locationId, user.id, 'share', {
    from: found.startTime,
    to: found.endTime,
  });
  const booking = await lockBooking(trx, bookingId);
  if (!booking || !location) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
  if (booking.status === 'cancelled')
    throw new DomainError('CONFLICT', GUEST_MESSAGES.bookingCancelled);
  const started = guestChangeViolation(booking.startTime, deps.now());
  if (started) throw new DomainError('CONFLICT', started);
  return { booking: { ...booking, bayName: found.bayName }, location };
}

/** My Account's 'Add guest': one more guest on an upcoming booking, priced as at booking time. */
export async function addGuest(
  deps: ServiceDeps,
  user: TUser,
  input: TGuest & { id: number },
): Promise<TBooking> {
  const booking = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOwnBookingForGuests(trx, deps, user, input.id);
    const live = await listBookingGuests(trx, locked.booking.id);
    const tooMany = guestCountViolation(live.length, 1);
    if (tooMany) throw new DomainError('CONFLICT', tooMany);
    const guest = { firstName: input.firstName, email: input.email };
    const placed = await placeGuests(trx, deps, { ...locked, host: user, guests: [guest] });
    await chargeGuests(trx, deps, locked.booking, placed);
    return locked.booking;
  });
  deps.outbox.wake();
  return toBookingDtoWithGuests(deps.db, booking, deps.now());
}

/** Removes a guest from an upcoming booking: the row keeps removed_at, its pass or fee goes back. */
export async function removeGuest(
  deps: ServiceDeps,
  user: TUser,
  input: { id: number; guestId: number },
): Promise<TBooking> {
  const booking = await deps.db.transaction().execute(async (trx) => {
    const { booking: locked } = await lockOwnBookingForGuests(trx, deps, user, input.id);
    const removed = await removeBookingGuest(trx, locked.id, input.guestId, deps.now());
    if (!removed) throw new DomainError('NOT_FOUND', GUEST_MESSAGES.guestNotFound);
    await creditRemovedGuests(trx, deps, locked, [removed]);
    return locked;
  });
  return toBookingDtoWithGuests(deps.db, booking, deps.now());
}
