import { ADMIN_DURATIONS, adminBookingViolation, timeViolation } from './booking-rules';
import type { BookingViolation } from './booking-rules';
import type { Role } from './enums';
import { builtText, DomainError } from './errors';
import { addDays, isLocalDate, localDateOf, toMillis } from './time';
import type { Instant } from './time';

/** DECISIONS.md: an admin may book for a member up to 60 days ahead (today plus 59). */
export const ADMIN_BOOKING_WINDOW_DAYS = 60;

/** The product's texts for the admin panel's rules. */
export const ADMIN_MESSAGES = {
  window: /*i18n*/ 'Admins can book up to 60 days ahead.',
  memberRequired: /*i18n*/ 'Choose the member to book for.',
  bayRequired: /*i18n*/ 'Choose the bay to book.',
  bayElsewhere: /*i18n*/ 'That bay is at another location.',
  moveOnlyConfirmed:
    /*i18n*/ 'Only a confirmed booking can be moved; promote a waitlisted one instead.',
  moveStarted: /*i18n*/ 'A booking that has already started cannot be moved.',
  promoteStarted: /*i18n*/ 'This waitlisted session has already started, so it cannot be promoted.',
  notAdmin: /*i18n*/ 'Only an admin can book for another member or choose the bay.',
  memberNotFound: /*i18n*/ 'Member not found',
  bayNotFound: /*i18n*/ 'Bay not found',
  hoursNotFound: /*i18n*/ 'Operating hours not found',
  lastAdmin:
    /*i18n*/ 'The club needs at least one admin, so the last admin cannot be removed or demoted.',
  selfDelete: /*i18n*/ 'You cannot delete your own account.',
  selfDemote: /*i18n*/ 'You cannot remove your own admin role.',
  hasBookings: /*i18n*/ 'This member has bookings. Delete the member with their bookings instead.',
  hoursOverlap: /*i18n*/ 'These hours overlap an existing entry for that day.',
  stranded: (count: number) =>
    builtText(
      /*i18n*/ 'This change would leave {count} confirmed upcoming {count, plural, one {booking} other {bookings}} without a bay. Confirm to cancel them and e-mail the members.',
      { count },
      `This change would leave ${count} confirmed upcoming booking${count === 1 ? '' : 's'} without a bay. ` +
        'Confirm to cancel them and e-mail the members.',
    ),
} as const;

/** The admin's own window: a start whose local day is today or within the next 59 days. */
export function isWithinAdminWindow(start: Instant, now: Instant, zone: string): boolean {
  const day = localDateOf(start, zone);
  const today = localDateOf(now, zone);
  return day <= addDays(today, ADMIN_BOOKING_WINDOW_DAYS - 1);
}

/** The admin window as a booking violation (null when inside it). */
export function adminWindowViolation(
  start: Instant,
  now: Instant,
  zone: string,
): BookingViolation | null {
  return isWithinAdminWindow(start, now, zone)
    ? null
    : { rule: 'window', code: 'BOOKING_RULE', message: ADMIN_MESSAGES.window };
}

/**
 * Every rule of a booking an admin makes or moves, in the order a person would want to hear them:
 * the time rules (admin durations), the 60-day window, then the bay and the member's own limits.
 */
export function adminScheduleViolation(
  input: Parameters<typeof adminBookingViolation>[0],
): BookingViolation | null {
  return (
    timeViolation({ ...input, durations: ADMIN_DURATIONS }) ??
    adminWindowViolation(input.start, input.now, input.zone) ??
    adminBookingViolation(input)
  );
}

/**
 * The local day an admin schedule request names: a 'YYYY-MM-DD' start as it is; instants (the
 * spec's client sends its own day start and 23:59:59) by the middle of the range, so a caller a few
 * hours off the club's zone still names the day it meant.
 */
export function adminDayOf(startDate: string, endDate: string | undefined, zone: string): string {
  if (isLocalDate(startDate)) return startDate;
  const start = new Date(startDate).getTime();
  const end =
    endDate && !isLocalDate(endDate) ? new Date(endDate).getTime() : start + 24 * 3_600_000 - 1000;
  return localDateOf((start + Math.max(start, end)) / 2, zone);
}

/** A move keeps the member's booking: only a confirmed one that has not started can be moved. */
export function moveViolation(
  booking: { status: string; startTime: Instant },
  now: Instant,
): string | null {
  if (booking.status !== 'confirmed') return ADMIN_MESSAGES.moveOnlyConfirmed;
  if (toMillis(booking.startTime) <= toMillis(now)) return ADMIN_MESSAGES.moveStarted;
  return null;
}

export type MemberChange = { kind: 'update'; newRole: Role } | { kind: 'delete' };

/**
 * Guards on an admin's change to an account: nobody deletes or demotes themselves, and the club
 * always keeps one admin. Answers the refusal's text, or null when the change may go ahead.
 */
export function memberChangeViolation(input: {
  actorId: number;
  target: { id: number; role: Role };
  change: MemberChange;
  adminCount: number;
}): string | null {
  const { actorId, target, change, adminCount } = input;
  const removesAdmin =
    target.role === 'admin' && (change.kind === 'delete' || change.newRole !== 'admin');
  if (change.kind === 'delete' && target.id === actorId) return ADMIN_MESSAGES.selfDelete;
  if (removesAdmin && target.id === actorId) return ADMIN_MESSAGES.selfDemote;
  if (removesAdmin && adminCount <= 1) return ADMIN_MESSAGES.lastAdmin;
  return null;
}

/** Throws the guard's refusal as a 409. */
export function assertMemberChangeAllowed(
  input: Parameters<typeof memberChangeViolation>[0],
): void {
  const refusal = memberChangeViolation(input);
  if (refusal) throw new DomainError('CONFLICT', refusal);
}
