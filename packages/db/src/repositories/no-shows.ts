import { sql } from 'kysely';
import type { Locale } from '@club/domain';
import type { Database, Tx } from '../engine';
import type { CheckedInBy } from '../schema';

// Check-in and no-shows (DECISIONS.md, Check-in and no-shows; migration 0025): the sweep's reads and
// writes, an admin's check-in, and each member's recent no-shows.

/** A session the sweep may release, with what its mail needs. */
export interface NoShowCandidateRow {
  kind: 'booking' | 'lesson';
  id: number;
  userId: number;
  status: string;
  startTime: Date;
  endTime: Date;
  checkedInAt: Date | null;
  priceCents: number;
  isPeak: boolean;
  email: string;
  firstName: string;
  locale: Locale;
}

/** The locations whose no-show release is on, with its minutes. */
export function locationsReleasingNoShows(
  db: Database,
): Promise<{ id: number; noShowReleaseMinutes: number }[]> {
  return db
    .selectFrom('locations')
    .select(['id', sql<number>`no_show_release_minutes`.as('noShowReleaseMinutes')])
    .where('noShowReleaseMinutes', 'is not', null)
    .orderBy('id')
    .execute();
}

/**
 * A location's confirmed bookings and lessons nobody checked in whose release instant (start +
 * `minutes`) has come and which have not ended, locked `FOR UPDATE SKIP LOCKED`: a row another
 * transaction holds (a check-in, a cancel, another process's sweep) is left to it.
 */
export async function lockNoShowCandidates(
  trx: Tx,
  q: { locationId: number; minutes: number; now: Date; limit: number },
): Promise<NoShowCandidateRow[]> {
  const releasedBefore = new Date(q.now.getTime() - q.minutes * 60_000);
  const bookings = await trx
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      sql<'booking'>`'booking'`.as('kind'),
      'bookings.id',
      'bookings.userId',
      'bookings.status',
      'bookings.startTime',
      'bookings.endTime',
      'bookings.checkedInAt',
      'bookings.priceCents',
      'bookings.isPeak',
      'users.email',
      'users.firstName',
      'users.locale',
    ])
    .where('bookings.locationId', '=', q.locationId)
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.checkedInAt', 'is', null)
    .where('bookings.startTime', '<=', releasedBefore)
    .where('bookings.endTime', '>', q.now)
    .orderBy('bookings.id')
    .limit(q.limit)
    .forUpdate('bookings')
    .skipLocked()
    .execute();
  const lessons = await trx
    .selectFrom('lessons')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .innerJoin('users', 'users.id', 'lessons.userId')
    .select([
      sql<'lesson'>`'lesson'`.as('kind'),
      'lessons.id',
      'lessons.userId',
      'lessons.status',
      'lessons.startTime',
      'lessons.endTime',
      'lessons.checkedInAt',
      'lessons.priceCents',
      sql<boolean>`false`.as('isPeak'),
      'users.email',
      'users.firstName',
      'users.locale',
    ])
    .where('bays.locationId', '=', q.locationId)
    .where('lessons.status', '=', 'confirmed')
    .where('lessons.checkedInAt', 'is', null)
    .where('lessons.startTime', '<=', releasedBefore)
    .where('lessons.endTime', '>', q.now)
    .orderBy('lessons.id')
    .limit(q.limit)
    .forUpdate('lessons')
    .skipLocked()
    .execute();
  return [...bookings, ...lessons];
}

/**
 * Releases the sessions as no-shows: status `no_show`, `released_at` = now, only while still
 * confirmed and not checked in (a single conditional update: what it answers is what it changed).
 * Charges, plan minutes and ledger lines are left as they are.
 */
export async function markNoShows(
  trx: Tx,
  ids: { bookingIds: readonly number[]; lessonIds: readonly number[] },
  now: Date,
): Promise<{ bookingIds: number[]; lessonIds: number[] }> {
  const bookingIds =
    ids.bookingIds.length === 0
      ? []
      : await trx
          .updateTable('bookings')
          .set({ status: 'no_show', releasedAt: now, updatedAt: now, waitlistPosition: null })
          .where('id', 'in', ids.bookingIds)
          .where('status', '=', 'confirmed')
          .where('checkedInAt', 'is', null)
          .returning('id')
          .execute();
  const lessonIds =
    ids.lessonIds.length === 0
      ? []
      : await trx
          .updateTable('lessons')
          .set({ status: 'no_show', releasedAt: now })
          .where('id', 'in', ids.lessonIds)
          .where('status', '=', 'confirmed')
          .where('checkedInAt', 'is', null)
          .returning('id')
          .execute();
  return { bookingIds: bookingIds.map((r) => r.id), lessonIds: lessonIds.map((r) => r.id) };
}

/** A check-in as stored: when, how, and by which admin; null undoes it. */
export interface CheckIn {
  checkedInAt: Date;
  checkedInBy: CheckedInBy;
  checkedInByUser: number | null;
}

/** Writes (or, with null, clears) a booking's or lesson's check-in. */
export async function setCheckIn(
  trx: Tx,
  subject: { kind: 'booking' | 'lesson'; id: number },
  checkIn: CheckIn | null,
): Promise<void> {
  const values = checkIn ?? { checkedInAt: null, checkedInBy: null, checkedInByUser: null };
  if (subject.kind === 'booking') {
    await trx.updateTable('bookings').set(values).where('id', '=', subject.id).execute();
  } else {
    await trx.updateTable('lessons').set(values).where('id', '=', subject.id).execute();
  }
}

/** Each member's no-shows (bookings and lessons) starting from `since`; members with none are absent. */
export async function noShowCounts(
  db: Database,
  userIds: readonly number[],
  since: Date,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('bookings')
        .select('userId')
        .where('status', '=', 'no_show')
        .where('startTime', '>=', since)
        .where('userId', 'in', userIds)
        .unionAll(
          eb
            .selectFrom('lessons')
            .select('userId')
            .where('status', '=', 'no_show')
            .where('startTime', '>=', since)
            .where('userId', 'in', userIds),
        )
        .as('n'),
    )
    .select(['n.userId', sql<number>`count(*)::int`.as('count')])
    .groupBy('n.userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, r.count]));
}
