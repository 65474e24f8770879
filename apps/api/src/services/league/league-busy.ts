import {
  findLocation,
  listBays,
  listLeaguesAtLocation,
  type BayRow,
  type Database,
  type LocationRow,
} from '@club/db';
import { leagueBusy, leagueSeasonDays, type BayBusy } from '@club/domain';

/** What a caller already read of the location (saves reading it again, inside a lock too). */
export interface KnownLocation {
  location?: LocationRow;
  bays?: readonly BayRow[];
}

/**
 * League nights at a location in [from, to) as time held on bays (DECISIONS: a league night holds
 * numberofBays bays, highest ids first), for availability, bay assignment and waitlist promotion.
 */
export async function leagueBusyTime(
  db: Database,
  locationId: number,
  from: Date,
  to: Date,
  known: KnownLocation = {},
): Promise<BayBusy[]> {
  const location = known.location ?? (await findLocation(db, locationId));
  if (!location) return [];
  const zone = location.timeZone;
  const leagues = await listLeaguesAtLocation(db, {
    locationId,
    ...leagueSeasonDays(from, to, zone),
  });
  if (leagues.length === 0) return [];
  const bays = known.bays ?? (await listBays(db, { locationId }));
  return leagueBusy(leagues, bays, from, to, zone);
}
