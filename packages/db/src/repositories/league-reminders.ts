import { sql } from 'kysely';
import type { Locale } from '@club/domain';
import type { Database, Tx } from '../engine';
import type { LeagueRow } from '../schema';

/** A league (not cancelled) with its location's zone, whose season touches [fromDate, toDate]. */
export type LeagueForReminder = LeagueRow & { timeZone: string };

export function listLeaguesTouching(
  db: Database,
  range: { fromDate: string; toDate: string },
): Promise<LeagueForReminder[]> {
  return db
    .selectFrom('leagues')
    .innerJoin('locations', 'locations.id', 'leagues.locationId')
    .selectAll('leagues')
    .select('locations.timeZone')
    .where('leagues.status', '!=', 'cancelled')
    .where('leagues.startDate', '<=', range.toDate)
    .where('leagues.endDate', '>=', range.fromDate)
    .orderBy('leagues.id')
    .execute();
}

/** A member to remind of a league night. */
export interface LeagueNightRecipient {
  userId: number;
  email: string;
  firstName: string;
  locale: Locale;
}

/**
 * Marks a league night's reminder for every member actively registered and not yet reminded of
 * it, and answers those who want reminders (the Profile tab's switch), in the caller's transaction (their mails are queued in it too). A second
 * process marking the same night waits on the first's rows and then finds them marked: each member
 * is answered once per night, across any number of API processes.
 */
export async function markLeagueNightReminders(
  trx: Tx,
  night: { leagueId: number; matchDate: string },
  now: Date,
): Promise<LeagueNightRecipient[]> {
  const marked = await trx
    .insertInto('leagueNightReminders')
    .columns(['leagueId', 'matchDate', 'userId', 'queuedAt'])
    .expression((eb) =>
      eb
        .selectFrom('leagueParticipants')
        .select([
          sql<number>`${night.leagueId}::int`.as('leagueId'),
          sql<string>`${night.matchDate}::date`.as('matchDate'),
          'leagueParticipants.userId',
          sql<Date>`${now}::timestamptz`.as('queuedAt'),
        ])
        .where('leagueParticipants.leagueId', '=', night.leagueId)
        .where('leagueParticipants.status', '=', 'active')
        .distinct(),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('userId')
    .execute();
  if (marked.length === 0) return [];
  return trx
    .selectFrom('users')
    .select(['users.id as userId', 'users.email', 'users.firstName', 'users.locale'])
    .where(
      'users.id',
      'in',
      marked.map((m) => m.userId),
    )
    .where('users.bookingReminders', '=', true)
    .where('users.deletedAt', 'is', null)
    .orderBy('users.id')
    .execute();
}
