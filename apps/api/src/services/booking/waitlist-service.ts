import {
  findBooking,
  findUserById,
  listBookingsOverlapping,
  listWaitlisted,
  lockUsers,
  setBookingStatus,
  setWaitlistPosition,
  type LocationRow,
  type Tx,
} from '@club/db';
import { planWaitlistPromotions, waitlistPlanSpan, type WaitlistPromotion } from '@club/domain';
import { waitlistPromotedMail } from '../../mail/booking-mails';
import { baysWithHours, otherBusyTime } from '../club/club-data';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';

/**
 * Inside the caller's transaction (with the location locked): confirms the waitlisted bookings
 * that now fit, in position order and within each member's daily limit, and renumbers the rest.
 */
export async function promoteWaitlist(
  trx: Tx,
  location: LocationRow,
  now: Date,
): Promise<WaitlistPromotion[]> {
  const waitlist = await listWaitlisted(trx, location.id, now);
  const span = waitlistPlanSpan(waitlist, location.timeZone);
  if (!span) return [];
  await lockUsers(
    trx,
    waitlist.map((w) => w.userId),
  );
  const { from, to } = span;
  const [bays, confirmed, otherBusy] = await Promise.all([
    baysWithHours(trx, location.id),
    listBookingsOverlapping(trx, { from, to, locationId: location.id, statuses: ['confirmed'] }),
    otherBusyTime(trx, location.id, from, to),
  ]);
  const plan = planWaitlistPromotions({
    bays,
    confirmed: confirmed.flatMap((c) => (c.bayId === null ? [] : [{ ...c, bayId: c.bayId }])),
    otherBusy,
    waitlist,
    zone: location.timeZone,
    now,
  });
  for (const p of plan.promotions) {
    await setBookingStatus(trx, p.bookingId, {
      status: 'confirmed',
      bayId: p.bayId,
      waitlistPosition: null,
      priceCents: p.priceCents,
      isPeak: p.isPeak,
    });
  }
  for (const p of plan.positions) {
    const current = waitlist.find((w) => w.id === p.id);
    if (current?.waitlistPosition !== p.waitlistPosition)
      await setWaitlistPosition(trx, p.id, p.waitlistPosition);
  }
  return plan.promotions;
}

/** After the commit: e-mails each promoted member that their booking is confirmed. */
export async function mailPromotions(
  deps: ServiceDeps,
  promoted: readonly WaitlistPromotion[],
  zone: string,
) {
  for (const p of promoted) {
    const booking = await findBooking(deps.db, p.bookingId);
    const user = await findUserById(deps.db, p.userId);
    if (booking && user)
      await sendQuietly(deps, waitlistPromotedMail(user, booking, booking.bayName, zone));
  }
}
