import type { BookingRow, ListedBooking } from '@club/db';
import type { TBooking, TPublicBooking } from '@club/contract';

export function toBookingDto(b: BookingRow & { bayName: string | null }): TBooking {
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
    status: b.status,
    waitlistPosition: b.waitlistPosition,
    createdAt: b.createdAt.toISOString(),
  };
}

/** DECISIONS.md privacy: a member sees others' time, bay and status, never who booked. */
export function toPublicBookingDto(
  b: ListedBooking,
  viewer: { id: number; role: string },
): TPublicBooking {
  const visible = viewer.role === 'admin' || b.userId === viewer.id;
  return {
    id: b.id,
    bayId: b.bayId,
    startTime: b.startTime,
    endTime: b.endTime,
    status: b.status,
    userId: visible ? b.userId : null,
  };
}
