import type { BookingRow, ListedBooking } from '@club/db';
import type { TBooking, TPublicBooking } from '@club/contract';
import { displayStatus } from '@club/domain';

/**
 * A booking as its member or an admin sees it. Given `now`, a waitlisted booking whose start has
 * passed shows as `expired` (a snapshot for the audit log is taken without it: as stored).
 */
export function toBookingDto(b: BookingRow & { bayName: string | null }, now?: Date): TBooking {
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
  };
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
