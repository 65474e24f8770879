import { sql } from 'kysely';
import type { Database } from './engine';

// Bulk data for performance work (`pnpm db:generate`): members and a long booking history made by
// PostgreSQL itself with generate_series, so half a million rows take seconds, not minutes.

export interface GenerateOptions {
  /** Members to add (`generated-<n>@example.test`, password hash of the caller's choice). */
  members: number;
  /** Bookings to add, spread over the location's active bays back from `until`. */
  bookings: number;
  /** The location the bookings are at. */
  locationId: number;
  /** The bookings end before this instant (the history runs back from it). */
  until: Date;
  /** What every generated member's password_hash column holds (hash a real password to log in). */
  passwordHash: string;
  /** Share of the bookings that are cancelled (they keep their row, as cancelling does). */
  cancelledShare?: number;
}

export interface GenerateResult {
  members: number;
  /** The new members' ids, in order: member n (from 1) has e-mail `generatedMemberEmail(batch, n)`. */
  memberIds: number[];
  batch: string;
  bookings: number;
  confirmed: number;
  cancelled: number;
  /** The first instant of the generated history. */
  from: Date;
}

const HOUR_SECONDS = 3600;

/** The e-mail address of generated member `n` (from 1) of a batch. */
export function generatedMemberEmail(batch: string, n: number): string {
  return `generated-${batch}-${n}@example.test`;
}

/**
 * Adds `members` members and `bookings` bookings. Bookings sit on a grid of one-hour cells (bay x
 * hour) back from `until`, spread evenly so the cells are about 80% full; each lasts 30 or 60
 * minutes from the top of its hour, so no two overlap on a bay and the no-overlap constraint holds.
 * A cell already taken (an existing booking) is skipped: the result counts what was written.
 */
export async function generateLoad(db: Database, opts: GenerateOptions): Promise<GenerateResult> {
  const cancelledEvery = Math.max(2, Math.round(1 / (opts.cancelledShare ?? 0.12)));
  const bays = await db
    .selectFrom('bays')
    .select('id')
    .where('locationId', '=', opts.locationId)
    .where('isActive', '=', true)
    .orderBy('id')
    .execute();
  if (bays.length === 0) throw new Error(`Location ${opts.locationId} has no active bay`);

  const batch = Date.now().toString(36);
  const addedMembers = await sql<{ id: number }>`
    insert into users (username, email, password_hash, first_name, last_name, role, membership_type, hours_remaining)
    select 'generated-' || ${batch} || '-' || g,
           'generated-' || ${batch} || '-' || g || '@example.test',
           ${opts.passwordHash},
           (array['Ana','Ben','Cruz','Dana','Eli','Fay','Gus','Hana','Ivo','Jo'])[1 + g % 10],
           'Member ' || g,
           'user',
           (array['member','starter','pro','elite'])[1 + g % 4],
           0
    from generate_series(1, ${opts.members}::int) g
    order by g
    returning id`.execute(db);
  const memberIds = addedMembers.rows.map((r) => r.id);
  // the bookings' members: the new ones, or the existing members when none were asked for
  const bookers =
    memberIds.length > 0
      ? memberIds
      : (await db.selectFrom('users').select('id').where('role', '=', 'user').execute()).map(
          (r) => r.id,
        );
  if (opts.bookings > 0 && bookers.length === 0) throw new Error('There is no member to book for');

  // one-hour cells back from `until`: enough for the bookings at ~80% fill
  const cells = Math.ceil(opts.bookings / 0.8);
  const hours = Math.ceil(cells / bays.length);
  const untilHour = Math.floor(opts.until.getTime() / 1000 / HOUR_SECONDS) * HOUR_SECONDS;
  const fromEpoch = untilHour - hours * HOUR_SECONDS;
  const bayIds = bays.map((b) => b.id);

  const inserted = await sql<{ status: string; n: number }>`
    with picked as (
      select i,
             (i::bigint * ${cells}::bigint / ${opts.bookings}::bigint) as cell
      from generate_series(0, ${opts.bookings}::int - 1) i
    ), rows as (
      select i,
             (${sql.val(bayIds)}::int[])[1 + (cell % ${bayIds.length})] as bay_id,
             to_timestamp(${fromEpoch}::bigint + (cell / ${bayIds.length}) * ${HOUR_SECONDS}) as start_time,
             case when i % 3 = 0 then 30 else 60 end as minutes,
             case when i % ${cancelledEvery} = 0 then 'cancelled' else 'confirmed' end as status
      from picked
    ), written as (
      insert into bookings (user_id, location_id, bay_id, start_time, end_time, price_cents, is_peak,
                            status, created_at, updated_at, cancelled_at)
      select (${sql.val(bookers)}::int[])[1 + (i::bigint * 7919) % ${bookers.length}],
             ${opts.locationId},
             bay_id,
             start_time,
             start_time + make_interval(mins => minutes),
             case when minutes = 30 then 3500 else 4000 end,
             false,
             status,
             start_time - interval '3 days',
             start_time - interval '3 days',
             case when status = 'cancelled' then start_time - interval '1 day' end
      from rows
      on conflict do nothing
      returning status
    )
    select status, count(*)::int as n from written group by status`.execute(db);

  const count = (status: string) => inserted.rows.find((r) => r.status === status)?.n ?? 0;
  await sql`analyze bookings`.execute(db);
  await sql`analyze users`.execute(db);
  return {
    members: memberIds.length,
    memberIds,
    batch,
    bookings: count('confirmed') + count('cancelled'),
    confirmed: count('confirmed'),
    cancelled: count('cancelled'),
    from: new Date(fromEpoch * 1000),
  };
}

