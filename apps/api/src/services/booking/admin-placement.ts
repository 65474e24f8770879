import {
  listBookingsOverlapping,
  listUserLessonsStarting,
  listUserLiveBookingsStarting,
  planUsedMinutes,
  type Tx,
} from '@club/db';
import type { TUser } from '@club/contract';
import {
  ADMIN_MESSAGES,
  adminScheduleViolation,
  BOOKING_MESSAGES,
  DomainError,
  isBayFree,
  isOpenForSession,
  localDateOf,
  ownBookingsWindow,
  planMinutesLeft,
  planMonthOf,
  priceByPlan,
  sessionEnd,
  throwIfViolated,
  type PlanPrice,
} from '@club/domain';
import { baysWithHours, otherBusyTime, resolveLocation } from '../club/club-data';
import type { ServiceDeps } from '../shared/deps';
import { retryLostRace } from '../shared/lost-race';

// Where an admin may place a member's session (new or moved), and what the member's plan leaves
// to pay: shared by the admin's booking and its move.

/** A session an admin places: whose, which bay, when, how long. */
export interface AdminPlacement {
  userId: number;
  bayId: number;
  startTime: Date;
  durationMinutes: number;
}

/** Runs an admin's booking command, again on a lost race (retryLostRace); then the bay is taken. */
export function withBayRetry<T>(run: () => Promise<T>): Promise<T> {
  return retryLostRace(run, () => new DomainError('BAY_TAKEN', BOOKING_MESSAGES.bayTaken));
}

/** Checks every rule for the member's session on the bay (excluding `excludeId`, a booking being moved). */
export async function checkPlacement(
  trx: Tx,
  deps: ServiceDeps,
  p: AdminPlacement,
  locationId: number,
  excludeId?: number,
) {
  const zone = (await resolveLocation(trx, locationId)).timeZone;
  const end = sessionEnd(p.startTime, p.durationMinutes);
  const bays = await baysWithHours(trx, locationId);
  const bay = bays.find((b) => b.id === p.bayId);
  if (!bay) throw new DomainError('VALIDATION', ADMIN_MESSAGES.bayElsewhere);
  const window = ownBookingsWindow(localDateOf(p.startTime, zone), zone);
  const valid = Number.isFinite(end.getTime());
  const [confirmed, other, own, lessons] = valid
    ? await Promise.all([
        listBookingsOverlapping(trx, {
          from: p.startTime,
          to: end,
          locationId,
          statuses: ['confirmed'],
        }),
        otherBusyTime(trx, locationId, p.startTime, end),
        listUserLiveBookingsStarting(trx, p.userId, window.from, window.to),
        listUserLessonsStarting(trx, p.userId, window.from, window.to),
      ])
    : [[], [], [], []];
  const busy = [
    ...confirmed.flatMap((b) =>
      b.bayId === null || b.id === excludeId ? [] : [{ ...b, bayId: b.bayId }],
    ),
    ...other,
  ];
  throwIfViolated(
    adminScheduleViolation({
      start: p.startTime,
      durationMinutes: p.durationMinutes,
      now: deps.now(),
      zone,
      bayIsActive: bay.isActive,
      bayIsOpen: valid && isOpenForSession(p.startTime, end, zone, bay.hours),
      bayIsFree: isBayFree(p.bayId, busy, p.startTime, end),
      // the member's lessons are their time too (issue 24); a lesson is never the booking moved
      memberBookings: [...own, ...lessons.map(({ id: _lesson, ...l }) => l)],
      ...(excludeId === undefined ? {} : { excludeId }),
    }),
  );
  return { zone, end, bay };
}

/**
 * A session placed for a member, priced by their plan as a new booking of theirs would be: what the
 * plan has left in the session's month (read with the member locked; a moved booking's own minutes
 * left out) covered first, the rest charged on `schedule`.
 */
export async function planPrice(
  trx: Tx,
  member: Pick<TUser, 'id' | 'membershipType'>,
  session: { startTime: Date; durationMinutes: number; isPeak: boolean; zone: string },
  schedule: 'member' | 'admin',
  movingId?: number,
): Promise<PlanPrice> {
  const month = planMonthOf(session.startTime, session.zone);
  const used = (await planUsedMinutes(trx, [member.id], month, movingId)).get(member.id) ?? 0;
  const left = planMinutesLeft(member.membershipType, used);
  return priceByPlan(session.durationMinutes, left, session.isPeak, schedule);
}
