import {
  appendLedgerLines,
  listGuestsOfBookings,
  type BookingGuestRow,
  type BookingRow,
  type LessonRow,
  type Tx,
} from '@club/db';
import {
  cancellationLines,
  confirmationLines,
  guestCredits,
  leagueEntryCharged,
  moveLines,
  type LedgerLine,
  type PricedItem,
} from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

// The account book's lines of the commands that confirm, move and cancel priced things
// (DECISIONS.md, The club's account book). Each is written in the command's own transaction, in
// one INSERT; the rules (what is charged and credited) are the domain's.

type Booked = Pick<BookingRow, 'id' | 'userId' | 'priceCents'>;

/** A session as a priced item: its charged part (the plan covers the rest). */
export function bookingItem(b: Booked): PricedItem {
  return { userId: b.userId, item: 'booking', itemId: b.id, priceCents: b.priceCents };
}

/** A lesson as a priced item ($0 while the plan's included lessons last). */
export function lessonItem(l: Pick<LessonRow, 'id' | 'userId' | 'priceCents'>): PricedItem {
  return { userId: l.userId, item: 'lesson', itemId: l.id, priceCents: l.priceCents };
}

/** Guests as priced items: their fees (a pass is $0 and writes nothing). */
export function guestItems(
  userId: number,
  guests: readonly Pick<BookingGuestRow, 'id' | 'feeCents'>[],
): PricedItem[] {
  return guests.map((g) => ({ userId, item: 'guest', itemId: g.id, priceCents: g.feeCents }));
}

/** Writes the product's own lines in the caller's transaction (nothing when there are none). */
export function writeLines(trx: Tx, deps: Pick<ServiceDeps, 'now'>, lines: readonly LedgerLine[]) {
  return appendLedgerLines(trx, lines, { now: deps.now(), recordedBy: null });
}

/** A confirmed session and the guests it brings: one charge each that costs something. */
export function chargeSession(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  booking: Booked,
  guests: readonly Pick<BookingGuestRow, 'id' | 'feeCents'>[],
) {
  return writeLines(
    trx,
    deps,
    confirmationLines([bookingItem(booking), ...guestItems(booking.userId, guests)]),
  );
}

/** A lesson booked: its price, unless the plan includes it. */
export function chargeLesson(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  lesson: Pick<LessonRow, 'id' | 'userId' | 'priceCents'>,
) {
  return writeLines(trx, deps, confirmationLines([lessonItem(lesson)]));
}

/** A lesson cancelled: its price goes back. */
export function creditLesson(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  lesson: Pick<LessonRow, 'id' | 'userId' | 'priceCents'>,
) {
  return writeLines(trx, deps, cancellationLines([lessonItem(lesson)]));
}

/** A league entry as a priced item: the fee it was registered at ('included' entries cost nothing). */
function leagueEntryItem(
  entry: { id: number; userId: number; paymentMethod: string },
  feeCents: number,
): PricedItem {
  return {
    userId: entry.userId,
    item: 'league_entry',
    itemId: entry.id,
    priceCents: leagueEntryCharged(entry.paymentMethod, feeCents),
  };
}

/** A league entry registered: the league's fee, unless the plan includes it. */
export function chargeLeagueEntry(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  entry: { id: number; userId: number; paymentMethod: string },
  feeCents: number,
) {
  return writeLines(trx, deps, confirmationLines([leagueEntryItem(entry, feeCents)]));
}

/** A league entry withdrawn before the league starts: its fee goes back. */
export function creditLeagueEntry(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  entry: { id: number; userId: number; paymentMethod: string },
  feeCents: number,
) {
  return writeLines(trx, deps, cancellationLines([leagueEntryItem(entry, feeCents)]));
}

/** Guests placed on a session: their fees are charged once it is confirmed (a waitlist place waits). */
export function chargeGuests(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  booking: Pick<BookingRow, 'userId' | 'status'>,
  guests: readonly Pick<BookingGuestRow, 'id' | 'feeCents'>[],
) {
  if (booking.status !== 'confirmed') return Promise.resolve();
  return writeLines(trx, deps, confirmationLines(guestItems(booking.userId, guests)));
}

/** Sessions confirmed from the waitlist: each one's price and its live guests' fees. */
export async function chargePromotions(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  promoted: readonly { bookingId: number; userId: number; priceCents: number }[],
): Promise<void> {
  if (promoted.length === 0) return;
  const guests = await listGuestsOfBookings(
    trx,
    promoted.map((p) => p.bookingId),
  );
  const items = promoted.flatMap((p) => [
    bookingItem({ id: p.bookingId, userId: p.userId, priceCents: p.priceCents }),
    ...guestItems(
      p.userId,
      guests.filter((g) => g.bookingId === p.bookingId),
    ),
  ]);
  await writeLines(trx, deps, confirmationLines(items));
}

/**
 * Cancelled sessions: a confirmed one's price goes back, and its live guests' fees while it has
 * not started (a waitlisted one was never charged).
 */
export async function creditSessions(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  bookings: readonly (Booked & Pick<BookingRow, 'status' | 'startTime'>)[],
): Promise<void> {
  const charged = bookings.filter((b) => b.status === 'confirmed');
  if (charged.length === 0) return;
  const guests = await listGuestsOfBookings(
    trx,
    charged.map((b) => b.id),
  );
  const now = deps.now();
  const lines = charged.flatMap((b) => [
    ...cancellationLines([bookingItem(b)]),
    ...guestCredits(
      b.userId,
      guests.filter((g) => g.bookingId === b.id),
      b.startTime,
      now,
    ),
  ]);
  await writeLines(trx, deps, lines);
}

/** Guests taken off a confirmed session before it starts: their fees go back. */
export function creditRemovedGuests(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  booking: Pick<BookingRow, 'userId' | 'status' | 'startTime'>,
  removed: readonly BookingGuestRow[],
) {
  if (booking.status !== 'confirmed') return Promise.resolve();
  const asTheyWere = removed.map((g) => ({ ...g, removedAt: null }));
  return writeLines(
    trx,
    deps,
    guestCredits(booking.userId, asTheyWere, booking.startTime, deps.now()),
  );
}

/** A moved session priced again: the old price credited and the new one charged, when it changed. */
export function repriceSession(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  before: Booked,
  after: Booked,
) {
  return writeLines(trx, deps, moveLines(bookingItem(before), bookingItem(after)));
}

/**
 * A moved session's guests priced again (Move Booking), while it is confirmed: the fees of those
 * taken off go back (before the start), a kept guest's old fee is credited and the new one charged
 * when it changed, and new guests are charged.
 */
export function repriceGuests(
  trx: Tx,
  deps: Pick<ServiceDeps, 'now'>,
  booking: Pick<BookingRow, 'userId' | 'status' | 'startTime'>,
  p: {
    removed: readonly BookingGuestRow[];
    kept: readonly { before: BookingGuestRow; feeCents: number }[];
    added: readonly BookingGuestRow[];
  },
) {
  if (booking.status !== 'confirmed') return Promise.resolve();
  const asTheyWere = p.removed.map((g) => ({ ...g, removedAt: null }));
  const item = (id: number, priceCents: number): PricedItem => ({
    userId: booking.userId,
    item: 'guest',
    itemId: id,
    priceCents,
  });
  return writeLines(trx, deps, [
    ...guestCredits(booking.userId, asTheyWere, booking.startTime, deps.now()),
    ...p.kept.flatMap((k) =>
      moveLines(item(k.before.id, k.before.feeCents), item(k.before.id, k.feeCents)),
    ),
    ...confirmationLines(guestItems(booking.userId, p.added)),
  ]);
}
