import {
  listBookingsOverlappingAsJson,
  listUserBookings,
  listUserLiveBookingsStarting,
  type ListedBooking,
  type Database,
} from '@club/db';
import type { TAvailability, TUser } from '@club/contract';
import {
  bookableDays,
  bookedMinutesOnDay,
  bookingListSpan,
  isDailyLimitReached,
  ownBookingsWindow,
  slotAvailability,
} from '@club/domain';
import type { ServiceDeps } from '../shared/deps';
import { cachedLocation, locationDay } from './day-cache';

/** The member's bookings, newest first, one page (up to the list cap when not asked). */
export function myBookings(db: Database, user: TUser, page?: { limit: number; offset: number }) {
  return listUserBookings(db, user.id, page);
}

/** Bookings (confirmed and waitlisted) in a range, for availability; at most 62 days. */
export async function bookingsInRange(
  db: Database,
  range: { startDate: string; endDate: string; locationId?: number | undefined },
): Promise<ListedBooking[]> {
  const location = await cachedLocation(db, range.locationId);
  const { from, to } = bookingListSpan(range.startDate, range.endDate, location.timeZone);
  return listBookingsOverlappingAsJson(db, { from, to, locationId: range.locationId });
}

/** Every start time of a local day for a duration, with its legend status, for this member. */
export async function availability(
  deps: ServiceDeps,
  user: TUser,
  input: { date: string; durationMinutes: number; locationId?: number | undefined },
): Promise<TAvailability> {
  const { location, bays, busy } = await locationDay(deps.db, input.locationId, input.date);
  const zone = location.timeZone;
  const window = ownBookingsWindow(input.date, zone);
  const own = await listUserLiveBookingsStarting(deps.db, user.id, window.from, window.to);
  const now = deps.now();
  const slots = slotAvailability({
    date: input.date,
    durationMinutes: input.durationMinutes,
    now,
    zone,
    bays,
    busy,
    ownBookings: own,
  });
  const bookedMinutes = bookedMinutesOnDay(own, input.date, zone);
  return {
    locationId: location.id,
    timeZone: zone,
    date: input.date,
    bookableDays: bookableDays(now, zone),
    bookedMinutes,
    dailyLimitReached: isDailyLimitReached({
      date: input.date,
      durationMinutes: input.durationMinutes,
      zone,
      ownBookings: own,
    }),
    slots: slots.map((s) => ({ ...s, start: s.start.toISOString(), end: s.end.toISOString() })),
  };
}
