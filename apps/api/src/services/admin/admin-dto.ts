import type {
  AdminBookingRow,
  AdminLessonRow,
  AdminListedBooking,
  MemberWithCount,
} from '@club/db';
import type { TAdminBooking, TAdminLesson, TAdminMember } from '@club/contract';
import { displayStatus } from '@club/domain';
import { toBookingDto } from '../booking/booking-dto';
import { toUserDto } from '../account/user-dto';

/** True when an admin made the booking for the member (priced on the admin schedule). */
export function isAdminMade(b: { userId: number; createdBy: number | null }): boolean {
  return b.createdBy !== null && b.createdBy !== b.userId;
}

export function toAdminBookingDto(b: AdminBookingRow): TAdminBooking {
  return {
    ...toBookingDto(b),
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    createdByAdmin: isAdminMade(b),
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    checkedInBy: b.checkedInBy,
  };
}

/** The same answer from a row PostgreSQL wrote as JSON (the admin day's list). */
export function toAdminListedBookingDto(b: AdminListedBooking, now: Date): TAdminBooking {
  return {
    id: b.id,
    userId: b.userId,
    locationId: b.locationId,
    bayId: b.bayId,
    bayName: b.bayName,
    startTime: b.startTime,
    endTime: b.endTime,
    price: b.priceCents / 100,
    priceCents: b.priceCents,
    isPeak: b.isPeak,
    status: displayStatus({ status: b.status, startTime: new Date(b.startTime) }, now),
    waitlistPosition: b.waitlistPosition,
    createdAt: b.createdAt,
    guests: b.guests,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    createdByAdmin: isAdminMade(b),
    checkedInAt: b.checkedInAt,
    checkedInBy: b.checkedInBy,
  };
}

export function toAdminLessonDto(l: AdminLessonRow): TAdminLesson {
  return {
    id: l.id,
    userId: l.userId,
    bayId: l.bayId,
    coachId: l.coachId,
    coachName: `${l.coachFirstName} ${l.coachLastName}`,
    firstName: l.firstName,
    lastName: l.lastName,
    startTime: l.startTime.toISOString(),
    endTime: l.endTime.toISOString(),
    checkedInAt: l.checkedInAt?.toISOString() ?? null,
    checkedInBy: l.checkedInBy,
  };
}

export function toAdminMemberDto(
  m: MemberWithCount,
  waiverStatus: TAdminMember['waiverStatus'],
  noShows30Days: number,
): TAdminMember {
  return {
    ...toUserDto(m),
    bookingCount: m.bookingCount,
    waiverStatus,
    balanceCents: m.balanceCents,
    noShows30Days,
  };
}
