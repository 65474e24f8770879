import {
  findBooking,
  findUserById,
  listBookingsOverlapping,
  listLessonsWithNames,
  listWaitlisted,
  lockUsers,
  membershipTypesOf,
  planUsedMinutes,
  setBookingStatus,
  setWaitlistPosition,
  type LocationRow,
  type Tx,
} from '@club/db';
import {
  booksOffPeakOnly,
  minutesBetween,
  planMonthOf,
  planWaitlistPromotions,
  priceSessionsInOrder,
  waitlistPlanSpan,
  type MembershipType,
  type PlanMonth,
  type WaitlistPromotion,
} from '@club/domain';
import { waitlistPromotedMail } from '../../mail/booking-mails';
import { baysWithHours, otherBusyTime } from '../club/club-data';
import { chargePromotions } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { mailClub } from '../club/mail-club';
import { syncBookingDoorCode, type DoorDeps } from '../door/door-codes';

/**
 * Inside the caller's transaction (with the location locked): confirms the waitlisted bookings
 * that now fit, in position order and within each member's daily limit, and renumbers the rest.
 */
export async function promoteWaitlist(
  trx: Tx,
  location: LocationRow,
  now: Date,
  door: DoorDeps,
): Promise<WaitlistPromotion[]> {
  const waitlist = await listWaitlisted(trx, location.id, now);
  const span = waitlistPlanSpan(waitlist, location.timeZone);
  if (!span) return [];
  await lockUsers(
    trx,
    waitlist.map((w) => w.userId),
  );
  const { from, to } = span;
  const [bays, confirmed, otherBusy, lessons, tiers] = await Promise.all([
    baysWithHours(trx, location.id),
    listBookingsOverlapping(trx, { from, to, locationId: location.id, statuses: ['confirmed'] }),
    otherBusyTime(trx, location.id, from, to),
    listLessonsWithNames(trx, { from, to, locationId: location.id }),
    membershipTypesOf(trx, [...new Set(waitlist.map((w) => w.userId))], now),
  ]);
  // a member's lessons count towards their daily limit (issue 24); their bays are in otherBusy
  const lessonTime = lessons.map(({ id, userId, bayId, startTime, endTime }) => ({
    id: -id,
    userId,
    bayId,
    startTime,
    endTime,
  }));
  const plan = planWaitlistPromotions({
    bays,
    confirmed: [
      ...confirmed.flatMap((c) => (c.bayId === null ? [] : [{ ...c, bayId: c.bayId }])),
      ...lessonTime,
    ],
    otherBusy,
    waitlist,
    zone: location.timeZone,
    now,
    // a promotion is the member's own booking: Starter's off-peak rule holds (DECISIONS.md)
    offPeakOnly: new Set([...tiers].flatMap(([id, tier]) => (booksOffPeakOnly(tier) ? [id] : []))),
  });
  const promotions = await withPlanPrices(trx, plan.promotions, waitlist, location.timeZone, tiers);
  for (const p of promotions) {
    await setBookingStatus(
      trx,
      p.bookingId,
      {
        status: 'confirmed',
        bayId: p.bayId,
        waitlistPosition: null,
        priceCents: p.priceCents,
        planMinutes: p.planMinutes,
        isPeak: p.isPeak,
      },
      now,
    );
  }
  // a promotion confirms: its door code is made with it
  for (const p of promotions) await syncBookingDoorCode(trx, door, p.bookingId);
  for (const p of plan.positions) {
    const current = waitlist.find((w) => w.id === p.id);
    if (current?.waitlistPosition !== p.waitlistPosition)
      await setWaitlistPosition(trx, p.id, p.waitlistPosition);
  }
  // a promotion confirms: its price and its guests' fees are charged with it
  await chargePromotions(trx, { now: () => now }, promotions);
  return promotions;
}

/**
 * The promotions priced as bookings are (DECISIONS.md, Plans mean something): in order, each
 * drawing on what its member's plan (`tiers`) has left in the session's month (the members are
 * locked), the rest charged on the member schedule.
 */
export async function withPlanPrices(
  trx: Tx,
  promotions: readonly WaitlistPromotion[],
  waitlist: readonly { id: number; startTime: Date; endTime: Date }[],
  zone: string,
  tiers: ReadonlyMap<number, MembershipType>,
): Promise<WaitlistPromotion[]> {
  if (promotions.length === 0) return [];
  const userIds = [...new Set(promotions.map((p) => p.userId))];
  const months = new Map<string, PlanMonth>();
  const sessions = promotions.map((p) => {
    const row = waitlist.find((w) => w.id === p.bookingId);
    if (!row) throw new Error(`Promotion of booking ${p.bookingId} not on the waitlist`);
    const month = planMonthOf(row.startTime, zone);
    months.set(month.month, month);
    const tier = tiers.get(p.userId) ?? 'none';
    const minutes = minutesBetween(row.startTime, row.endTime);
    return { userId: p.userId, tier, month: month.month, minutes, isPeak: p.isPeak };
  });
  const used = new Map<string, number>();
  for (const month of months.values()) {
    const byUser = await planUsedMinutes(trx, userIds, month);
    for (const id of userIds) used.set(`${id}|${month.month}`, byUser.get(id) ?? 0);
  }
  const prices = priceSessionsInOrder(sessions, used);
  return promotions.map((p, i) => ({ ...p, ...prices[i] }));
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
      await sendQuietly(
        deps,
        waitlistPromotedMail(
          user,
          booking,
          booking.bayName,
          zone,
          await mailClub(deps, booking.locationId),
        ),
      );
  }
}
