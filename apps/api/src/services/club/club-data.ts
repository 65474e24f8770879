import {
  firstLocation,
  findLocation,
  listBays,
  listLessonsOverlapping,
  listOperatingHours,
  executeStatement,
  locationDayStatement,
  mapStatement,
  type BayRow,
  type BookingRow,
  type Database,
  type LocationRow,
  type OperatingHoursRow,
  type Statement,
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

const sharedWithHours = new WeakMap<
  readonly BayRow[],
  { hours: readonly OperatingHoursRow[]; bays: BayWithHours[] }
>();

/**
 * withHours for a read's shared bays and hours (readLocationDay parses them once while they are
 * unchanged): made once for them, so each bay's hours stay the same list from request to request
 * and the domain's open-hours cache, kept per list, is not rebuilt for every booking.
 */
function sharedBaysWithHours(
  bays: readonly BayRow[],
  hours: readonly OperatingHoursRow[],
): BayWithHours[] {
  const kept = sharedWithHours.get(bays);
  if (kept?.hours === hours) return kept.bays;
  const made = withHours(bays, hours);
  sharedWithHours.set(bays, { hours, bays: made });
  return made;
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
export function readLocationSpan(db: Database, q: LocationSpanQuery): Promise<LocationSpan> {
  return executeStatement(db, locationSpanStatement(db, q));
}

export interface LocationSpanQuery {
  locationId: number | undefined;
  zone: string;
  from: Date;
  to: Date;
  own?: { userId: number; from: Date; to: Date };
}

/** readLocationSpan as a statement of a batched transaction (a member's booking sends it). */
export function locationSpanStatement(db: Database, q: LocationSpanQuery): Statement<LocationSpan> {
  const read = locationDayStatement(db, {
    locationId: q.locationId,
    busy: { from: q.from, to: q.to },
    leagueDays: leagueSeasonDays(q.from, q.to, q.zone),
    ...(q.own ? { own: q.own } : {}),
  });
  return mapStatement(read, (found) => {
    if (!found) throw new DomainError('NOT_FOUND', 'Location not found');
    const { location, hours } = found;
    const bays = sharedBaysWithHours(found.bays, hours);
    const leagueNights =
      found.leagues.length === 0
        ? []
        : leagueBusy(found.leagues, bays, q.from, q.to, location.timeZone);
    return {
      location,
      bays,
      busy: [...found.bookings, ...found.lessons, ...leagueNights],
      own: found.own,
    };
  });
}