/**
 * Books every active bay of a location solid in [from, to) with 30-minute bookings, members taken
 * in turn from `userIds` (the benchmark's "club fully booked" day). Answers how many were written.
 */
export async function fillHalfHours(
  db: Database,
  opts: { locationId: number; from: Date; to: Date; userIds: readonly number[] },
): Promise<number> {
  if (opts.userIds.length === 0) throw new Error('There is no member to book for');
  const result = await sql<{ n: number }>`
    with written as (
      insert into bookings (user_id, location_id, bay_id, start_time, end_time, price_cents, is_peak, status)
      select (${sql.val(opts.userIds)}::int[])[1 + (row_number() over () - 1) % ${opts.userIds.length}],
             ${opts.locationId}, bays.id, slot, slot + interval '30 minutes', 3500, false, 'confirmed'
      from bays
      cross join generate_series(${opts.from}::timestamptz, ${opts.to}::timestamptz - interval '30 minutes',
                                 interval '30 minutes') slot
      where bays.location_id = ${opts.locationId} and bays.is_active
      returning 1
    )
    select count(*)::int as n from written`.execute(db);
  await sql`analyze bookings`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** Deletes a location's bookings starting in [from, to) (the benchmark frees days to book in). */
/** VACUUM (ANALYZE) of the bookings table, after a benchmark deleted many of its rows. */
export async function vacuumBookings(db: Database): Promise<void> {
  await sql`vacuum (analyze) bookings`.execute(db);
}

export async function deleteBookingsStarting(
  db: Database,
  opts: { locationId: number; from: Date; to: Date },
): Promise<number> {
  const result = await db
    .deleteFrom('bookings')
    .where('locationId', '=', opts.locationId)
    .where('startTime', '>=', opts.from)
    .where('startTime', '<', opts.to)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Pairs of confirmed bookings that overlap on one bay: always 0 (the benchmark checks it). */
export async function countConfirmedOverlaps(db: Database): Promise<number> {
  const row = await db
    .selectFrom('bookings as a')
    .innerJoin('bookings as b', (j) =>
      j.onRef('a.bayId', '=', 'b.bayId').onRef('a.id', '<', 'b.id'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.status', '=', 'confirmed')
    .where('b.status', '=', 'confirmed')
    .whereRef('a.startTime', '<', 'b.endTime')
    .whereRef('b.startTime', '<', 'a.endTime')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
