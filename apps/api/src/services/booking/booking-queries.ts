import {
  listBookingsOverlappingAsJson,
  listUserBookings,
  readMemberDay,
  type ListedBooking,
  type Database,
} from '@club/db';
import type { TAvailability, TUser } from '@club/contract';
import {
  bookableDays,
  bookedMinutesOnDay,
  bookingListSpan,
  bookingWindowDaysFor,
  coverSession,
  isDailyLimitReached,
  memberSlots,
  ownBookingsWindow,
  planMinutesLeft,
  planMonthOf,
  planPriceCents,
  startOfLocalDay,
} from '@club/domain';
import type { ServiceDeps } from '../shared/deps';
import { resolveLocation } from '../club/club-data';
import { guestQuote } from './booking-guests';
import { locationDay, slotPlan } from './location-days';

/** The member's bookings, newest first, one page (up to the list cap when not asked). */
export function myBookings(db: Database, user: TUser, page?: { limit: number; offset: number }) {
  return listUserBookings(db, user.id, page);
}

/** Bookings (confirmed and waitlisted) in a range, for availability; at most 62 days. */
export async function bookingsInRange(
  db: Database,
  range: { startDate: string; endDate: string; locationId?: number | undefined },
): Promise<ListedBooking[]> {
  const location = await resolveLocation(db, range.locationId);
  const { from, to } = bookingListSpan(range.startDate, range.endDate, location.timeZone);
  return listBookingsOverlappingAsJson(db, { from, to, locationId: range.locationId });
}

/**
 * Every start time of a local day for a duration, with its legend status, for this member: their
 * plan sets the window (Elite 21 days) and Starter's off-peak rule, and each price counts what the
 * plan has left in the day's month.
 */
export async function availability(
  deps: ServiceDeps,
  user: TUser,
  input: { date: string; durationMinutes: number; locationId?: number | undefined },
): Promise<TAvailability> {
  const day = await locationDay(deps, input.locationId, input.date);
  const { location } = day;
  const zone = location.timeZone;
  const now = deps.now();
  const window = ownBookingsWindow(input.date, zone);
  const tier = user.membershipType;
  const dayStart = startOfLocalDay(input.date, zone);
  const month = planMonthOf(dayStart, zone);
  // the member's part of the answer: one statement (the day's part is kept: locationDay)
  const mine = await readMemberDay(deps.db, { userId: user.id, own: window, month });
  const guestCharges = guestQuote(user, location, mine.guestPassesUsed);
  // the member's lessons are their time too: own overlap and the 4 h/day limit count them
  const own = [...mine.bookings, ...mine.lessons];
  const minutesLeft = planMinutesLeft(tier, mine.planUsedMinutes);
  const cover = coverSession(input.durationMinutes, minutesLeft);
  const windowDays = bookingWindowDaysFor(tier);
  const { plan, starts, ends } = slotPlan(day, input.date, input.durationMinutes);
  const decisions = memberSlots(plan, {
    now,
    ownBookings: own,
    windowDays,
    offPeakOnly: tier === 'starter',
  });
  const bookedMinutes = bookedMinutesOnDay(own, input.date, zone);
  return {
    locationId: location.id,
    timeZone: zone,
    date: input.date,
    bookableDays: bookableDays(now, zone, windowDays),
    bookedMinutes,
    dailyLimitReached: isDailyLimitReached({
      date: input.date,
      durationMinutes: input.durationMinutes,
      zone,
      ownBookings: own,
    }),
    plan: { tier, minutesLeft },
    guestCharges,
    // one decision per planned slot, in the plan's order
    slots: decisions.map((decision, i) => ({
      start: starts[i] ?? '',
      end: ends[i] ?? '',
      label: plan.slots[i]?.label ?? '',
      ...decision,
      priceCents:
        decision.priceCents === null
          ? null
          : planPriceCents(cover, decision.status === 'peak', 'member'),
    })),
  };
}
