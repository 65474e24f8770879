import type { TLeague, TLeagueParticipant, TLeagueResult } from '@club/contract';
import { buildScoreboard, leagueEntryName, toMillis } from '@club/domain';
import type { ScoreboardRow } from '@club/domain';

/** The scoreboard rows (the domain's rule: latest score per date, totals, the leader). */
export function scoreboardRows(
  league: Pick<TLeague, 'teamType' | 'gameType' | 'matchDates'>,
  participants: readonly TLeagueParticipant[],
  results: readonly TLeagueResult[],
): ScoreboardRow[] {
  return buildScoreboard({
    participants: participants.map((p) => ({
      userId: p.userId,
      teamNumber: p.teamNumber,
      name: leagueEntryName(p, league.teamType),
      withdrawn: p.status === 'withdrawn',
    })),
    results: results.map((r) => ({
      userId: r.userId,
      matchDate: r.matchDate,
      score: r.score,
      updatedAt: new Date(r.updatedAt),
    })),
    matchDates: league.matchDates,
    gameType: league.gameType,
  });
}

/** The saved result behind a cell (the latest updated), so an edit updates it instead of adding one. */
export function resultForCell(
  results: readonly TLeagueResult[],
  userId: number,
  matchDate: string,
): TLeagueResult | undefined {
  return results
    .filter((r) => r.userId === userId && r.matchDate === matchDate)
    .reduce<TLeagueResult | undefined>(
      (best, r) =>
        !best || toMillis(new Date(r.updatedAt)) >= toMillis(new Date(best.updatedAt)) ? r : best,
      undefined,
    );
}
