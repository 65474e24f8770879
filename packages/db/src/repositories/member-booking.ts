import { sql } from 'kysely';
import type { Tx } from '../engine';
import type { BookingRow, LocationRow } from '../schema';
import type { NewBooking } from './bookings';
import { outboxRow, type OutboxMessage } from './outbox';

const BLOCK_MS = 30 * 60_000;

/** The half-hour blocks (epoch half-hours) that [from, to) touches, in order. */
export function halfHourBlocks(from: Date, to: Date): number[] {
  const first = Math.floor(from.getTime() / BLOCK_MS);
  const end = Math.ceil(to.getTime() / BLOCK_MS);
  return Array.from({ length: Math.max(0, end - first) }, (_, i) => first + i);
}

/**
 * Locks, in one statement and in this order (the lateral joins force it): a location (or the
 * club's first), a member's row, and the location's half-hour blocks of a time span (transaction
 * advisory locks, in ascending order). `share` lets other `share` holders of the location in at
 * once and keeps every `update` holder out until the transaction ends.
 *
 * The blocks make members who want the same time take turns: the second reads after the first
 * has committed and takes the next free bay, where two inserting at once on one bay would each
 * wait for the other in the exclusion constraint (a deadlock PostgreSQL breaks only after a
 * second). Two sessions that overlap share a block. Every other writer of bookings holds the
 * location alone, so none waits on a block while holding what a block holder wants.
 */
export async function lockLocationAndMember(
  trx: Tx,
  locationId: number | undefined,
  userId: number,
  mode: 'update' | 'share',
  span: { from: Date; to: Date },
): Promise<LocationRow | undefined> {
  const where =
    locationId === undefined ? sql`(select min(id) from locations)` : sql`${locationId}`;
  const lock = mode === 'share' ? sql`for share` : sql`for update`;
  const blocks = halfHourBlocks(span.from, span.to);
  const { rows } = await sql<LocationRow & { heldBlocks: number }>`
    select loc.*, held.blocks as held_blocks
    from (select * from locations where id = ${where} ${lock}) loc
    left join lateral (
      select u.id from users u where u.id = ${userId} and loc.id is not null for update
    ) member on true
    cross join lateral (
      -- the key reads member.id (adding nothing): the blocks are taken after the member's row
      select count(pg_advisory_xact_lock(loc.id, b + 0 * coalesce(member.id, 0)))::int as blocks
      from unnest(${sql.val(blocks)}::int[]) as b
    ) held`.execute(trx);
  const row = rows[0];
  if (!row) return undefined;
  const { heldBlocks, ...location } = row;
  if (heldBlocks !== blocks.length)
    throw new Error(`Locked ${heldBlocks} of ${blocks.length} blocks`);
  return location;
}

/**
 * Inserts a booking and stores its e-mail in one statement (the mail commits with the booking or
 * not at all), both made at `now`; answers the booking and its message's id (for its mail job). The
 * exclusion constraint refuses an overlap on a bay as insertBooking does.
 */
export async function insertBookingWithMail(
  trx: Tx,
  booking: NewBooking,
  message: OutboxMessage,
  now: Date,
): Promise<{ booking: BookingRow; mailId: number }> {
  const { mailId, ...row } = await trx
    .with('mail', (d) => d.insertInto('mailOutbox').values(outboxRow(message, now)).returning('id'))
    .insertInto('bookings')
    .values({ ...booking, createdAt: now, updatedAt: now })
    .returningAll()
    .returning((eb) => eb.selectFrom('mail').select('mail.id').$asScalar().$notNull().as('mailId'))
    .executeTakeFirstOrThrow();
  return { booking: row, mailId };
}
