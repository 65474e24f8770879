import { LIVE_BOOKING_STATUSES, type BookingStatus, type LiveBookingStatus } from '@club/domain';
import { sql, type Insertable } from 'kysely';
import type { Database, Tx } from '../engine';
import type { BookingRow, BookingsTable, BookingUpdate } from '../schema';
import { overlaps } from './overlap';

export type BookingWithBay = BookingRow & { bayName: string | null };

/** Bookings (not cancelled unless asked) whose time overlaps [from, to), at a location or all. */
export function bookingsOverlappingQuery(
  db: Database,
  range: { from: Date; to: Date; locationId?: number; statuses?: readonly BookingStatus[] },
) {
  let q = db
    .selectFrom('bookings')
    .leftJoin('bays', 'bays.id', 'bookings.bayId')
    .selectAll('bookings')
    .select('bays.name as bayName')
    .where(overlaps('bookings', range))
    .where('bookings.status', 'in', range.statuses ?? LIVE_BOOKING_STATUSES)
    .orderBy('bookings.startTime')
    .orderBy('bookings.id');
  if (range.locationId !== undefined) q = q.where('bookings.locationId', '=', range.locationId);
  return q;
}

export function listBookingsOverlapping(
  db: Database,
  range: { from: Date; to: Date; locationId?: number; statuses?: readonly BookingStatus[] },
): Promise<BookingWithBay[]> {
  return bookingsOverlappingQuery(db, range).execute();
}

/** A live booking as the schedule list shows it: instants already ISO strings (UTC, ms). */
export interface ListedBooking {
  id: number;
  bayId: number | null;
  /** Epoch milliseconds (callers write the form they answer with). */
  startMs: number;
  endMs: number;
  status: LiveBookingStatus;
  userId: number;
}

/**
 * Live bookings overlapping [from, to), oldest first, built into one JSON text by PostgreSQL: a
 * 14-day list is thousands of rows, and parsing each row's timestamps into Dates only to write
 * them back as strings cost more than the query. Times come as epoch milliseconds (formatting
 * them in SQL cost PostgreSQL a third more).
 */
export async function listBookingsOverlappingAsJson(
  db: Database,
  range: { from: Date; to: Date; locationId?: number | undefined },
): Promise<ListedBooking[]> {
  const result = await sql<{ list: string }>`
    select coalesce(json_agg(json_build_object(
             'id', b.id,
             'bayId', b.bay_id,
             'startMs', (extract(epoch from b.start_time) * 1000)::bigint,
             'endMs', (extract(epoch from b.end_time) * 1000)::bigint,
             'status', b.status,
             'userId', b.user_id
           ) order by b.start_time, b.id), '[]')::text as list
    from bookings b
    where ${overlaps('b', range)}
      and b.status in (${sql.join(LIVE_BOOKING_STATUSES)})
      ${range.locationId === undefined ? sql`` : sql`and b.location_id = ${range.locationId}`}`.execute(
    db,
  );
  return JSON.parse(result.rows[0]?.list ?? '[]') as ListedBooking[];
}

/** At most this many rows come back from a list a caller asks for (a page: `limit`, `offset`). */
export const MAX_LIST_ROWS = 500;

