import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, Tx } from '../engine';
import type { BookingRow, LessonRow } from '../schema';
import { planMinutesSum, planUseIn, userLiveBookingsStartingQuery } from './bookings';
import { guestPassesUsedQuery } from './guests';
import { userLessonsStartingQuery } from './lessons';

// JSON carries instants as text (kysely/helpers/postgres): each becomes a Date again here
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
const date = (v: string) => new Date(v);
const dateOrNull = (v: string | null) => (v === null ? null : new Date(v));

/** A booking row read as JSON (jsonArrayFrom), with its instants as Dates again. */
export function bookingFromJson(b: AsJson<BookingRow>): BookingRow {
  return {
    ...b,
    startTime: date(b.startTime),
    endTime: date(b.endTime),
    createdAt: date(b.createdAt),
    updatedAt: date(b.updatedAt),
    cancelledAt: dateOrNull(b.cancelledAt),
    reminderSentAt: dateOrNull(b.reminderSentAt),
    checkedInAt: dateOrNull(b.checkedInAt),
    releasedAt: dateOrNull(b.releasedAt),
  };
}

function lessonFromJson(l: AsJson<LessonRow>): LessonRow {
  return {
    ...l,
    startTime: date(l.startTime),
    endTime: date(l.endTime),
    createdAt: date(l.createdAt),
    cancelledAt: dateOrNull(l.cancelledAt),
    reminderSentAt: dateOrNull(l.reminderSentAt),
    checkedInAt: dateOrNull(l.checkedInAt),
    releasedAt: dateOrNull(l.releasedAt),
  };
}

/** What a member's availability read needs of them: their day and their month. */
export interface MemberDayQuery {
  userId: number;
  /** Their live bookings and confirmed lessons starting in [from, to) (the day's own window). */
  own: { from: Date; to: Date };
  /** The plan month whose used minutes and guest passes are counted. */
  month: { from: Date; to: Date };
}

export interface MemberDayRead {
  /** listUserLiveBookingsStarting's rows. */
  bookings: BookingRow[];
  /** listUserLessonsStarting's rows. */
  lessons: LessonRow[];
  /** planUsedMinutes' count for the member (0 when none). */
  planUsedMinutes: number;
  /** countGuestPassesUsed's count. */
  guestPassesUsed: number;
}

/**
 * A member's own bookings and lessons of a day, their plan's used minutes and guest passes of the
 * month: the four reads of those names, in one statement (one round trip instead of four).
 */
export async function readMemberDay(db: Database | Tx, q: MemberDayQuery): Promise<MemberDayRead> {
  const { userId, own, month } = q;
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(userLiveBookingsStartingQuery(db, userId, own.from, own.to)).as('bookings'),
      jsonArrayFrom(userLessonsStartingQuery(db, userId, own.from, own.to)).as('lessons'),
      planUseIn(db, month)
        .select(planMinutesSum.as('minutes'))
        .where('pu.userId', '=', userId)
        .$asScalar()
        .as('planUsedMinutes'),
      guestPassesUsedQuery(db, userId, month).$asScalar().as('guestPassesUsed'),
    ])
    .executeTakeFirstOrThrow();
  return {
    bookings: row.bookings.map(bookingFromJson),
    lessons: row.lessons.map(lessonFromJson),
    planUsedMinutes: row.planUsedMinutes ?? 0,
    guestPassesUsed: row.guestPassesUsed ?? 0,
  };
}
