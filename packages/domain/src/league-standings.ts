import { toCsv, type SayText } from './csv';
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
  /** The headers in the reader's language (English as written without it). */
  say?: SayText;
}): string {
  const say = input.say ?? ((english: string) => english);
  const who = input.teamType === 'scramble' ? /*i18n*/ 'Team' : /*i18n*/ 'Player';
  const header = [
    say(/*i18n*/ 'Place'),
    say(who),
    say(/*i18n*/ 'Status'),
    ...input.matchDates.map(formatLocalDate),
    say(/*i18n*/ 'Total'),
  ];
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
