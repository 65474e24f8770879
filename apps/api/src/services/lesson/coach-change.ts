import {
  cancelLessonRow,
  findCoach,
  lockCoach,
  lockLocationsForCoachChange,
  lockUpcomingLessonsOfCoach,
  type CoachWithHours,
  type Tx,
} from '@club/db';
import type { TUser } from '@club/contract';
import {
  COACH_CHANGE_MESSAGES,
  DomainError,
  LESSON_MESSAGES,
  strandedLessons,
  type CoachHoursEntry,
  type WaitlistPromotion,
} from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { creditLesson } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { queueLessonCancelled } from './lesson-notices';
import { syncLessonDoorCode } from '../door/door-codes';

// What every change of a coach or their weekly hours goes through (issue 30), as a bay change does
// (admin/bay-change.ts): the locks, the lessons it would strand (refused unless forced), the
// waitlist after the write, and the mails (queued with the change; promotions after the commit).

/** What a coach change did: lessons cancelled (forced), and the waitlist promoted per location. */
export interface CoachChangeEffects {
  cancelledLessons: number;
  promoted: { promotions: WaitlistPromotion[]; zone: string }[];
}

/** The coach as the change leaves them: active or not, and their weekly hours. */
export interface CoachAfter {
  isActive: boolean;
  hours: readonly CoachHoursEntry[];
}

/**
 * Inside the change's transaction: locks every location (id order), the coach, and the coach's
 * upcoming lessons. A change that leaves booked upcoming lessons without their coach (switched
 * off, or outside the new hours, each read in its location's zone) is refused with 409, naming
 * how many and when, unless forced. Then `write`; then the stranded lessons are cancelled (audited,
 * the member's and the coach's mails queued) and the waitlist takes the bay time they free.
 */
export async function applyCoachChange(
  trx: Tx,
  deps: ServiceDeps,
  actor: TUser,
  change: {
    coachId: number;
    after: (before: CoachWithHours) => CoachAfter;
    force: boolean;
    write: (before: CoachWithHours) => Promise<void>;
  },
): Promise<CoachChangeEffects> {
  const locations = await lockLocationsForCoachChange(trx);
  const before = (await lockCoach(trx, change.coachId))
    ? await findCoach(trx, change.coachId)
    : undefined;
  if (!before) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.coachNotFound);
  const now = deps.now();
  const upcoming = await lockUpcomingLessonsOfCoach(trx, change.coachId, now);
  const coach = change.after(before);
  const stranded = locations.flatMap((location) =>
    strandedLessons({
      lessons: upcoming.filter((l) => l.locationId === location.id),
      now,
      zone: location.timeZone,
      coach,
    }),
  );
  if (stranded.length > 0 && !change.force) {
    const zone = locations[0]?.timeZone ?? 'America/Chicago';
    throw new DomainError('STRANDS_BOOKINGS', COACH_CHANGE_MESSAGES.stranded(stranded, zone), {
      strandedLessons: stranded.length,
      lessons: stranded.map((l) => ({
        id: l.id,
        startTime: l.startTime.toISOString(),
        endTime: l.endTime.toISOString(),
      })),
    });
  }
  // the write first: the mails then name the coach as the change leaves them
  await change.write(before);
  for (const l of stranded) {
    await creditLesson(trx, deps, await cancelLessonRow(trx, l.id, now));
    await syncLessonDoorCode(trx, deps, l.id);
    const subject = { entityType: 'lesson' as const, entityId: l.id };
    await recordAudit(
      trx,
      actor,
      'lesson.cancel',
      subject,
      { status: l.status },
      { status: 'cancelled' },
    );
    await queueLessonCancelled(trx, deps, l.id);
  }
  const promoted: CoachChangeEffects['promoted'] = [];
  for (const location of locations) {
    if (!stranded.some((l) => l.locationId === location.id)) continue;
    const promotions = await promoteWaitlist(trx, location, now, deps);
    promoted.push({ promotions, zone: location.timeZone });
  }
  return { cancelledLessons: stranded.length, promoted };
}

/** After the commit: the freed days are read afresh, the queued mails go, promoted members hear. */
export async function afterCoachChange(
  deps: ServiceDeps,
  effects: CoachChangeEffects,
): Promise<{ cancelledLessons: number; promotedBookings: number }> {
  if (effects.cancelledLessons > 0) {
    deps.outbox.wake();
  }
  let promotedBookings = 0;
  for (const { promotions, zone } of effects.promoted) {
    await mailPromotions(deps, promotions, zone);
    promotedBookings += promotions.length;
  }
  return { cancelledLessons: effects.cancelledLessons, promotedBookings };
}
