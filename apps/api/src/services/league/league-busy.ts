import { findLocation, listBays, listLeaguesAtLocation, type Database } from '@club/db';
import { addDays, leagueBusy, localDateOf, type BayBusy } from '@club/domain';

/**
 * League nights at a location in [from, to) as time held on bays (DECISIONS: a league night holds
 * numberofBays bays, highest ids first), for availability, bay assignment and waitlist promotion.
 */
export async function leagueBusyTime(
  db: Database,
  locationId: number,
  from: Date,
  to: Date,
): Promise<BayBusy[]> {
  const location = await findLocation(db, locationId);
  if (!location) return [];
  const zone = location.timeZone;
  const leagues = await listLeaguesAtLocation(db, {
    locationId,
    fromDate: addDays(localDateOf(from, zone), -1),
    toDate: localDateOf(to, zone),
  });
  if (leagues.length === 0) return [];
  const bays = await listBays(db, { locationId });
  return leagueBusy(leagues, bays, from, to, zone);
}
