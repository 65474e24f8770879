import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { BookingGuestRow } from '../schema';

// Guests on a booking (migration 0021). The service locks the booking (and its member's day)
// before it counts passes and writes guests, as it does for plan hours: these functions count
// and write, they do not lock. A removed guest keeps its row with `removed_at`.

/**
 * Guest passes a member holds in a plan month [from, to) (planMonthOf: the club-time month of a
 * booking's start): live guests on a pass, on the member's bookings that are not cancelled.
 * `excludeBookingId` leaves one booking out (its guests priced again on a move).
 */
export async function countGuestPassesUsed(
  db: Database | Tx,
  userId: number,
  month: { from: Date; to: Date },
  excludeBookingId = 0,
): Promise<number> {
  const row = await guestPassesUsedQuery(db, userId, month, excludeBookingId).executeTakeFirst();
  return row?.n ?? 0;
}

/** countGuestPassesUsed's count as a query (one row, `n`), to be read with others in one statement. */
export function guestPassesUsedQuery(
  db: Database | Tx,
  userId: number,
  month: { from: Date; to: Date },
  excludeBookingId = 0,
) {
  return db
    .selectFrom('bookingGuests as g')
    .innerJoin('bookings as b', 'b.id', 'g.bookingId')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('b.userId', '=', userId)
    .where('b.status', '<>', 'cancelled')
    .where('b.id', '<>', excludeBookingId)
    .where('b.startTime', '>=', month.from)
    .where('b.startTime', '<', month.to)
    .where('g.usesPass', '=', true)
    .where('g.removedAt', 'is', null);
}

/** A booking's places for guests. */
const PLACES = [1, 2, 3] as const;

/** A guest as the service writes it: priced already (a pass, or the fee in cents). */
export interface NewBookingGuest {
  firstName: string;
  email: string | null;
  usesPass: boolean;
  feeCents: number;
}

/** A booking's live guests, in their places (1-3). */
export function listBookingGuests(
  db: Database | Tx,
  bookingId: number,
): Promise<BookingGuestRow[]> {
  return listGuestsOfBookings(db, [bookingId]);
}

/** The live guests of many bookings (the admin schedule, My Account), by booking and place. */
export function listGuestsOfBookings(
  db: Database | Tx,
  bookingIds: readonly number[],
): Promise<BookingGuestRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookingGuests')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .where('removedAt', 'is', null)
    .orderBy('bookingId')
    .orderBy('position')
    .execute();
}

/**
 * Adds guests to a booking in the order given, each in the lowest free place. The caller holds
 * the booking's lock; a fourth live guest has no place and fails on the place check.
 */
export async function addBookingGuests(
  trx: Tx,
  bookingId: number,
  guests: readonly NewBookingGuest[],
  now: Date,
): Promise<BookingGuestRow[]> {
  if (guests.length === 0) return [];
  const taken = new Set((await listBookingGuests(trx, bookingId)).map((g) => g.position));
  const free: number[] = PLACES.filter((p) => !taken.has(p));
  const rows = await trx
    .insertInto('bookingGuests')
    .values(
      guests.map((g, i) => ({
        bookingId,
        // past the third place there is none: the place check refuses the row
        position: free[i] ?? PLACES.length + 1,
        firstName: g.firstName,
        email: g.email,
        usesPass: g.usesPass,
        feeCents: g.usesPass ? 0 : g.feeCents,
        createdAt: now,
      })),
    )
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.position - b.position);
}

/** Removes one live guest of a booking; the row as removed, or undefined when there is none. */
export function removeBookingGuest(
  trx: Tx,
  bookingId: number,
  guestId: number,
  now: Date,
): Promise<BookingGuestRow | undefined> {
  return trx
    .updateTable('bookingGuests')
    .set({ removedAt: now })
    .where('id', '=', guestId)
    .where('bookingId', '=', bookingId)
    .where('removedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Removes every live guest of a booking (a move that replaces them); the rows as removed. */
export function removeAllBookingGuests(
  trx: Tx,
  bookingId: number,
  now: Date,
): Promise<BookingGuestRow[]> {
  return trx
    .updateTable('bookingGuests')
    .set({ removedAt: now })
    .where('bookingId', '=', bookingId)
    .where('removedAt', 'is', null)
    .returningAll()
    .execute();
}

/** A kept guest priced again (a booking moved or its list edited): a pass, or the fee in cents. */
export async function repriceBookingGuest(
  trx: Tx,
  guestId: number,
  price: { usesPass: boolean; feeCents: number },
): Promise<void> {
  await trx
    .updateTable('bookingGuests')
    .set({ usesPass: price.usesPass, feeCents: price.usesPass ? 0 : price.feeCents })
    .where('id', '=', guestId)
    .execute();
}
