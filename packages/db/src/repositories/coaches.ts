import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, Tx } from '../engine';
import type { CoachRow, LessonRow, LocationRow } from '../schema';

/** A coach's weekly window as the rules read it. */
export interface CoachHoursWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export type CoachWithHours = CoachRow & { hours: CoachHoursWindow[] };

/** Coaches (active ones only when asked) with their weekly hours, by id. */
export function listCoaches(
  db: Database | Tx,
  filter: { activeOnly?: boolean; id?: number } = {},
): Promise<CoachWithHours[]> {
  let q = db
    .selectFrom('coaches as c')
    .selectAll('c')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('coachHours as h')
          .select(['h.dayOfWeek', 'h.startTime', 'h.endTime'])
          .whereRef('h.coachId', '=', 'c.id')
          .orderBy('h.dayOfWeek')
          .orderBy('h.startTime'),
      ).as('hours'),
    )
    .orderBy('c.id');
  if (filter.activeOnly) q = q.where('c.isActive', '=', true);
  if (filter.id !== undefined) q = q.where('c.id', '=', filter.id);
  return q.execute();
}

export async function findCoach(
  db: Database | Tx,
  id: number,
): Promise<CoachWithHours | undefined> {
  return (await listCoaches(db, { id }))[0];
}

export interface CoachFields {
  firstName: string;
  lastName: string;
  email: string | null;
  bio: string | null;
  hourlyRateCents: number;
  isActive: boolean;
}

export function insertCoach(db: Database | Tx, fields: CoachFields): Promise<CoachRow> {
  return db.insertInto('coaches').values(fields).returningAll().executeTakeFirstOrThrow();
}

export function updateCoach(
  db: Database | Tx,
  id: number,
  fields: CoachFields,
): Promise<CoachRow | undefined> {
  return db
    .updateTable('coaches')
    .set(fields)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The coach's row, locked until the transaction ends (hours and lessons of one coach take turns). */
export function lockCoach(trx: Tx, id: number): Promise<CoachRow | undefined> {
  return trx.selectFrom('coaches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Replaces a coach's whole week. */
export async function replaceCoachHours(
  trx: Tx,
  coachId: number,
  hours: readonly CoachHoursWindow[],
): Promise<void> {
  await trx.deleteFrom('coachHours').where('coachId', '=', coachId).execute();
  if (hours.length === 0) return;
  await trx
    .insertInto('coachHours')
    .values(hours.map((h) => ({ coachId, ...h })))
    .execute();
}

/**
 * Every location, locked in id order (a coach teaches at any of them): a change to a coach runs
 * behind them, so no lesson is placed with the coach's old hours meanwhile (placing one holds its
 * location's lock), and the waitlist can take the bays its cancelled lessons free.
 */
export function lockLocationsForCoachChange(trx: Tx): Promise<LocationRow[]> {
  return trx.selectFrom('locations').selectAll().orderBy('id').forUpdate().execute();
}

/** A coach's confirmed lessons that start after `now`, with their location, locked (a change may cancel them). */
export function lockUpcomingLessonsOfCoach(
  trx: Tx,
  coachId: number,
  now: Date,
): Promise<(LessonRow & { locationId: number })[]> {
  return trx
    .selectFrom('lessons')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .selectAll('lessons')
    .select('bays.locationId')
    .where('lessons.coachId', '=', coachId)
    .where('lessons.status', '=', 'confirmed')
    .where('lessons.startTime', '>', now)
    .orderBy('lessons.startTime')
    .forUpdate('lessons')
    .execute();
}
