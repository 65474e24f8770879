import {
  listGuestsOfBookings,
  type BookingGuestRow,
  type BookingRow,
  type Database,
  type ListedBooking,
} from '@club/db';
import type { TBooking, TBookingGuest, TPublicBooking } from '@club/contract';
import { displayStatus } from '@club/domain';

type BookingWithBayName = BookingRow & { bayName: string | null };

/** A guest as the booking's member and admins see it: a pass, or the fee charged. */
export function toGuestDto(g: BookingGuestRow): TBookingGuest {
  return {
    id: g.id,
    firstName: g.firstName,
    email: g.email,
    usesPass: g.usesPass,
    feeCents: g.feeCents,
  };
}

/**
 * A booking as its member or an admin sees it, with its live `guests`. Given `now`, a waitlisted
 * booking whose start has passed shows as `expired` (a snapshot for the audit log is taken without
 * it: as stored).
 */
export function toBookingDto(
  b: BookingWithBayName,
  now?: Date,
  guests: readonly BookingGuestRow[] = [],
): TBooking {
  return {
    id: b.id,
    userId: b.userId,
    locationId: b.locationId,
    bayId: b.bayId,
    bayName: b.bayName,
    startTime: b.startTime.toISOString(),
    endTime: b.endTime.toISOString(),
    price: b.priceCents / 100,
    priceCents: b.priceCents,
    isPeak: b.isPeak,
    status: now ? displayStatus(b, now) : b.status,
    waitlistPosition: b.waitlistPosition,
    createdAt: b.createdAt.toISOString(),
    guests: guests.map(toGuestDto),
  };
}

/** Bookings as their member or an admin sees them, each with its live guests (one read for all). */
export async function toBookingDtosWithGuests(
  db: Database,
  list: readonly BookingWithBayName[],
  now?: Date,
): Promise<TBooking[]> {
  const guests = await listGuestsOfBookings(
    db,
    list.map((b) => b.id),
  );
  return list.map((b) =>
    toBookingDto(
      b,
      now,
      guests.filter((g) => g.bookingId === b.id),
    ),
  );
}

/** One booking as its member or an admin sees it, with its live guests. */
export async function toBookingDtoWithGuests(
  db: Database,
  b: BookingWithBayName,
  now?: Date,
): Promise<TBooking> {
  const [dto] = await toBookingDtosWithGuests(db, [b], now);
  return dto ?? toBookingDto(b, now);
}

/**
 * DECISIONS.md privacy: a member sees others' time, bay and status, never who booked. A list's
 * bookings share their times (every bay at each half-hour), so each time is written once.
 */
export function toPublicBookingDtos(
  list: readonly ListedBooking[],
  viewer: { id: number; role: string },
  now: Date,
): TPublicBooking[] {
  const iso = new Map<number, string>();
  const isoOf = (ms: number) => {
    let text = iso.get(ms);
    if (text === undefined) {
      text = new Date(ms).toISOString();
      iso.set(ms, text);
    }
    return text;
  };
  const admin = viewer.role === 'admin';
  return list.map((b) => ({
    id: b.id,
    bayId: b.bayId,
    startTime: isoOf(b.startMs),
    endTime: isoOf(b.endMs),
    status: displayStatus({ status: b.status, startTime: b.startMs }, now),
    userId: admin || b.userId === viewer.id ? b.userId : null,
  }));
}
