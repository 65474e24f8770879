import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { LeagueParticipantRow, NewLeagueParticipant } from '../schema';

/** A registration with its member's name. */
export type ParticipantWithName = LeagueParticipantRow & { firstName: string; lastName: string };

function participantsWithName(db: Database) {
  return db
    .selectFrom('leagueParticipants')
    .innerJoin('users', 'users.id', 'leagueParticipants.userId')
    .selectAll('leagueParticipants')
    .select(['users.firstName', 'users.lastName']);
}

/** A league's active registrations, in registration order. */
export function listLeagueParticipants(
  db: Database,
  leagueId: number,
): Promise<ParticipantWithName[]> {
  return participantsWithName(db)
    .where('leagueParticipants.leagueId', '=', leagueId)
    .where('leagueParticipants.status', '=', 'active')
    .orderBy('leagueParticipants.registrationDate')
    .orderBy('leagueParticipants.id')
    .execute();
}

/** The member's active registration in a league, if any. */
export function findActiveParticipant(
  db: Database,
  leagueId: number,
  userId: number,
): Promise<ParticipantWithName | undefined> {
  return participantsWithName(db)
    .where('leagueParticipants.leagueId', '=', leagueId)
    .where('leagueParticipants.userId', '=', userId)
    .where('leagueParticipants.status', '=', 'active')
    .executeTakeFirst();
}

export function findParticipant(
  db: Database,
  id: number,
): Promise<ParticipantWithName | undefined> {
  return participantsWithName(db).where('leagueParticipants.id', '=', id).executeTakeFirst();
}

/** Active entries of a league (inside the transaction that holds the league lock). */
export async function countActiveEntries(trx: Tx, leagueId: number): Promise<number> {
  const row = await trx
    .selectFrom('leagueParticipants')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('leagueId', '=', leagueId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** The next team number of a league (1 for the first team). */
export async function nextTeamNumber(trx: Tx, leagueId: number): Promise<number> {
  const row = await trx
    .selectFrom('leagueParticipants')
    .select(sql<number>`coalesce(max(team_number), 0)::int`.as('n'))
    .where('leagueId', '=', leagueId)
    .executeTakeFirst();
  return (row?.n ?? 0) + 1;
}

export function insertParticipant(
  trx: Tx,
  participant: NewLeagueParticipant,
): Promise<LeagueParticipantRow> {
  return trx
    .insertInto('leagueParticipants')
    .values(participant)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A member's registrations, newest first. */
export function listUserParticipants(db: Database, userId: number): Promise<ParticipantWithName[]> {
  return participantsWithName(db)
    .where('leagueParticipants.userId', '=', userId)
    .orderBy('leagueParticipants.registrationDate', 'desc')
    .orderBy('leagueParticipants.id', 'desc')
    .execute();
}

/** Active entries per league, for Recalculate Counts. */
export function countActiveEntriesByLeague(
  db: Database,
): Promise<{ leagueId: number; entries: number }[]> {
  return db
    .selectFrom('leagueParticipants')
    .select(['leagueId', sql<number>`count(*)::int`.as('entries')])
    .where('status', '=', 'active')
    .groupBy('leagueId')
    .execute();
}
