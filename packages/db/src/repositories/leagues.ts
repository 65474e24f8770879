import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { LeagueRow, LeagueUpdate, NewLeague } from '../schema';

/** A league with its location's time zone (its status and match dates are local) and its active entries. */
export type LeagueWithZone = LeagueRow & { timeZone: string; activeEntries: number };

function leaguesWithZone(db: Database) {
  return db
    .selectFrom('leagues')
    .innerJoin('locations', 'locations.id', 'leagues.locationId')
    .selectAll('leagues')
    .select('locations.timeZone')
    .select((eb) =>
      eb
        .selectFrom('leagueParticipants')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('leagueParticipants.leagueId', '=', 'leagues.id')
        .where('leagueParticipants.status', '=', 'active')
        .as('activeEntries'),
    );
}

/** Every league, soonest first. */
export async function listLeagues(db: Database): Promise<LeagueWithZone[]> {
  const rows = await leaguesWithZone(db)
    .orderBy('leagues.startDate')
    .orderBy('leagues.id')
    .execute();
  return rows.map((r) => ({ ...r, activeEntries: r.activeEntries ?? 0 }));
}

export async function findLeague(db: Database, id: number): Promise<LeagueWithZone | undefined> {
  const row = await leaguesWithZone(db).where('leagues.id', '=', id).executeTakeFirst();
  return row && { ...row, activeEntries: row.activeEntries ?? 0 };
}

/** The leagues with these ids. */
export async function listLeaguesByIds(
  db: Database,
  ids: readonly number[],
): Promise<LeagueWithZone[]> {
  if (ids.length === 0) return [];
  const rows = await leaguesWithZone(db).where('leagues.id', 'in', ids).execute();
  return rows.map((r) => ({ ...r, activeEntries: r.activeEntries ?? 0 }));
}

/** Locks a league row: registrations, scores and deletion of one league run one at a time. */
export function lockLeague(trx: Tx, id: number): Promise<LeagueRow | undefined> {
  return trx.selectFrom('leagues').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertLeague(trx: Tx, league: NewLeague): Promise<LeagueRow> {
  return trx.insertInto('leagues').values(league).returningAll().executeTakeFirstOrThrow();
}

/** An admin's edit of a league (inside the transaction that holds its lock). */
export function updateLeagueRow(trx: Tx, id: number, patch: LeagueUpdate): Promise<LeagueRow> {
  return trx
    .updateTable('leagues')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A deleted league stays as `cancelled`. */
export async function cancelLeague(trx: Tx, id: number): Promise<void> {
  await trx.updateTable('leagues').set({ status: 'cancelled' }).where('id', '=', id).execute();
}

export async function setLeagueParticipantCount(
  db: Database,
  id: number,
  count: number,
): Promise<void> {
  await db
    .updateTable('leagues')
    .set({ currentParticipants: count })
    .where('id', '=', id)
    .execute();
}

/** Leagues at a location (not cancelled) whose seasons touch the local days [fromDate, toDate]. */
export function listLeaguesAtLocation(
  db: Database,
  range: { locationId: number; fromDate: string; toDate: string },
): Promise<LeagueRow[]> {
  return db
    .selectFrom('leagues')
    .selectAll()
    .where('locationId', '=', range.locationId)
    .where('status', '!=', 'cancelled')
    .where('startDate', '<=', range.toDate)
    .where('endDate', '>=', range.fromDate)
    .orderBy('id')
    .execute();
}
