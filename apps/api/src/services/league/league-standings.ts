import { listLeagueParticipants, listLeagueResults } from '@club/db';
import {
  buildScoreboard,
  leagueEntryName,
  leagueMatchDates,
  leagueStandingsCsv,
} from '@club/domain';
import { headersIn, withBom, type CsvFile } from '../admin/csv-file';
import type { Locale } from '../../i18n/i18n';
import type { ServiceDeps } from '../shared/deps';
import { leagueOr404 } from './league-queries';

/**
 * The season standings of a league as CSV (UTF-8 with BOM): the scoreboard's rows, best first, with
 * each match date's score, the total, and the players who withdrew marked as such.
 */
export async function leagueStandingsFile(
  deps: ServiceDeps,
  id: number,
  locale: Locale = 'en',
): Promise<CsvFile> {
  const league = await leagueOr404(deps.db, id);
  const [participants, results] = await Promise.all([
    listLeagueParticipants(deps.db, id),
    listLeagueResults(deps.db, id),
  ]);
  const matchDates = leagueMatchDates(league);
  const rows = buildScoreboard({
    participants: participants.map((p) => ({
      userId: p.userId,
      teamNumber: p.teamNumber,
      name: leagueEntryName(p, league.teamType),
      withdrawn: p.status === 'withdrawn',
    })),
    results: results.map((r) => ({
      userId: r.userId,
      matchDate: r.matchDate,
      score: Number(r.score),
      updatedAt: r.updatedAt,
    })),
    matchDates,
    gameType: league.gameType,
  }).map((row, i) => ({ ...row, withdrawn: participants[i]?.status === 'withdrawn' }));
  const slug = league.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    fileName: `standings-${slug || league.id}.csv`,
    content: withBom(
      leagueStandingsCsv({
        teamType: league.teamType,
        gameType: league.gameType,
        matchDates,
        rows,
        say: headersIn(locale),
      }),
    ),
  };
}
