import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { LessonRow } from '../schema';
import { overlaps } from './overlap';

/** A lesson with the names the screens and mails show, and its bay's location. */
export type LessonWithNames = LessonRow & {
  coachFirstName: string;
  coachLastName: string;
  coachEmail: string | null;
  bayName: string;
  locationId: number;
};

function lessonsWithNames(db: Database | Tx) {
  return db
    .selectFrom('lessons')
    .innerJoin('coaches', 'coaches.id', 'lessons.coachId')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .selectAll('lessons')
    .select([
      'coaches.firstName as coachFirstName',
      'coaches.lastName as coachLastName',
      'coaches.email as coachEmail',
      'bays.name as bayName',
      'bays.locationId',
    ]);
}

export function findLesson(db: Database | Tx, id: number): Promise<LessonWithNames | undefined> {
  return lessonsWithNames(db).where('lessons.id', '=', id).executeTakeFirst();
}

/** The lesson's row, locked until the transaction ends. */
export function lockLesson(trx: Tx, id: number): Promise<LessonRow | undefined> {
  return trx.selectFrom('lessons').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A member's lessons, newest first. */
export function listUserLessons(
  db: Database,
  userId: number,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<LessonWithNames[]> {
  return lessonsWithNames(db)
    .where('lessons.userId', '=', userId)
    .orderBy('lessons.startTime', 'desc')
    .orderBy('lessons.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type NewLesson = Pick<
  LessonRow,
  | 'userId'
  | 'bayId'
  | 'coachId'
  | 'startTime'
  | 'endTime'
  | 'priceCents'
  | 'isIncluded'
  | 'createdBy'
>;

/**
 * Inserts a confirmed lesson booked at `now` (the service's clock, which its reminder compares);
 * the exclusion constraints refuse a taken coach or bay.
 */
export function insertLesson(trx: Tx, lesson: NewLesson, now: Date): Promise<LessonRow> {
  return trx
    .insertInto('lessons')
    .values({ ...lesson, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function cancelLessonRow(trx: Tx, id: number, now: Date): Promise<LessonRow> {
  return trx
    .updateTable('lessons')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A lesson's new time, coach, bay and price (an admin's move). */
export function moveLessonRow(
  trx: Tx,
  id: number,
  to: Pick<LessonRow, 'startTime' | 'endTime' | 'coachId' | 'bayId' | 'priceCents' | 'isIncluded'>,
): Promise<LessonRow> {
  return trx
    .updateTable('lessons')
    .set(to)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Confirmed lessons of every coach in [from, to) (coaches teach at any location). */
export function listCoachBusy(
  db: Database | Tx,
  range: { from: Date; to: Date },
): Promise<{ id: number; coachId: number; startTime: Date; endTime: Date }[]> {
  return db
    .selectFrom('lessons')
    .select(['id', 'coachId', 'startTime', 'endTime'])
    .where('status', '=', 'confirmed')
    .where(overlaps('lessons', range))
    .execute();
}

/** A member's confirmed lessons starting in [from, to) (the 4 h/day limit counts them). */
export function userLessonsStartingQuery(db: Database | Tx, userId: number, from: Date, to: Date) {
  return db
    .selectFrom('lessons')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'confirmed')
    .where('startTime', '>=', from)
    .where('startTime', '<', to)
    .orderBy('startTime');
}

export function listUserLessonsStarting(
  db: Database | Tx,
  userId: number,
  from: Date,
  to: Date,
): Promise<LessonRow[]> {
  return userLessonsStartingQuery(db, userId, from, to).execute();
}

/** Included lessons a member has confirmed in a plan month [from, to). */
export async function countIncludedLessons(
  db: Database | Tx,
  userId: number,
  month: { from: Date; to: Date },
  excludeId = 0,
): Promise<number> {
  const row = await db
    .selectFrom('lessons')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('userId', '=', userId)
    // a no_show keeps what it used of the plan (DECISIONS.md, Check-in and no-shows)
    .where('status', 'in', ['confirmed', 'no_show'])
    .where('isIncluded', '=', true)
    .where('id', '<>', excludeId)
    .where('startTime', '>=', month.from)
    .where('startTime', '<', month.to)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Confirmed lessons at a location in [from, to), with coach and member names (admin schedule). */
export function listLessonsWithNames(
  db: Database,
  range: { from: Date; to: Date; locationId: number },
): Promise<(LessonWithNames & { firstName: string; lastName: string })[]> {
  return lessonsWithNames(db)
    .innerJoin('users', 'users.id', 'lessons.userId')
    .select(['users.firstName', 'users.lastName'])
    .where('bays.locationId', '=', range.locationId)
    .where('lessons.status', '=', 'confirmed')
    .where(overlaps('lessons', range))
    .orderBy('lessons.startTime')
    .execute();
}

const LESSON_CONSTRAINTS = new Set([
  'lessons_coach_no_overlap',
  'lessons_bay_no_overlap',
  'bay_holds_no_overlap',
]);

/** True when an exclusion constraint refused a lesson (its coach or bay was taken meanwhile). */
export function isLessonTakenError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: string }).code === '23P01' &&
    LESSON_CONSTRAINTS.has((err as { constraint?: string }).constraint ?? '')
  );
}

/** A bay's confirmed lessons that start after `now`, locked (a bay change may cancel them). */
export function lockUpcomingLessonsOnBay(trx: Tx, bayId: number, now: Date): Promise<LessonRow[]> {
  return trx
    .selectFrom('lessons')
    .selectAll()
    .where('bayId', '=', bayId)
    .where('status', '=', 'confirmed')
    .where('startTime', '>', now)
    .orderBy('startTime')
    .forUpdate()
    .execute();
}
