import {
  cancelLessonRow,
  countIncludedLessons,
  findLesson,
  listCoachBusy,
  listCoaches,
  listUserLessons,
  lockLesson,
  lockLocation,
} from '@club/db';
import type {
  TLesson,
  TLessonAvailability,
  TPage,
  TUser,
  ZLessonAvailabilityInput,
} from '@club/contract';
import {
  bookableDays,
  bookingWindowDaysFor,
  canCancelLesson,
  daySessionsSpan,
  DomainError,
  includedLessonsPerMonth,
  LESSON_MESSAGES,
  lessonSlotsForDay,
  ownBookingsWindow,
  planMonthOf,
  startOfLocalDay,
} from '@club/domain';
import type { z } from 'zod';
import { recordAudit } from '../admin/audit-log';
import { cachedLocation, locationSpanPlan, readLocationSpan } from '../booking/location-days';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { creditLesson } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { coachForLesson, toCoachDto, toLessonDto } from './lesson-dto';
import { queueLessonCancelled } from './lesson-notices';
import { syncLessonDoorCode } from '../door/door-codes';

/**
 * The lesson starts of a day for a length and a coach (or any): in a coach's hours, the coach
 * and a bay free, the member's own rules met; with how many included lessons the plan has left
 * in that month, so the screen shows "Included in your plan" or the price before confirming.
 */
export async function lessonAvailability(
  deps: ServiceDeps,
  user: TUser,
  input: z.output<typeof ZLessonAvailabilityInput>,
): Promise<TLessonAvailability> {
  const location = await cachedLocation(deps, input.locationId);
  const zone = location.timeZone;
  const span = daySessionsSpan(input.date, zone);
  const own = { userId: user.id, ...ownBookingsWindow(input.date, zone) };
  const plan = locationSpanPlan(deps, { locationId: location.id, zone, ...span, own });
  const month = planMonthOf(startOfLocalDay(input.date, zone), zone);
  const [read, coaches, coachBusy, used] = await Promise.all([
    readLocationSpan(deps, plan),
    listCoaches(deps.db, { activeOnly: true }),
    listCoachBusy(deps.db, span),
    countIncludedLessons(deps.db, user.id, month),
  ]);
  const now = deps.now();
  const windowDays = bookingWindowDaysFor(user.membershipType);
  const slots = lessonSlotsForDay({
    date: input.date,
    durationMinutes: input.durationMinutes,
    coachId: input.coachId ?? null,
    coaches: coaches.map(coachForLesson),
    coachBusy,
    bays: read.bays,
    bayBusy: read.busy,
    ownSessions: [
      ...read.own,
      ...read.ownLessons.map((l) => ({ ...l, status: 'confirmed' as const })),
    ],
    now,
    zone,
    windowDays,
  });
  return {
    locationId: location.id,
    timeZone: zone,
    date: input.date,
    bookableDays: bookableDays(now, zone, windowDays),
    includedLeft: Math.max(0, includedLessonsPerMonth(user.membershipType) - used),
    coaches: coaches.map(toCoachDto),
    slots: slots.map((s) => ({
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      label: s.label,
      coachIds: s.coachIds,
    })),
  };
}

/** The member's own lessons, newest first. */
export async function myLessons(deps: ServiceDeps, user: TUser, page?: TPage): Promise<TLesson[]> {
  return (await listUserLessons(deps.db, user.id, page)).map(toLessonDto);
}

/**
 * Cancels a lesson: a member their own before it starts, an admin any confirmed one (audited).
 * The row stays as `cancelled` (an included lesson no longer counts: it is given back), and the
 * waitlisted bookings that now fit the freed bay are confirmed in the same transaction.
 */
export async function cancelLesson(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  opts: { asAdmin: boolean },
): Promise<TLesson> {
  const existing = await findLesson(deps.db, id);
  if (!existing || (!opts.asAdmin && existing.userId !== actor.id)) {
    throw new DomainError('NOT_FOUND', LESSON_MESSAGES.lessonNotFound);
  }
  const { promoted, zone } = await deps.db.transaction().execute(async (trx) => {
    const location = await lockLocation(trx, existing.locationId);
    const lesson = await lockLesson(trx, id);
    if (!location || !lesson) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.lessonNotFound);
    if (!canCancelLesson({ lesson, now: deps.now(), asAdmin: opts.asAdmin })) {
      throw new DomainError('CONFLICT', LESSON_MESSAGES.notCancellable);
    }
    await creditLesson(trx, deps, await cancelLessonRow(trx, id, deps.now()));
    if (opts.asAdmin) {
      const subject = { entityType: 'lesson' as const, entityId: id };
      await recordAudit(
        trx,
        actor,
        'lesson.cancel',
        subject,
        { status: lesson.status },
        { status: 'cancelled' },
      );
    }
    await queueLessonCancelled(trx, deps, id);
    await syncLessonDoorCode(trx, deps, id);
    return {
      promoted: await promoteWaitlist(trx, location, deps.now(), deps),
      zone: location.timeZone,
    };
  });
  deps.outbox.wake();
  await mailPromotions(deps, promoted, zone);
  const lesson = await findLesson(deps.db, id);
  if (!lesson) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.lessonNotFound);
  return toLessonDto(lesson);
}