/** A member's bookings, newest first. */
export function listUserBookings(
  db: Database,
  userId: number,
  page: { limit: number; offset: number } = { limit: MAX_LIST_ROWS, offset: 0 },
): Promise<BookingWithBay[]> {
  return db
    .selectFrom('bookings')
    .leftJoin('bays', 'bays.id', 'bookings.bayId')
    .selectAll('bookings')
    .select('bays.name as bayName')
    .where('bookings.userId', '=', userId)
    .orderBy('bookings.startTime', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(Math.min(page.limit, MAX_LIST_ROWS))
    .offset(page.offset)
    .execute();
}

export function findBooking(db: Database, id: number): Promise<BookingWithBay | undefined> {
  return db
    .selectFrom('bookings')
    .leftJoin('bays', 'bays.id', 'bookings.bayId')
    .selectAll('bookings')
    .select('bays.name as bayName')
    .where('bookings.id', '=', id)
    .executeTakeFirst();
}

/** Locks a booking row until the transaction ends. */
export function lockBooking(trx: Tx, id: number): Promise<BookingRow | undefined> {
  return trx.selectFrom('bookings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Locks users in id order (the order every command takes them in, so none deadlock). */
export async function lockUsers(trx: Tx, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', unique)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A new booking is confirmed or waitlisted; only a command cancels one. */
export type NewBooking = Insertable<BookingsTable> & { status: LiveBookingStatus };

/**
 * Inserts a booking made at `now`, the service's clock: the instants rules compare (when it was
 * made, as the reminder's) come from one clock, never from PostgreSQL's own (issue 30).
 */
export function insertBooking(db: Database, booking: NewBooking, now: Date): Promise<BookingRow> {
  return db
    .insertInto('bookings')
    .values({ ...booking, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A booking's new status (and bay, price, queue place), changed (and cancelled) at `now`. */
export async function setBookingStatus(
  db: Database,
  id: number,
  patch: Pick<BookingUpdate, 'bayId' | 'priceCents' | 'isPeak' | 'planMinutes'> & {
    status: BookingStatus;
    waitlistPosition: number | null;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({
      ...patch,
      updatedAt: now,
      ...(patch.status === 'cancelled' ? { cancelledAt: now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function setWaitlistPosition(
  db: Database,
  id: number,
  position: number,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ waitlistPosition: position })
    .where('id', '=', id)
    .execute();
}

/**
 * True when a database error is an exclusion constraint refusing a booking: another booking on the
 * bay (bookings_no_overlap) or a lesson holding it (bay_holds_no_overlap, migration 0009).
 */
export function isBayTakenError(err: unknown): boolean {
  const constraint = (err as { constraint?: string } | null)?.constraint;
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: string }).code === '23P01' &&
    (constraint === 'bookings_no_overlap' || constraint === 'bay_holds_no_overlap')
  );
}

/** A member's live bookings whose start falls in [from, to) (for overlap and the daily limit). */
export function userLiveBookingsStartingQuery(db: Database, userId: number, from: Date, to: Date) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', 'in', LIVE_BOOKING_STATUSES)
    .where('startTime', '>=', from)
    .where('startTime', '<', to)
    .orderBy('startTime');
}

export function listUserLiveBookingsStarting(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
): Promise<BookingRow[]> {
  return userLiveBookingsStartingQuery(db, userId, from, to).execute();
}

/** Waitlisted bookings at a location that start after `after`, in queue order. */
export function listWaitlisted(
  db: Database,
  locationId: number,
  after: Date,
): Promise<BookingRow[]> {
  return waitlistedQuery(db, locationId, after).execute();
}

function waitlistedQuery(db: Database, locationId: number, after: Date) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('locationId', '=', locationId)
    .where('status', '=', 'waitlisted')
    .where('startTime', '>', after)
    .orderBy('startTime')
    .orderBy('waitlistPosition')
    .orderBy('id');
}

/** Lessons holding bays at a location in [from, to). */
export function listLessonsOverlapping(
  db: Database,
  range: { from: Date; to: Date; locationId: number },
): Promise<{ id: number; bayId: number; startTime: Date; endTime: Date }[]> {
  return db
    .selectFrom('lessons')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .select(['lessons.id', 'lessons.bayId', 'lessons.startTime', 'lessons.endTime'])
    .where('bays.locationId', '=', range.locationId)
    .where('lessons.status', '=', 'confirmed')
    .where(overlaps('lessons', range))
    .execute();
}

export function setCalendarToken(
  db: Database,
  userId: number,
  token: string,
): Promise<{ calendarToken: string | null } | undefined> {
  return db
    .updateTable('users')
    .set({ calendarToken: token })
    .where('id', '=', userId)
    .where('calendarToken', 'is', null)
    .returning('calendarToken')
    .executeTakeFirst();
}

export function findUserByCalendarToken(db: Database, token: string) {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'locale'])
    .where('calendarToken', '=', token)
    .executeTakeFirst();
}

/**
 * What plans have used in a month (DECISIONS.md, Plan hours used are the covered minutes): the
 * covered minutes of confirmed sessions starting in [from, to), never their charged part; a
 * `no_show` keeps its minutes (Check-in and no-shows). The one count: `planUsedMinutes` and a
 * member's booking read (location-day.ts) both sum it.
 */
export function planUseIn(db: Database | Tx, span: { from: Date; to: Date }) {
  return db
    .selectFrom('bookings as pu')
    .where('pu.status', 'in', ['confirmed', 'no_show'])
    .where('pu.startTime', '>=', span.from)
    .where('pu.startTime', '<', span.to);
}

/** The covered minutes summed (as an int: PostgreSQL's sum of ints is a bigint). */
export const planMinutesSum = sql<number>`coalesce(sum(pu.plan_minutes), 0)::int`;

/**
 * Each member's plan use in a month (planUseIn), leaving out `exceptBookingId` (a booking being
 * moved). Members with none are absent from the map.
 */
export async function planUsedMinutes(
  db: Database | Tx,
  userIds: readonly number[],
  span: { from: Date; to: Date },
  exceptBookingId?: number,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await planUseIn(db, span)
    .select(['pu.userId', planMinutesSum.as('minutes')])
    .where('pu.userId', 'in', userIds)
    .$if(exceptBookingId !== undefined, (q) => q.where('pu.id', '<>', exceptBookingId ?? 0))
    .groupBy('pu.userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, r.minutes]));
}
