import {
  addBookingGuests,
  countGuestPassesUsed,
  findUserById,
  listBookingGuests,
  removeBookingGuest,
  repriceBookingGuest,
  type BookingRow,
  type LocationRow,
  type Tx,
} from '@club/db';
import type { TGuest } from '@club/contract';
import { matchGuestList, planMonthOf, priceGuests } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';
import { withBookingPlan } from '../account/user-dto';
import { mailGuests } from './booking-guests';
import { repriceGuests } from '../ledger/ledger-lines';

/**
 * A moved booking's guests (Move Booking), under the move's locks (its member's row among them).
 * `guests` sent is the new list; left out, the list stays. Either way the list is priced again
 * in the booking's (new) month, the month's other bookings counted first: passes, then the fee.
 * A guest named again (same first name and e-mail) keeps their place, link and waiver; the ones
 * left out give their pass or fee back; new ones are added and invited by e-mail. When the time
 * changed, every guest with an e-mail hears of the new time. The account book follows: fees of
 * guests taken off go back, changed fees are credited and charged again, new guests are charged.
 */
export async function moveGuests(
  trx: Tx,
  deps: ServiceDeps,
  p: {
    booking: BookingRow;
    location: LocationRow;
    guests: readonly TGuest[] | undefined;
    retimed: boolean;
  },
): Promise<void> {
  const found = await findUserById(trx, p.booking.userId);
  if (!found) return;
  const host = withBookingPlan(found, deps.now());
  const live = await listBookingGuests(trx, p.booking.id);
  const wanted = p.guests ?? live.map((g) => ({ firstName: g.firstName, email: g.email }));
  const { list, removedIds } = matchGuestList(live, wanted);
  const now = deps.now();
  for (const id of removedIds) await removeBookingGuest(trx, p.booking.id, id, now);

  const month = planMonthOf(p.booking.startTime, p.location.timeZone);
  const charges = priceGuests({
    tier: host.membershipType,
    passesUsed: await countGuestPassesUsed(trx, host.id, month, p.booking.id),
    guests: list.length,
    feeCents: p.location.guestFeeCents,
  });
  const priced = list.map((entry, i) => {
    const charge = charges[i];
    const price = {
      usesPass: charge?.kind === 'pass',
      feeCents: charge?.priceCents ?? p.location.guestFeeCents,
    };
    return { ...entry, price };
  });
  const kept = [];
  for (const g of priced) {
    const before = live.find((row) => row.id === g.keptId);
    if (!before) continue;
    await repriceBookingGuest(trx, before.id, g.price);
    kept.push({ before, feeCents: g.price.usesPass ? 0 : g.price.feeCents });
  }
  const added = await addBookingGuests(
    trx,
    p.booking.id,
    priced
      .filter((g) => g.keptId === null)
      .map((g) => ({ firstName: g.guest.firstName, email: g.guest.email, ...g.price })),
    now,
  );
  await repriceGuests(trx, deps, p.booking, {
    removed: live.filter((g) => removedIds.includes(g.id)),
    kept,
    added,
  });
  const told = p.retimed ? await listBookingGuests(trx, p.booking.id) : added;
  await mailGuests(trx, deps, { booking: p.booking, host, location: p.location, guests: told });
}
