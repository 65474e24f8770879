import {
  countActiveEntries,
  listLeagueResults,
  lockLeague,
  lockLocation,
  updateLeagueRow,
} from '@club/db';
import type { TLeague, TUser, ZLeagueEditInput } from '@club/contract';
import {
  assertCanEditLeague,
  DomainError,
  LEAGUE_MESSAGES,
  LEAGUE_SEASON_MESSAGES,
  leagueClockTime,
  leagueMatchDates,
  leagueScheduleChanged,
  leagueStatus,
  localDateOf,
  scoresOffTheNights,
} from '@club/domain';
import type { z } from 'zod';
import { recordAudit } from '../admin/audit-log';
import type { ServiceDeps } from '../shared/deps';
import { assertLeagueNightsFit } from './league-claim';
import { toLeagueDto } from './league-dto';
import { leagueOr404 } from './league-queries';

export type LeagueEdit = z.output<typeof ZLeagueEditInput>;

const START_NOT_PAST = /*i18n*/ 'Start date cannot be in the past';

/**
 * An admin edits a league (DECISIONS: Leagues side by side). Under the location's lock and the
 * league's: the capacity holds the registered entries; new nights (day, times, dates or bays)
 * claim their bays again after every other league's, and are refused with 409 when too few bays
 * are free beside another league or they would take bays from confirmed bookings. Audited.
 */
export async function editLeague(
  deps: ServiceDeps,
  actor: TUser,
  input: LeagueEdit,
): Promise<TLeague> {
  const current = await leagueOr404(deps.db, input.id);
  const zone = current.timeZone;
  const now = deps.now();
  const next = {
    startDate: input.startDate,
    endDate: input.endDate,
    dayOfWeek: input.dayOfWeek,
    startTime: leagueClockTime(input.startTime),
    endTime: leagueClockTime(input.endTime),
    numBays: input.numberofBays,
  };
  const before = toLeagueDto(current, now);
  await deps.db.transaction().execute(async (trx) => {
    await lockLocation(trx, current.locationId);
    const locked = await lockLeague(trx, current.id);
    if (!locked) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
    const scheduleChanged = leagueScheduleChanged(locked, next);
    const startDateChanged = locked.startDate !== next.startDate;
    assertCanEditLeague({
      status: leagueStatus(locked, now, zone),
      fixedFieldsChanged:
        input.locationId !== locked.locationId ||
        input.teamType !== locked.teamType ||
        input.gameType !== locked.gameType,
      scheduleChanged,
      startDateChanged,
      capacity: input.capacity,
      teamType: locked.teamType,
      activeEntries: await countActiveEntries(trx, locked.id),
    });
    if (startDateChanged && next.startDate < localDateOf(now, zone)) {
      throw new DomainError('VALIDATION', START_NOT_PAST, {
        fieldErrors: { startDate: START_NOT_PAST },
      });
    }
    if (scheduleChanged) {
      const orphaned = scoresOffTheNights(
        await listLeagueResults(trx, locked.id),
        leagueMatchDates(next),
      ).length;
      if (orphaned > 0) {
        throw new DomainError('CONFLICT', LEAGUE_SEASON_MESSAGES.scoresOnDroppedNights(orphaned));
      }
      await assertLeagueNightsFit(trx, {
        locationId: locked.locationId,
        zone,
        candidate: { ...locked, ...next, baysClaimedAt: now },
        previous: locked,
        now,
      });
    }
    await updateLeagueRow(trx, locked.id, {
      name: input.name,
      description: input.description,
      format: input.format,
      ...next,
      durationWeeks: input.durationWeeks,
      capacity: input.capacity,
      feeCents: Math.round(input.fee * 100),
      prizes: input.prizes,
      ...(scheduleChanged ? { baysClaimedAt: now } : {}),
    });
    const after = toLeagueDto({ ...(await leagueOr404(trx, locked.id)) }, now);
    await recordAudit(
      trx,
      actor,
      'league.update',
      { entityType: 'league', entityId: locked.id },
      before,
      after,
    );
  });
  return toLeagueDto(await leagueOr404(deps.db, current.id), deps.now());
}
