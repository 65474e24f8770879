import {
  findBooking,
  lockBooking,
  lockLocation,
  setBookingStatus,
  type BookingWithBay,
  type Tx,
} from '@club/db';
import type { TUser } from '@club/contract';
import {
  BOOKING_MESSAGES,
  canCancelBooking,
  DomainError,
  type WaitlistPromotion,
} from '@club/domain';
import { bookingCancelledMail } from '../../mail/account-mails';
import { creditSessions } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { BOOKING_NOT_FOUND } from './booking-service';
import { mailPromotions, promoteWaitlist } from './waitlist-service';
import { syncBookingDoorCode } from '../door/door-codes';
import { retryLostRace } from '../shared/lost-race';

/** Who cancels, and what an admin's cancel adds to it (cancelAsAdmin). */
export interface CancelOptions {
  asAdmin: boolean;
  /** In the cancel's transaction, once the waitlist is promoted (the admin's audit record). */
  record?: (trx: Tx, before: BookingWithBay, after: BookingWithBay) => Promise<void>;
  /** Once committed, before the promoted members are mailed (the club's mail to the member). */
  tell?: (cancelled: BookingWithBay, zone: string) => Promise<void>;
}

/**
 * Cancels a booking (a member their own, not yet started; an admin any live one): the row stays as
 * `cancelled` and, in the same transaction, the waitlisted bookings that now fit are confirmed.
 * The one cancel path: an admin's cancel is this with `asAdmin` and its record and mail.
 */
export async function cancelBooking(
  deps: ServiceDeps,
  actor: TUser,
  bookingId: number,
  opts: CancelOptions,
): Promise<{ booking: BookingWithBay; promoted: WaitlistPromotion[] }> {
  const existing = await findBooking(deps.db, bookingId);
  if (!existing || (!opts.asAdmin && existing.userId !== actor.id)) {
    throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
  }
  // run again on a race lost to another command (a deadlock, a serialization failure)
  const { zone, ...result } = await retryLostRace(() =>
    deps.db.transaction().execute(async (trx) => {
      const location = await lockLocation(trx, existing.locationId);
      const booking = await lockBooking(trx, bookingId);
      if (!booking || !location) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
      const now = deps.now();
      if (!canCancelBooking({ booking, now, asAdmin: opts.asAdmin })) {
        throw new DomainError('CONFLICT', BOOKING_MESSAGES.notCancellable);
      }
      await setBookingStatus(trx, booking.id, { status: 'cancelled', waitlistPosition: null }, now);
      await syncBookingDoorCode(trx, deps, booking.id);
      // a confirmed session's price (and its guests' fees, before the start) go back
      await creditSessions(trx, deps, [booking]);
      // a member's own cancellation is confirmed by e-mail, queued with it (an admin's mails itself)
      if (!opts.asAdmin) {
        const mail = bookingCancelledMail(actor, booking, location.timeZone, location);
        await deps.outbox.queue(mail, trx);
      }
      const promoted = await promoteWaitlist(trx, location, now, deps);
      const cancelled = {
        ...booking,
        bayName: existing.bayName,
        status: 'cancelled' as const,
        waitlistPosition: null,
        updatedAt: now,
        cancelledAt: now,
      };
      await opts.record?.(trx, { ...booking, bayName: existing.bayName }, cancelled);
      return { booking: cancelled, promoted, zone: location.timeZone };
    }),
  );
  deps.outbox.wake();
  await opts.tell?.(result.booking, zone);
  await mailPromotions(deps, result.promoted, zone);
  return result;
}
