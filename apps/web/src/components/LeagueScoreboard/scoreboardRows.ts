import type { TLeague, TLeagueParticipant, TLeagueResult } from '@club/contract';
import { buildScoreboard, toMillis } from '@club/domain';
import type { ScoreboardRow } from '@club/domain';

/** How a participant is named on the scoreboard: the member, or the scramble team and its players. */
export function participantName(p: TLeagueParticipant, teamType: TLeague['teamType']): string {
  const member = `${p.firstName} ${p.lastName}`;
  if (teamType !== 'scramble') return member;
  const players = [p.player1Name, p.player2Name].filter(Boolean).join(' & ');
  return `Team ${p.teamNumber ?? '?'}: ${players || member}`;
}

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
      name: participantName(p, league.teamType),
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
