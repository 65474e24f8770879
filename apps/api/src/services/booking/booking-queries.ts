import {
  listBookingsOverlapping,
  listUserBookings,
  listUserLiveBookingsStarting,
  type BookingRow,
  type Database,
} from '@club/db';
import type { TAvailability, TUser } from '@club/contract';
import {
  addDays,
  bookableDays,
  bookedMinutesOnDay,
  DomainError,
  isDailyLimitReached,
  isLocalDate,
  slotAvailability,
  startOfLocalDay,
} from '@club/domain';
import { baysWithHours, busyTime, resolveLocation } from '../club/club-data';
import type { ServiceDeps } from '../shared/deps';

const HOUR_MS = 60 * 60 * 1000;
const MAX_RANGE_DAYS = 62;

export function myBookings(db: Database, user: TUser) {
  return listUserBookings(db, user.id);
}

/** 'YYYY-MM-DD' is a local day in the location's zone (start of it); anything else an instant. */
function toInstant(value: string, zone: string, endOfDay: boolean): Date {
  if (isLocalDate(value)) return startOfLocalDay(endOfDay ? addDays(value, 1) : value, zone);
  return new Date(value);
}

/** Bookings (confirmed and waitlisted) in a range, for availability; at most 62 days. */
export async function bookingsInRange(
  db: Database,
  range: { startDate: string; endDate: string; locationId?: number | undefined },
): Promise<BookingRow[]> {
  const location = await resolveLocation(db, range.locationId);
  const from = toInstant(range.startDate, location.timeZone, false);
  const to = toInstant(range.endDate, location.timeZone, true);
  if (!(from < to)) throw new DomainError('VALIDATION', 'The end date must be after the start date');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 24 * HOUR_MS) {
    throw new DomainError('VALIDATION', `Ask for at most ${MAX_RANGE_DAYS} days at a time`);
  }
  return listBookingsOverlapping(db, { from, to, locationId: range.locationId });
}

/** Every start time of a local day for a duration, with its legend status, for this member. */
export async function availability(
  deps: ServiceDeps,
  user: TUser,
  input: { date: string; durationMinutes: number; locationId?: number | undefined },
): Promise<TAvailability> {
  const location = await resolveLocation(deps.db, input.locationId);
  const zone = location.timeZone;
  const dayStart = startOfLocalDay(input.date, zone);
  const dayEnd = startOfLocalDay(addDays(input.date, 1), zone);
  const [bays, busy, own] = await Promise.all([
    baysWithHours(deps.db, location.id),
    busyTime(deps.db, location.id, dayStart, new Date(dayEnd.getTime() + 4 * HOUR_MS)),
    listUserLiveBookingsStarting(deps.db, user.id, new Date(dayStart.getTime() - 4 * HOUR_MS), new Date(dayEnd.getTime() + 4 * HOUR_MS)),
  ]);
  const now = deps.now();
  const slots = slotAvailability({ date: input.date, durationMinutes: input.durationMinutes, now, zone, bays, busy, ownBookings: own });
  const bookedMinutes = bookedMinutesOnDay(own, input.date, zone);
  return {
    locationId: location.id,
    timeZone: zone,
    date: input.date,
    bookableDays: bookableDays(now, zone),
    bookedMinutes,
    dailyLimitReached: isDailyLimitReached({ date: input.date, durationMinutes: input.durationMinutes, zone, ownBookings: own }),
    slots: slots.map((s) => ({ ...s, start: s.start.toISOString(), end: s.end.toISOString() })),
  };
}
