import type { Database } from '../engine';

// The member's own figures (My game): the rows the domain's aggregations read.

/** The member's confirmed sessions that ended in [from, to). */
export function listPlayedSessions(
  db: Database,
  userId: number,
  range: { from: Date; to: Date },
): Promise<{ startTime: Date; endTime: Date }[]> {
  return db
    .selectFrom('bookings')
    .select(['startTime', 'endTime'])
    .where('userId', '=', userId)
    .where('status', '=', 'confirmed')
    .where('startTime', '>=', range.from)
    .where('endTime', '<=', range.to)
    .orderBy('startTime')
    .execute();
}

/** Every score of the member's (or their team's) in leagues, with the league, by date. */
export function listMemberScores(db: Database, userId: number) {
  return db
    .selectFrom('leagueResults')
    .innerJoin('leagues', 'leagues.id', 'leagueResults.leagueId')
    .select([
      'leagues.id as leagueId',
      'leagues.name as leagueName',
      'leagues.gameType',
      'leagues.startDate',
      'leagueResults.matchDate',
      'leagueResults.score',
    ])
    .where('leagueResults.userId', '=', userId)
    .orderBy('leagues.startDate')
    .orderBy('leagues.id')
    .orderBy('leagueResults.matchDate')
    .execute();
}

/** The first location's time zone (the club's), or undefined before the first-run set-up. */
export async function clubTimeZone(db: Database): Promise<string | undefined> {
  const row = await db
    .selectFrom('locations')
    .select('timeZone')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.timeZone;
}
