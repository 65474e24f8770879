import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { DoorCodeRow, DoorCodeStatus, DoorEventOutcome } from '../schema';

// Door codes (migration 0025): a row is what the front door's lock should hold for a booking, a
// lesson or a member's league night; the door-code-sync job makes the lock service match it.

/** What a code is for: one booking, one lesson, or one member's league night. */
export type DoorSubject =
  { bookingId: number } | { lessonId: number } | { leagueParticipantId: number; nightStart: Date };

/** The subject's code not yet deleted (at most one: unique indexes), locked for the change. */
export function lockLiveDoorCode(trx: Tx, subject: DoorSubject): Promise<DoorCodeRow | undefined> {
  let q = trx.selectFrom('doorCodes').selectAll().where('status', '<>', 'deleted');
  if ('bookingId' in subject) q = q.where('bookingId', '=', subject.bookingId);
  else if ('lessonId' in subject) q = q.where('lessonId', '=', subject.lessonId);
  else
    q = q
      .where('leagueParticipantId', '=', subject.leagueParticipantId)
      .where('nightStart', '=', subject.nightStart);
  return q.forUpdate().executeTakeFirst();
}

/**
 * Serialises the choice of digits on one lock until the transaction ends (two bookings confirmed
 * at once never pick the same digits; the exclusion constraint stays the last word).
 */
