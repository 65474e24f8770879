import {
  findActiveParticipant,
  findLeagueResult,
  findResultFor,
  insertLeagueResult,
  lockLeague,
  updateLeagueResultScore,
} from '@club/db';
import {
  LEAGUE_REGISTRATION_MESSAGES,
  type TLeagueResult,
  type ZLeagueResultSaveInput,
} from '@club/contract';
import {
  DomainError,
  LEAGUE_MESSAGES,
  leagueMatchDates,
  validateScore,
  type GameType,
} from '@club/domain';
import type { z } from 'zod';
import type { ServiceDeps } from '../shared/deps';
import { toResultDto } from './league-dto';
import { leagueOr404 } from './league-queries';

export type ScoreSave = z.output<typeof ZLeagueResultSaveInput>;

/** The score checked against the league's game type (match play 0/0.5/1; lowest score 1-200). */
function checkedScore(score: number, gameType: GameType): number {
  const result = validateScore(score, gameType);
  if (result.ok) return result.score;
  throw new DomainError('VALIDATION', result.message, result.title ? { title: result.title } : {});
}

/**
 * Saves one scoreboard cell: one score per participant per match date (an existing one is
 * updated), under the league's lock so two admins saving the same cell never make two rows.
 */
export async function saveLeagueResult(
  deps: ServiceDeps,
  input: ScoreSave,
): Promise<TLeagueResult> {
  const leagueId = input.id ?? input.leagueId;
  if (leagueId === undefined)
    throw new DomainError('VALIDATION', LEAGUE_REGISTRATION_MESSAGES.league);
  const league = await leagueOr404(deps.db, leagueId);
  const score = checkedScore(input.score, league.gameType);
  if (!leagueMatchDates(league).includes(input.matchDate)) {
    throw new DomainError('VALIDATION', LEAGUE_MESSAGES.notAMatchDate);
  }
  const participant = await findActiveParticipant(deps.db, leagueId, input.userId);
  if (!participant) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.participantNotFound);
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockLeague(trx, leagueId);
    const cell = { leagueId, userId: input.userId, matchDate: input.matchDate };
    const existing = await findResultFor(trx, cell);
    if (existing)
      return updateLeagueResultScore(
        trx,
        existing.id,
        { score, teamNumber: participant.teamNumber },
        deps.now(),
      );
    return insertLeagueResult(
      trx,
      { ...cell, weekDate: input.matchDate, teamNumber: participant.teamNumber, score },
      deps.now(),
    );
  });
  if (!row) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.resultNotFound);
  return toResultDto(row);
}

/** Changes a saved score (checked against its league's game type). */
export async function updateLeagueResult(
  deps: ServiceDeps,
  input: { id: number; score: number },
): Promise<TLeagueResult> {
  const existing = await findLeagueResult(deps.db, input.id);
  if (!existing) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.resultNotFound);
  const league = await leagueOr404(deps.db, existing.leagueId);
  const score = checkedScore(input.score, league.gameType);
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockLeague(trx, league.id);
    return updateLeagueResultScore(trx, input.id, { score }, deps.now());
  });
  if (!row) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.resultNotFound);
  return toResultDto(row);
}
