import {
  insertBookingWithMail,
  type BookingGuestRow,
  listWaitlisted,
  lockLocationAndMember,
  type BookingWithBay,
  type LocationRow,
  type Tx,
} from '@club/db';
import type { TGuest, TUser } from '@club/contract';
import {
  assignBay,
  BOOKING_MESSAGES,
  baysOpenFor,
  bookingWindowDaysFor,
  DomainError,
  localDateOf,
  memberBookingViolation,
  membersOnlyViolation,
  nextWaitlistPosition,
  offPeakOnlyViolation,
  ownBookingsWindow,
  planMinutesLeft,
  planMonthOf,
  priceByPlan,
  quoteMemberBooking,
  sessionEnd,
  throwIfViolated,
} from '@club/domain';
import { bookingConfirmedMail, waitlistJoinedMail } from '../../mail/booking-mails';
import { outboxMessage } from '../../mail/outbox';
import type { ServiceDeps } from '../shared/deps';
import { retryLostRace } from '../shared/lost-race';
import { assertWaiverAcceptedAt } from '../waiver/waiver-service';
import { chargeSession } from '../ledger/ledger-lines';
import { countedBooking } from './booking-counts';
import { placeGuests } from './booking-guests';
import {
  cachedLocation,
  locationSpanPlan,
  readLocationSpan,
  type LocationSpan,
} from './location-days';
import { syncBookingDoorCode } from '../door/door-codes';

export const BOOKING_NOT_FOUND = /*i18n*/ 'Booking not found';

export interface MemberBookingRequest {
  startTime: Date;
  durationMinutes: number;
  joinWaitlist: boolean;
  locationId?: number | undefined;
  /** Up to 3 guests (none when left out), priced in the booking's transaction. */
  guests?: readonly TGuest[] | undefined;
}

export interface BookingOutcome {
  booking: BookingWithBay;
  isWaitlisted: boolean;
  waitlistPosition: number | null;
  guests: BookingGuestRow[];
}

/** Thrown inside a shared-lock attempt that must join the waitlist: it is redone holding it alone. */
class NeedsLocationAlone extends Error {}

/**
 * Every rule on a read: the bay the booking gets (or none: the waitlist) and its price on the
 * member schedule (peak from that bay's hours, or the first bay open for the waitlist's), or the
 * refusal thrown. The member's plan sets the window (Elite 21 days) and Starter's off-peak rule.
 */
function bayByTheRules(req: MemberBookingRequest, read: LocationSpan, now: Date, user: TUser) {
  const start = req.startTime;
  const zone = read.location.timeZone;
  const { durationMinutes } = req;
  const tier = user.membershipType;
  const membersOnly = membersOnlyViolation(read.location.membersOnly, tier);
  if (membersOnly) throw new DomainError('MEMBERSHIP_REQUIRED', membersOnly);
  const windowDays = bookingWindowDaysFor(tier);
  throwIfViolated(
    memberBookingViolation({
      start,
      durationMinutes,
      now,
      zone,
      // a member's lessons count towards the 4 h/day limit and their own overlap (issue 24)
      ownBookings: [
        ...read.own,
        ...read.ownLessons.map((l) => ({ ...l, status: 'confirmed' as const })),
      ],
      windowDays,
    }),
  );
  const end = sessionEnd(start, durationMinutes);
  const found = assignBay({ bays: read.bays, busy: read.busy, start, end, zone });
  if (found.kind === 'closed')
    throw new DomainError('BOOKING_RULE', BOOKING_MESSAGES.operatingHours);
  if (found.kind !== 'assigned' && !req.joinWaitlist)
    throw new DomainError('BAYS_FULL', BOOKING_MESSAGES.baysFull, { canJoinWaitlist: true });
  const priced =
    found.kind === 'assigned'
      ? read.bays.find((b) => b.id === found.bayId)
      : baysOpenFor(read.bays, start, end, zone)[0];
  const quote = quoteMemberBooking({ start, durationMinutes, zone, hours: priced?.hours ?? [] });
  const offPeakOnly = offPeakOnlyViolation(tier, quote.isPeak);
  if (offPeakOnly) throw new DomainError('BOOKING_RULE', offPeakOnly);
  return { found, quote };
}

/**
 * One attempt: the locks, then one read of everything the rules need (a statement of its own, so
 * it sees what the locks' previous holder committed), then the insert. Confirming a bay holds the
 * location in `share` mode: members booking at the same time do not wait for each other (two
 * taking one bay meet the exclusion constraint, and the loser retries), while every command that
 * changes what bookings rest on (cancel and promote, bays and hours, leagues, admin bookings)
 * holds it alone. Joining the waitlist numbers the queue, so it holds the location alone too.
 */
