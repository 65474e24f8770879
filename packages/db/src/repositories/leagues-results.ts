import type { Database, Tx } from '../engine';
import type { LeagueResultRow, NewLeagueResult } from '../schema';

/** A league's saved scores, oldest first. */
export function listLeagueResults(db: Database, leagueId: number): Promise<LeagueResultRow[]> {
  return db
    .selectFrom('leagueResults')
    .selectAll()
    .where('leagueId', '=', leagueId)
    .orderBy('matchDate')
    .orderBy('id')
    .execute();
}

export function findLeagueResult(db: Database, id: number): Promise<LeagueResultRow | undefined> {
  return db.selectFrom('leagueResults').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest saved score of a member on a match date (under the league lock, so one per cell). */
export function findResultFor(
  trx: Tx,
  cell: { leagueId: number; userId: number; matchDate: string },
): Promise<LeagueResultRow | undefined> {
  return trx
    .selectFrom('leagueResults')
    .selectAll()
    .where('leagueId', '=', cell.leagueId)
    .where('userId', '=', cell.userId)
    .where('matchDate', '=', cell.matchDate)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A score saved at `now` (the latest saved score of a cell is the one that counts). */
export function insertLeagueResult(
  trx: Tx,
  result: NewLeagueResult,
  now: Date,
): Promise<LeagueResultRow> {
  return trx
    .insertInto('leagueResults')
    .values({ ...result, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateLeagueResultScore(
  db: Database,
  id: number,
  patch: { score: number; teamNumber?: number | null },
  now: Date,
): Promise<LeagueResultRow | undefined> {
  return db
    .updateTable('leagueResults')
    .set({ ...patch, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
