import {
  findBooking,
  findUserById,
  listBookingsOverlapping,
  listWaitlisted,
  lockBooking,
  lockLocation,
  lockUsers,
  membershipTypesOf,
  setBookingStatus,
  setWaitlistPosition,
  type BookingWithBay,
} from '@club/db';
import type { TUser } from '@club/contract';
import {
  ADMIN_MESSAGES,
  DomainError,
  planSinglePromotion,
  waitlistPlanSpan,
  WAITLIST_MESSAGES,
  type WaitlistPromotion,
} from '@club/domain';
import { waitlistPromotedMail } from '../../mail/booking-mails';
import { cancelBooking } from '../booking/booking-cancel';
import { BOOKING_NOT_FOUND } from '../booking/booking-service';
import { toBookingDto } from '../booking/booking-dto';
import { withPlanPrices } from '../booking/waitlist-service';
import { baysWithHours, otherBusyTime } from '../club/club-data';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { bookingCancelledByClubMail } from './admin-mails';
import { recordAudit } from './audit-log';
import { chargePromotions } from '../ledger/ledger-lines';
import { mailClub } from '../club/mail-club';
import { syncBookingDoorCode } from '../door/door-codes';

export interface AdminBookingChange {
  booking: BookingWithBay;
  promoted: WaitlistPromotion[];
}

async function existingBooking(deps: ServiceDeps, id: number): Promise<BookingWithBay> {
  const booking = await findBooking(deps.db, id);
  if (!booking) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
  return booking;
}

/**
 * Admin cancel of any live booking: the one cancel path (cancelBooking as an admin), with the
 * admin's audit record in its transaction and the club's mail to the member once committed (for a
 * session not yet started), before every promoted member is mailed.
 */
export async function cancelAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
): Promise<AdminBookingChange> {
  return cancelBooking(deps, actor, id, {
    asAdmin: true,
    record: (trx, before, after) =>
      recordAudit(
        trx,
        actor,
        'booking.cancel',
        { entityType: 'booking', entityId: id },
        toBookingDto(before),
        toBookingDto(after),
      ),
    tell: async (cancelled, zone) => {
      const member = await findUserById(deps.db, cancelled.userId);
      if (!member || cancelled.startTime <= deps.now()) return;
      await sendQuietly(
        deps,
        bookingCancelledByClubMail(
          member,
          cancelled,
          zone,
          /*i18n*/ 'The booking was cancelled by the front desk.',
          await mailClub(deps, cancelled.locationId),
        ),
      );
    },
  });
}

/**
 * Admin promote of one waitlisted booking: confirmed on the first free bay within the member's
 * daily limit (a clear 409 when no bay is free), the queue renumbered, the member e-mailed.
 */
export async function promoteAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
): Promise<AdminBookingChange> {
  const existing = await existingBooking(deps, id);
  const result = await deps.db.transaction().execute(async (trx) => {
    const location = await lockLocation(trx, existing.locationId);
    const booking = await lockBooking(trx, id);
    if (!booking || !location) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
    if (booking.status !== 'waitlisted')
      throw new DomainError('CONFLICT', WAITLIST_MESSAGES.notWaitlisted);
    const now = deps.now();
    if (booking.startTime <= now) throw new DomainError('CONFLICT', ADMIN_MESSAGES.promoteStarted);
    await lockUsers(trx, [booking.userId]);
    const zone = location.timeZone;
    const span = waitlistPlanSpan([booking], zone) ?? {
      from: booking.startTime,
      to: booking.endTime,
    };
    const [bays, confirmed, otherBusy, waitlist] = await Promise.all([
      baysWithHours(trx, location.id),
      listBookingsOverlapping(trx, { ...span, locationId: location.id, statuses: ['confirmed'] }),
      otherBusyTime(trx, location.id, span.from, span.to),
      listWaitlisted(trx, location.id, now),
    ]);
    const plan = planSinglePromotion({
      bays,
      confirmed: confirmed.flatMap((c) => (c.bayId === null ? [] : [{ ...c, bayId: c.bayId }])),
      otherBusy,
      waitlist,
      zone,
      bookingId: booking.id,
    });
    const tiers = await membershipTypesOf(trx, [booking.userId], now);
    const [promotion = plan.promotion] = await withPlanPrices(
      trx,
      [plan.promotion],
      [booking],
      zone,
      tiers,
    );
    await setBookingStatus(
      trx,
      booking.id,
      {
        status: 'confirmed',
        bayId: promotion.bayId,
        waitlistPosition: null,
        priceCents: promotion.priceCents,
        planMinutes: promotion.planMinutes,
        isPeak: promotion.isPeak,
      },
      now,
    );
    await syncBookingDoorCode(trx, deps, booking.id);
    for (const p of plan.positions) {
      const current = waitlist.find((w) => w.id === p.id);
      if (current?.waitlistPosition !== p.waitlistPosition)
        await setWaitlistPosition(trx, p.id, p.waitlistPosition);
    }
    await chargePromotions(trx, deps, [promotion]);
    const after = await findBooking(trx, booking.id);
    if (!after) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
    const before = toBookingDto({ ...booking, bayName: null });
    await recordAudit(
      trx,
      actor,
      'booking.promote',
      { entityType: 'booking', entityId: id },
      before,
      toBookingDto(after),
    );
    return { booking: after, promoted: [promotion], zone };
  });
  const member = await findUserById(deps.db, result.booking.userId);
  if (member)
    await sendQuietly(
      deps,
      waitlistPromotedMail(
        member,
        result.booking,
        result.booking.bayName,
        result.zone,
        await mailClub(deps, result.booking.locationId),
      ),
    );
  return result;
}
