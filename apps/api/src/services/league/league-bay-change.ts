import {
  listBays,
  listBookingsOverlapping,
  listLeaguesAtLocation,
  type BookingWithBay,
  type LocationRow,
  type Tx,
} from '@club/db';
import {
  addDays,
  assignLeagueNights,
  bookingsNewlyHit,
  localDateOf,
  startOfLocalDay,
} from '@club/domain';

/**
 * A bay leaving its location's leagues (deactivated, or moved to another location): the league
 * nights that held it move to the next free bays. The confirmed upcoming bookings on those bays
 * (not on the bay itself: the bay change counts those) that the moved nights would take. Inside
 * the bay change's transaction, under the location's lock.
 */
export async function bookingsHitWhenBayLeaves(
  trx: Tx,
  location: LocationRow,
  bayId: number,
  now: Date,
): Promise<BookingWithBay[]> {
  const zone = location.timeZone;
  const today = localDateOf(now, zone);
  const leagues = await listLeaguesAtLocation(trx, {
    locationId: location.id,
    fromDate: addDays(today, -1),
    toDate: '9999-12-31',
  });
  if (leagues.length === 0) return [];
  const lastDay =
    leagues
      .map((l) => l.endDate)
      .sort()
      .at(-1) ?? today;
  const bays = await listBays(trx, { locationId: location.id });
  const without = bays.map((b) => (b.id === bayId ? { ...b, isActive: false } : b));
  const within = { fromDate: addDays(today, -1), toDate: lastDay };
  const upcoming = <N extends { endTime: Date }>(nights: N[]) =>
    nights.filter((n) => n.endTime > now);
  const before = upcoming(assignLeagueNights(leagues, bays, zone, within));
  const after = upcoming(assignLeagueNights(leagues, without, zone, within));
  const bookings = await listBookingsOverlapping(trx, {
    from: now,
    to: startOfLocalDay(addDays(lastDay, 2), zone),
    locationId: location.id,
    statuses: ['confirmed'],
  });
  return bookingsNewlyHit(before, after, bookings).filter(
    (b) => b.bayId !== bayId && b.startTime > now,
  );
}
