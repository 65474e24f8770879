import {
  activeLeagueEntrants,
  findLocation,
  listBays,
  listLeaguesTouching,
  lockLiveDoorCodesOfParticipant,
  type LeagueForReminder,
  type Tx,
} from '@club/db';
import { addDays, assignLeagueNights, DAY_MS, localDateOf } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';
import { DOOR_CODE_JOB, reconcileDoorCode, removeDoorCode, type DoorDeps } from './door-codes';

/** League nights get their members' codes this far ahead (not the whole season at once). */
export const LEAGUE_DOOR_HORIZON_DAYS = 14;
export const LEAGUE_DOOR_JOB = 'door-codes-league';

/**
 * The periodic job: each active entry of a league night starting within the next 14 days gets a
 * code for that night (participant and night start; the unique index keeps one), moved when the
 * night moved. Idempotent: a night whose code already says so changes nothing. Answers how many
 * nights were looked at.
 */
export async function syncLeagueNightCodes(deps: ServiceDeps): Promise<number> {
  if (!deps.door) return 0;
  const now = deps.now();
  const horizon = new Date(now.getTime() + LEAGUE_DOOR_HORIZON_DAYS * DAY_MS);
  const within = {
    fromDate: addDays(localDateOf(now, 'UTC'), -2),
    toDate: addDays(localDateOf(horizon, 'UTC'), 2),
  };
  const byLocation = new Map<number, LeagueForReminder[]>();
  for (const l of await listLeaguesTouching(deps.db, within))
    byLocation.set(l.locationId, [...(byLocation.get(l.locationId) ?? []), l]);
  let nights = 0;
  for (const [locationId, leagues] of byLocation) {
    const location = await findLocation(deps.db, locationId);
    const deviceId = location?.doorDeviceId;
    if (!location || !deviceId) continue;
    const bays = await listBays(deps.db, { locationId });
    const due = assignLeagueNights(leagues, bays, location.timeZone, within).filter(
      (n) => n.endTime > now && n.startTime <= horizon,
    );
    for (const night of due) {
      nights += 1;
      await deps.db.transaction().execute(async (trx) => {
        for (const entry of await activeLeagueEntrants(trx, night.leagueId)) {
          await reconcileDoorCode(
            trx,
            deps,
            { leagueParticipantId: entry.id, nightStart: night.startTime },
            { userId: entry.userId, deviceId, start: night.startTime, end: night.endTime },
          );
        }
      });
    }
  }
  deps.jobs.wake(DOOR_CODE_JOB);
  return nights;
}

/** A league entry ended (withdrawn or removed): its nights' codes leave the lock. */
export async function removeEntryDoorCodes(trx: Tx, deps: DoorDeps, participantId: number) {
  if (!deps.door) return;
  for (const row of await lockLiveDoorCodesOfParticipant(trx, participantId))
    await removeDoorCode(trx, deps, row);
}
