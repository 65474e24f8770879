import { LIVE_BOOKING_STATUSES, type BookingStatus } from '@club/domain';
import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { BookingRow, CheckedInBy, LeagueRow } from '../schema';
import { overlaps } from './overlap';

// Reads of the admin booking schedule; every range read is bounded by `overlaps` (overlap.ts).

export type AdminBookingRow = BookingRow & {
  bayName: string | null;
  firstName: string;
  lastName: string;
  email: string;
};

export interface LocationRange {
  locationId: number;
  from: Date;
  to: Date;
}

/** Confirmed and waitlisted bookings at a location sharing time with [from, to), with their members. */
export function adminBookingsQuery(
  db: Database,
  range: LocationRange & { statuses?: readonly BookingStatus[] },
) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .leftJoin('bays', 'bays.id', 'bookings.bayId')
    .selectAll('bookings')
    .select(['bays.name as bayName', 'users.firstName', 'users.lastName', 'users.email'])
    .where('bookings.locationId', '=', range.locationId)
    .where(overlaps('bookings', range))
    .where('bookings.status', 'in', range.statuses ?? LIVE_BOOKING_STATUSES)
    .orderBy('bookings.startTime')
    .orderBy('bookings.waitlistPosition')
    .orderBy('bookings.id');
}

export function listAdminBookings(
  db: Database,
  range: LocationRange & { statuses?: readonly BookingStatus[] },
): Promise<AdminBookingRow[]> {
  return adminBookingsQuery(db, range).execute();
}

/** A booking of the admin day as PostgreSQL writes it: instants already ISO strings (UTC, ms). */
export interface AdminListedBooking {
  id: number;
  userId: number;
  locationId: number;
  bayId: number | null;
  bayName: string | null;
  startTime: string;
  endTime: string;
  priceCents: number;
  isPeak: boolean;
  status: BookingStatus;
  waitlistPosition: number | null;
  createdBy: number | null;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Checked in (migration 0025): when (ISO) and how. */
  checkedInAt: string | null;
  checkedInBy: CheckedInBy | null;
  /** Its live guests, in their places. */
  guests: {
    id: number;
    firstName: string;
    email: string | null;
    usesPass: boolean;
    feeCents: number;
  }[];
}

const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * listAdminBookings (live statuses) built into one JSON text by PostgreSQL: a day's few hundred
 * rows with their members, without a Date made and written back per timestamp.
 */
export async function listAdminBookingsAsJson(
  db: Database,
  range: LocationRange,
): Promise<AdminListedBooking[]> {
  const iso = (column: string) =>
    sql`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.lit(ISO_UTC)})`;
  const result = await sql<{ list: string }>`
    select coalesce(json_agg(json_build_object(
             'id', b.id, 'userId', b.user_id, 'locationId', b.location_id, 'bayId', b.bay_id,
             'bayName', bays.name, 'startTime', ${iso('b.start_time')}, 'endTime', ${iso('b.end_time')},
             'priceCents', b.price_cents, 'isPeak', b.is_peak, 'status', b.status,
             'waitlistPosition', b.waitlist_position, 'createdBy', b.created_by,
             'createdAt', ${iso('b.created_at')}, 'firstName', u.first_name,
             'lastName', u.last_name, 'email', u.email,
             'checkedInAt', case when b.checked_in_at is null then null
                                 else ${iso('b.checked_in_at')} end,
             'checkedInBy', b.checked_in_by,
             'guests', coalesce((
               select json_agg(json_build_object(
                        'id', g.id, 'firstName', g.first_name, 'email', g.email,
                        'usesPass', g.uses_pass, 'feeCents', g.fee_cents
                      ) order by g.position)
               from booking_guests g
               where g.booking_id = b.id and g.removed_at is null
             ), '[]'::json)
           ) order by b.start_time, b.waitlist_position nulls last, b.id), '[]')::text as list
    from bookings b
    join users u on u.id = b.user_id
    left join bays on bays.id = b.bay_id
    where b.location_id = ${range.locationId}
      and ${overlaps('b', range)}
      and b.status in (${sql.join(LIVE_BOOKING_STATUSES)})`.execute(db);
  return JSON.parse(result.rows[0]?.list ?? '[]') as AdminListedBooking[];
}

export interface AdminLessonRow {
  id: number;
  userId: number;
  bayId: number;
  coachId: number;
  startTime: Date;
  endTime: Date;
  firstName: string;
  lastName: string;
  coachFirstName: string;
  coachLastName: string;
  checkedInAt: Date | null;
  checkedInBy: CheckedInBy | null;
}

/** Lessons on the location's bays sharing time with [from, to), with member and coach names. */
export function listAdminLessons(db: Database, range: LocationRange): Promise<AdminLessonRow[]> {
  return db
    .selectFrom('lessons')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .innerJoin('users', 'users.id', 'lessons.userId')
    .innerJoin('coaches', 'coaches.id', 'lessons.coachId')
    .select([
      'lessons.id',
      'lessons.userId',
      'lessons.bayId',
      'lessons.coachId',
      'lessons.startTime',
      'lessons.endTime',
      'lessons.checkedInAt',
      'lessons.checkedInBy',
      'users.firstName',
      'users.lastName',
      'coaches.firstName as coachFirstName',
      'coaches.lastName as coachLastName',
    ])
    .where('bays.locationId', '=', range.locationId)
    .where('lessons.status', '=', 'confirmed')
    .where(overlaps('lessons', range))
    .orderBy('lessons.startTime')
    .execute();
}

export type LeagueWithCount = LeagueRow & { participants: number };

/** The location's leagues that are not cancelled and run over `day`, with their active participants. */
export function listLeaguesRunningOn(
  db: Database,
  locationId: number,
  day: string,
): Promise<LeagueWithCount[]> {
  return db
    .selectFrom('leagues')
    .select((eb) => [
      sql<number>`(select count(*) from league_participants p
        where p.league_id = ${eb.ref('leagues.id')} and p.status = 'active')`.as('participants'),
    ])
    .selectAll('leagues')
    .where('locationId', '=', locationId)
    .where('status', '<>', 'cancelled')
    .where('startDate', '<=', day)
    .where('endDate', '>=', day)
    .orderBy('startTime')
    .orderBy('id')
    .execute();
}

/** Moves a booking at `now` to another bay or time with its new price (the exclusion constraint has the last word). */
export function moveBooking(
  trx: Tx,
  id: number,
  patch: {
    bayId: number;
    startTime: Date;
    endTime: Date;
    priceCents: number;
    isPeak: boolean;
    planMinutes: number;
  },
  now: Date,
): Promise<BookingRow> {
  return trx
    .updateTable('bookings')
    .set({ ...patch, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
