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

/**
 * A league's active registrations, in registration order, and the withdrawn ones that have saved
 * scores (the scoreboard keeps a removed player's past scores, marked withdrawn) unless the member
 * registered again.
 */
export function listLeagueParticipants(
  db: Database,
  leagueId: number,
): Promise<ParticipantWithName[]> {
  return participantsWithName(db)
    .where('leagueParticipants.leagueId', '=', leagueId)
    .where((eb) =>
      eb.or([
        eb('leagueParticipants.status', '=', 'active'),
        eb.and([
          eb.exists(
            eb
              .selectFrom('leagueResults as r')
              .select('r.id')
              .whereRef('r.leagueId', '=', 'leagueParticipants.leagueId')
              .whereRef('r.userId', '=', 'leagueParticipants.userId'),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('leagueParticipants as again')
                .select('again.id')
                .whereRef('again.leagueId', '=', 'leagueParticipants.leagueId')
                .whereRef('again.userId', '=', 'leagueParticipants.userId')
                .where('again.status', '=', 'active'),
            ),
          ),
        ]),
      ]),
    )
    .distinctOn(['leagueParticipants.userId'])
    .orderBy('leagueParticipants.userId')
    .orderBy('leagueParticipants.id', 'desc')
    .execute()
    .then((rows) =>
      rows.sort(
        (a, b) => a.registrationDate.getTime() - b.registrationDate.getTime() || a.id - b.id,
      ),
    );
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

/** A registration ends: status `withdrawn` (the row and its scores stay). */
export async function withdrawParticipant(trx: Tx, id: number): Promise<void> {
  await trx
    .updateTable('leagueParticipants')
    .set({ status: 'withdrawn' })
    .where('id', '=', id)
    .execute();
}

/** A registration with its member's name, locked (withdraw and remove run one at a time). */
export function lockParticipant(trx: Tx, id: number): Promise<LeagueParticipantRow | undefined> {
  return trx
    .selectFrom('leagueParticipants')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
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