async function createInTransaction(
  trx: Tx,
  deps: ServiceDeps,
  user: TUser,
  req: MemberBookingRequest,
  lock: 'share' | 'update',
  planFor: (location: LocationRow) => ReturnType<typeof locationSpanPlan>,
  known: { location: LocationRow; read: ReturnType<typeof locationSpanPlan> },
): Promise<BookingOutcome> {
  const start = req.startTime;
  const end = sessionEnd(start, req.durationMinutes);
  // the read was compiled before the locks are taken (for the location as this process knows it)
  let read = known.read;
  const location = await lockLocationAndMember(trx, req.locationId, user.id, lock, {
    from: start,
    to: end,
  });
  if (!location) throw new DomainError('NOT_FOUND', /*i18n*/ 'Location not found');
  const zone = location.timeZone;
  if (location.id !== known.location.id || zone !== known.location.timeZone) {
    read = planFor(location);
  }
  const span = await readLocationSpan(deps, read, trx);
  const { bays } = span;
  const now = deps.now();
  const { found, quote } = bayByTheRules(req, { ...span, location }, now, user);

  if (found.kind === 'assigned') {
    // the plan covers what is left of its month first (read under the member's lock); the rest is charged
    const left = planMinutesLeft(user.membershipType, span.planUsedMinutes);
    const price = priceByPlan(req.durationMinutes, left, quote.isPeak, 'member');
    const facts = {
      userId: user.id,
      locationId: location.id,
      bayId: found.bayId,
      startTime: start,
      endTime: end,
      ...price,
      isPeak: quote.isPeak,
      status: 'confirmed' as const,
      waitlistPosition: null,
      createdBy: user.id,
    };
    const bayName = bays.find((b) => b.id === found.bayId)?.name ?? null;
    // the confirmation is stored with the booking, in its statement: committed together or not at all
    const message = outboxMessage(bookingConfirmedMail(user, facts, bayName, zone, location));
    const { booking, mailId } = await insertBookingWithMail(trx, facts, message, now);
    await deps.outbox.dispatch(trx, mailId);
    const guests = await withGuests(trx, deps, user, location, booking, req);
    // the account book's charges, in the booking's transaction (a waitlist place is not charged)
    await chargeSession(trx, deps, booking, guests);
    await syncBookingDoorCode(trx, deps, booking.id);
    return {
      booking: { ...booking, bayName },
      isWaitlisted: false,
      waitlistPosition: null,
      guests,
    };
  }

  if (lock === 'share') throw new NeedsLocationAlone();
  const queue = await listWaitlisted(trx, location.id, now);
  const position = nextWaitlistPosition(queue, start);
  // priced as on the first bay open for the session; re-priced (with the plan) when confirmed
  const facts = {
    userId: user.id,
    locationId: location.id,
    bayId: null,
    startTime: start,
    endTime: end,
    priceCents: quote.priceCents,
    isPeak: quote.isPeak,
    status: 'waitlisted' as const,
    waitlistPosition: position,
    createdBy: user.id,
  };
  const message = outboxMessage(waitlistJoinedMail(user, facts, position, zone, location));
  const { booking, mailId } = await insertBookingWithMail(trx, facts, message, now);
  await deps.outbox.dispatch(trx, mailId);
  const guests = await withGuests(trx, deps, user, location, booking, req);
  return {
    booking: { ...booking, bayName: null },
    isWaitlisted: true,
    waitlistPosition: position,
    guests,
  };
}

/** The booking's guests, priced with the member's row locked (lockLocationAndMember took it). */
function withGuests(
  trx: Tx,
  deps: ServiceDeps,
  user: TUser,
  location: LocationRow,
  booking: { id: number; startTime: Date; endTime: Date },
  req: MemberBookingRequest,
) {
  return placeGuests(trx, deps, { booking, host: user, location, guests: req.guests ?? [] });
}

/**
 * A member books a time: every rule checked, price and peak computed here, the first free bay
 * assigned, or (asked for) a place on the waitlist. One transaction (a second when the first finds
 * the member must join the waitlist); the exclusion constraint is the last word, and a lost race is
 * retried, never a 500.
 */
export function createMemberBooking(
  deps: ServiceDeps,
  user: TUser,
  req: MemberBookingRequest,
): Promise<BookingOutcome> {
  return countedBooking(
    deps,
    'member',
    () => bookForMember(deps, user, req),
    (o) => (o.isWaitlisted ? 'waitlisted' : 'confirmed'),
  );
}

async function bookForMember(
  deps: ServiceDeps,
  user: TUser,
  req: MemberBookingRequest,
): Promise<BookingOutcome> {
  let lock: 'share' | 'update' = 'share';
  const location = await cachedLocation(deps, req.locationId);
  const start = req.startTime;
  const end = sessionEnd(start, req.durationMinutes);
  const planFor = ({ id, timeZone }: LocationRow) => {
    const own = { userId: user.id, ...ownBookingsWindow(localDateOf(start, timeZone), timeZone) };
    const planMonth = planMonthOf(start, timeZone);
    return locationSpanPlan(deps, {
      locationId: id,
      zone: timeZone,
      from: start,
      to: end,
      own,
      planMonth,
    });
  };
  const known = { location, read: planFor(location) };
  // One connection for the whole request: the read without locks and the transaction after it.
  // Taken from the pool once, it is not given back between them, so a request the rules let
  // through does not queue for a connection a second time while the slot it read fills up (under
  // 50 members at once on one slot, that second wait was most of the answer's time, and the
  // transactions that then waited for the slot's locks held every connection of the pool). Nothing
  // in here asks the pool for another connection.
  const outcome = await deps.db.connection().execute(async (db) => {
    // a refusal found on a read without locks is the answer (it held at that read's instant, within
    // the request); only a request the rules let through takes the locks and reads again
    bayByTheRules(req, await readLocationSpan(deps, known.read, db), deps.now(), user);
    // the member's own booking or waitlist place; an admin's booking for a member is not refused
    await assertWaiverAcceptedAt(db, user.id, location);
    const attempt = () =>
      db
        .transaction()
        .execute((trx) => createInTransaction(trx, deps, user, req, lock, planFor, known));
    // a lost race is run again on fresh reads; a shared-lock attempt that must join the waitlist
    // is redone at once holding the location alone (a redo, not a lost race)
    return retryLostRace(
      () =>
        attempt().catch((err: unknown) => {
          if (!(err instanceof NeedsLocationAlone)) throw err;
          lock = 'update';
          return attempt();
        }),
      () => new DomainError('BAYS_FULL', BOOKING_MESSAGES.baysFull, { canJoinWaitlist: true }),
    );
  });
  deps.outbox.wake();
  return outcome;
}
