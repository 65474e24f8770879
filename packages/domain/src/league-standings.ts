import { toCsv } from './csv';
import type { GameType } from './enums';
import type { ScoreboardRow } from './scoreboard';
import { formatLocalDate } from './time';
import type { LocalDate } from './time';

/** A scoreboard row in the standings: its place (shared on a tie; null without scores). */
export type StandingsRow = ScoreboardRow & { place: number | null; withdrawn: boolean };

/**
 * Season standings: rows with scores first, best first (the lowest total for lowest score, the
 * most points for match play), a tie sharing its place; rows without scores last, unplaced.
 */
export function leagueStandings(
  rows: readonly (ScoreboardRow & { withdrawn: boolean })[],
  gameType: GameType,
): StandingsRow[] {
  const better = (a: number, b: number) => (gameType === 'matchplay' ? b - a : a - b);
  const scored = rows.filter((r) => r.hasScores).sort((a, b) => better(a.total, b.total));
  const placed = scored.map((r) => ({
    ...r,
    place: 1 + scored.findIndex((s) => s.total === r.total),
  }));
  return [...placed, ...rows.filter((r) => !r.hasScores).map((r) => ({ ...r, place: null }))];
}

/** The standings as CSV: Place, Player (Team for scramble), Status, a column per match date, Total. */
export function leagueStandingsCsv(input: {
  teamType: 'individual' | 'scramble';
  gameType: GameType;
  matchDates: readonly LocalDate[];
  rows: readonly (ScoreboardRow & { withdrawn: boolean })[];
}): string {
  const who = input.teamType === 'scramble' ? 'Team' : 'Player';
  const header = ['Place', who, 'Status', ...input.matchDates.map(formatLocalDate), 'Total'];
  return toCsv(
    header,
    leagueStandings(input.rows, input.gameType).map((r) => [
      r.place,
      r.name,
      r.withdrawn ? 'Withdrawn' : 'Active',
      ...r.scores,
      r.hasScores ? r.total : null,
    ]),
  );
}
