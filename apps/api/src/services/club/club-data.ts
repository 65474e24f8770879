import {
  firstLocation,
  findLocation,
  listBays,
  listLessonsOverlapping,
  listOperatingHours,
  readLocationDay,
  type BayRow,
  type BookingRow,
  type Database,
  type LocationRow,
  type OperatingHoursRow,
} from '@club/db';
import {
  DomainError,
  leagueBusy,
  leagueSeasonDays,
  type BayBusy,
  type BayForBooking,
} from '@club/domain';
import { leagueBusyTime, type KnownLocation } from '../league/league-busy';

export type BayWithHours = BayRow & BayForBooking;

/** A location by id, or the club's first location when no id is given. */
export async function resolveLocation(db: Database, locationId?: number): Promise<LocationRow> {
  const location =
    locationId === undefined ? await firstLocation(db) : await findLocation(db, locationId);
  if (!location) throw new DomainError('NOT_FOUND', 'Location not found');
  return location;
}

/** The location's bays with their operating hours, in the shape the domain rules read. */
export async function baysWithHours(db: Database, locationId: number): Promise<BayWithHours[]> {
  const bays = await listBays(db, { locationId });
  const hours = await listOperatingHours(
    db,
    bays.map((b) => b.id),
  );
  return withHours(bays, hours);
}

/** Each bay with its own operating hours. */
function withHours(bays: readonly BayRow[], hours: readonly OperatingHoursRow[]): BayWithHours[] {
  return bays.map((bay) => ({ ...bay, hours: hours.filter((h) => h.bayId === bay.id) }));
}

/** Time held on bays by something other than a booking (lessons and league nights) in [from, to). */
export async function otherBusyTime(
  db: Database,
  locationId: number,
  from: Date,
  to: Date,
  known: KnownLocation = {},
): Promise<BayBusy[]> {
  const [lessons, leagueNights] = await Promise.all([
    listLessonsOverlapping(db, { from, to, locationId }),
    leagueBusyTime(db, locationId, from, to, known),
  ]);
  return [...lessons, ...leagueNights];
}

/** A location's bays with their hours, what holds them in a span, and a member's own bookings. */
export interface LocationSpan {
  location: LocationRow;
  bays: BayWithHours[];
  /** Confirmed bookings, lessons and league nights holding bays in [from, to). */
  busy: BayBusy[];
  /** The member's live bookings starting in `own` (empty when not asked). */
  own: BookingRow[];
}

/**
 * Everything `baysWithHours`, `busyTime` and a member's own bookings would read, in one statement
 * (readLocationDay). `zone` is the location's time zone as the caller knows it (league nights are
 * picked by its local days): a caller holding no lock compares it with `location.timeZone`.
 */
export async function readLocationSpan(
  db: Database,
  q: {
    locationId: number | undefined;
    zone: string;
    from: Date;
    to: Date;
    own?: { userId: number; from: Date; to: Date };
  },
): Promise<LocationSpan> {
  const read = await readLocationDay(db, {
    locationId: q.locationId,
    busy: { from: q.from, to: q.to },
    leagueDays: leagueSeasonDays(q.from, q.to, q.zone),
    ...(q.own ? { own: q.own } : {}),
  });
  if (!read) throw new DomainError('NOT_FOUND', 'Location not found');
  const { location, hours } = read;
  const bays = withHours(read.bays, hours);
  const leagueNights =
    read.leagues.length === 0
      ? []
      : leagueBusy(read.leagues, bays, q.from, q.to, location.timeZone);
  return {
    location,
    bays,
    busy: [...read.bookings, ...read.lessons, ...leagueNights],
    own: read.own,
  };
}
