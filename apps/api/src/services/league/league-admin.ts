import {
  cancelLeague,
  countActiveEntries,
  countActiveEntriesByLeague,
  findLocation,
  insertLeague,
  listLeagues,
  lockLeague,
  lockLocation,
  setLeagueParticipantCount,
} from '@club/db';
import type { TLeague, TLeagueRecalculation, ZLeagueForm } from '@club/contract';
import {
  assertCanDeleteLeague,
  DomainError,
  LEAGUE_MESSAGES,
  leagueClockTime,
  leagueStatus,
  localDateOf,
  playersOfEntries,
} from '@club/domain';
import type { z } from 'zod';
import type { ServiceDeps } from '../shared/deps';
import { assertLeagueNightsFit } from './league-claim';
import { leagueOr404 } from './league-queries';
import { toLeagueDto } from './league-dto';

export type LeagueCreate = z.output<typeof ZLeagueForm>;

const START_NOT_PAST = /*i18n*/ 'Start date cannot be in the past';

/**
 * Creates a league (upcoming, no participants). Its nights hold bays, so under the location's lock
 * (the one every booking command takes) it is refused with 409 when they would take bays from
 * confirmed bookings (naming how many) or from another league's nights.
 */
export async function createLeague(deps: ServiceDeps, input: LeagueCreate): Promise<TLeague> {
  const location = await findLocation(deps.db, input.locationId);
  if (!location) {
    throw new DomainError('VALIDATION', LEAGUE_MESSAGES.locationNotFound, {
      fieldErrors: { locationId: LEAGUE_MESSAGES.locationNotFound },
    });
  }
  const zone = location.timeZone;
  if (input.startDate < localDateOf(deps.now(), zone)) {
    throw new DomainError('VALIDATION', START_NOT_PAST, {
      fieldErrors: { startDate: START_NOT_PAST },
    });
  }
  const candidate = {
    id: 0,
    startDate: input.startDate,
    endDate: input.endDate,
    dayOfWeek: input.dayOfWeek,
    startTime: leagueClockTime(input.startTime),
    endTime: leagueClockTime(input.endTime),
    numBays: input.numberofBays,
    // it claims its bays after every league already there
    baysClaimedAt: deps.now(),
  };
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockLocation(trx, location.id);
    await assertLeagueNightsFit(trx, {
      locationId: location.id,
      zone,
      candidate,
      now: deps.now(),
    });
    const row = await insertLeague(trx, {
      name: input.name,
      description: input.description,
      locationId: location.id,
      location: input.location,
      format: input.format,
      teamType: input.teamType,
      gameType: input.gameType,
      startDate: input.startDate,
      endDate: input.endDate,
      dayOfWeek: input.dayOfWeek,
      startTime: candidate.startTime,
      endTime: candidate.endTime,
      durationWeeks: input.durationWeeks,
      capacity: input.capacity,
      currentParticipants: 0,
      feeCents: Math.round(input.fee * 100),
      numBays: input.numberofBays,
      prizes: input.prizes,
      status: 'upcoming',
      baysClaimedAt: candidate.baysClaimedAt,
    });
    return row.id;
  });
  return toLeagueDto(await leagueOr404(deps.db, id), deps.now());
}

/** Deletes (cancels) a league: only an upcoming one with no active participants (DECISIONS gap 5). */
export async function deleteLeague(deps: ServiceDeps, id: number): Promise<TLeague> {
  const league = await leagueOr404(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockLeague(trx, id);
    if (!locked) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
    assertCanDeleteLeague({
      status: leagueStatus(locked, deps.now(), league.timeZone),
      activeParticipants: await countActiveEntries(trx, id),
    });
    await cancelLeague(trx, id);
  });
  return toLeagueDto(await leagueOr404(deps.db, id), deps.now());
}

/** Recalculate Counts: each league's currentParticipants set from its active registrations (in players). */
export async function recalculateLeagueCounts(deps: ServiceDeps): Promise<TLeagueRecalculation> {
  const [leagues, counts] = await Promise.all([
    listLeagues(deps.db),
    countActiveEntriesByLeague(deps.db),
  ]);
  const results: TLeagueRecalculation['results'] = [];
  for (const league of leagues) {
    const entries = counts.find((c) => c.leagueId === league.id)?.entries ?? 0;
    const players = playersOfEntries(entries, league.teamType);
    if (players === league.currentParticipants) continue;
    await setLeagueParticipantCount(deps.db, league.id, players);
    results.push({
      leagueId: league.id,
      name: league.name,
      previousCount: league.currentParticipants,
      currentCount: players,
    });
  }
  return { checked: leagues.length, updated: results.length, results };
}