export async function lockDoorDevice(trx: Tx, deviceId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`door:${deviceId}`}))`.execute(trx);
}

/** The lock's live codes whose windows meet [from, to), but `exceptId`'s. */
export function liveDoorCodesDuring(
  db: Database | Tx,
  p: { deviceId: string; from: Date; to: Date; exceptId?: number },
): Promise<{ code: string; startsAt: Date; endsAt: Date }[]> {
  let q = db
    .selectFrom('doorCodes')
    .select(['code', 'startsAt', 'endsAt'])
    .where('deviceId', '=', p.deviceId)
    .where('status', '<>', 'deleted')
    .where('startsAt', '<', p.to)
    .where('endsAt', '>', p.from);
  if (p.exceptId !== undefined) q = q.where('id', '<>', p.exceptId);
  return q.execute();
}

export interface NewDoorCode {
  userId: number;
  subject: DoorSubject;
  deviceId: string;
  code: string;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}

export async function insertDoorCode(trx: Tx, c: NewDoorCode): Promise<number> {
  const subject = c.subject;
  const row = await trx
    .insertInto('doorCodes')
    .values({
      userId: c.userId,
      bookingId: 'bookingId' in subject ? subject.bookingId : null,
      lessonId: 'lessonId' in subject ? subject.lessonId : null,
      leagueParticipantId: 'leagueParticipantId' in subject ? subject.leagueParticipantId : null,
      nightStart: 'nightStart' in subject ? subject.nightStart : null,
      deviceId: c.deviceId,
      code: c.code,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      status: 'pending',
      createdAt: c.now,
      updatedAt: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDoorCode(
  db: Database | Tx,
  id: number,
  set: Partial<{
    code: string;
    startsAt: Date;
    endsAt: Date;
    status: DoorCodeStatus;
    seamAccessCodeId: string | null;
    mailedAt: Date;
  }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('doorCodes')
    .set({ ...set, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** One code row, locked while the sync job makes the lock service match it. */
export function lockDoorCode(trx: Tx, id: number): Promise<DoorCodeRow | undefined> {
  return trx
    .selectFrom('doorCodes')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A member's live codes (deleting ones aside), for My Account. */
export function liveDoorCodesOfUser(db: Database | Tx, userId: number): Promise<DoorCodeRow[]> {
  return db
    .selectFrom('doorCodes')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .execute();
}

/** A member's codes not yet deleted, locked (account removed, plan lapsed). */
export function lockLiveDoorCodesOfUser(trx: Tx, userId: number): Promise<DoorCodeRow[]> {
  return trx
    .selectFrom('doorCodes')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .forUpdate()
    .execute();
}

/** The code the lock service knows by `seamAccessCodeId`, with its booking or lesson. */
export function findDoorCodeByAccessCodeId(
  db: Database | Tx,
  accessCodeId: string,
): Promise<DoorCodeRow | undefined> {
  return db
    .selectFrom('doorCodes')
    .selectAll()
    .where('seamAccessCodeId', '=', accessCodeId)
    .executeTakeFirst();
}

/** Stores a webhook event once: false when its id was stored before (a replay). */
export async function insertDoorEvent(
  trx: Tx,
  e: { id: string; type: string; receivedAt: Date; outcome: DoorEventOutcome },
): Promise<boolean> {
  const row = await trx
    .insertInto('doorEvents')
    .values(e)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Checks a booking or lesson in (first unlock wins): true when this call did. */
export async function checkInByDoor(
  trx: Tx,
  target: { table: 'bookings' | 'lessons'; id: number },
  at: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable(target.table)
    .set({ checkedInAt: at, checkedInBy: 'door' })
    .where('id', '=', target.id)
    .where('checkedInAt', 'is', null)
    .where('status', '=', 'confirmed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a booking's or lesson's code depends on: its member, status, times and its club's lock. */
export interface DoorSessionFacts {
  userId: number;
  status: string;
  startTime: Date;
  endTime: Date;
  deviceId: string | null;
}

export function bookingDoorFacts(db: Database | Tx, id: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('locations', 'locations.id', 'bookings.locationId')
    .select([
      'bookings.userId',
      'bookings.status',
      'bookings.startTime',
      'bookings.endTime',
      'locations.doorDeviceId as deviceId',
    ])
    .where('bookings.id', '=', id)
    .executeTakeFirst() as Promise<DoorSessionFacts | undefined>;
}

export function lessonDoorFacts(db: Database | Tx, id: number) {
  return db
    .selectFrom('lessons')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .innerJoin('locations', 'locations.id', 'bays.locationId')
    .select([
      'lessons.userId',
      'lessons.status',
      'lessons.startTime',
      'lessons.endTime',
      'locations.doorDeviceId as deviceId',
    ])
    .where('lessons.id', '=', id)
    .executeTakeFirst() as Promise<DoorSessionFacts | undefined>;
}

/** What a stored webhook event did. */
export async function setDoorEventOutcome(
  trx: Tx,
  id: string,
  outcome: DoorEventOutcome,
): Promise<void> {
  await trx.updateTable('doorEvents').set({ outcome }).where('id', '=', id).execute();
}

/** A league entry's codes not yet deleted, locked (the member withdrew or was removed). */
export function lockLiveDoorCodesOfParticipant(trx: Tx, participantId: number) {
  return trx
    .selectFrom('doorCodes')
    .selectAll()
    .where('leagueParticipantId', '=', participantId)
    .where('status', 'in', ['pending', 'active'])
    .forUpdate()
    .execute();
}

/** A league's active entries (a code each per league night). */
export function activeLeagueEntrants(db: Database | Tx, leagueId: number) {
  return db
    .selectFrom('leagueParticipants')
    .select(['id', 'userId'])
    .where('leagueId', '=', leagueId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

/** The members holding live codes, with their plan (the lapsed-plan sweep reads it). */
export function membersWithLiveDoorCodes(db: Database) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('doorCodes')
          .select('doorCodes.id')
          .whereRef('doorCodes.userId', '=', 'users.id')
          .where('doorCodes.status', 'in', ['pending', 'active']),
      ),
    )
    .execute();
}

/**
 * Serialises the sync job's runs for one code until the transaction ends, without locking the row:
 * a booking's command that changes the row never waits for the lock service's answer.
 */
export async function lockDoorCodeSync(trx: Tx, id: number): Promise<DoorCodeRow | undefined> {
  await sql`select pg_advisory_xact_lock(hashtext(${`door-code-sync:${id}`}))`.execute(trx);
  return trx.selectFrom('doorCodes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks what the sync made, unless the row changed meanwhile (its own job then follows). */
export async function markDoorCodeSynced(
  trx: Tx,
  row: Pick<DoorCodeRow, 'id' | 'status' | 'code' | 'startsAt' | 'endsAt'>,
  set: { status: DoorCodeStatus; seamAccessCodeId?: string },
  now: Date,
): Promise<boolean> {
  // what the run read, field by field (a clock may give two changes the same updated_at)
  const done = await trx
    .updateTable('doorCodes')
    .set({ ...set, updatedAt: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('code', '=', row.code)
    .where('startsAt', '=', row.startsAt)
    .where('endsAt', '=', row.endsAt)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Every code not yet deleted, locked (the club chose another lock: they all move). */
export function lockAllLiveDoorCodes(trx: Tx): Promise<DoorCodeRow[]> {
  return trx
    .selectFrom('doorCodes')
    .selectAll()
    .where('status', 'in', ['pending', 'active'])
    .forUpdate()
    .execute();
}
