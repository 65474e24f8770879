import {
  firstLocation,
  findLocation,
  listBays,
  listLessonsOverlapping,
  listOperatingHours,
  type BayRow,
  type Database,
  type LocationRow,
  type OperatingHoursRow,
} from '@club/db';
import { CLUB_NOT_SET_UP, DomainError, type BayBusy, type BayForBooking } from '@club/domain';
import { leagueBusyTime, type KnownLocation } from '../league/league-busy';

export type BayWithHours = BayRow & BayForBooking;

/**
 * A location by id, or the club's first location when no id is given (none yet: the club is not
 * set up, a 409 with the first-run message, not a 404).
 */
export async function resolveLocation(db: Database, locationId?: number): Promise<LocationRow> {
  const location =
    locationId === undefined ? await firstLocation(db) : await findLocation(db, locationId);
  if (location) return location;
  throw locationId === undefined
    ? new DomainError('NOT_SET_UP', CLUB_NOT_SET_UP)
    : new DomainError('NOT_FOUND', /*i18n*/ 'Location not found');
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
