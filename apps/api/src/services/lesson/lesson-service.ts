import {
  countIncludedLessons,
  findLesson,
  findUserById,
  insertLesson,
  listCoachBusy,
  listCoaches,
  lockLesson,
  lockLocation,
  lockLocationAndMember,
  moveLessonRow,
  type LessonRow,
  type LessonWithNames,
  type Tx,
} from '@club/db';
import type { TLesson, TUser } from '@club/contract';
import {
  bookingWindowDaysFor,
  DomainError,
  LESSON_MESSAGES,
  lessonTimeViolation,
  localDateOf,
  membersOnlyViolation,
  moveLines,
  ownBookingsWindow,
  placeLesson,
  planMonthOf,
  quoteLesson,
  sessionEnd,
  throwIfViolated,
  toMillis,
  type MembershipType,
} from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import { locationSpanPlan, readLocationSpan } from '../booking/location-days';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { chargeLesson, lessonItem, writeLines } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { assertWaiverAccepted } from '../waiver/waiver-service';
import { retryLostRace } from '../shared/lost-race';
import { coachForLesson, toLessonDto } from './lesson-dto';
import { queueLessonBooked } from './lesson-notices';
import { withBookingPlan } from '../account/user-dto';
import { syncLessonDoorCode } from '../door/door-codes';

/** An admin books and moves lessons up to 60 days ahead, as bookings. */
const ADMIN_WINDOW_DAYS = 60;

/** Whose lesson, and what is asked: when, how long, which coach (null: any), which bay (admins). */
export interface LessonRequest {
  startTime: Date;
  durationMinutes: number;
  coachId: number | null;
  locationId?: number | undefined;
  bayId?: number | undefined;
}

interface Member {
  id: number;
  membershipType: MembershipType;
}

interface Placing {
  asAdmin: boolean;
  actorId: number;
  /** The lesson being moved: its own time is not in the way. */
  moving?: LessonRow | undefined;
}

const same = (a: { startTime: Date | number; endTime: Date | number }, b: LessonRow) =>
  toMillis(a.startTime) === b.startTime.getTime() && toMillis(a.endTime) === b.endTime.getTime();

/**
 * One attempt, one transaction: the location, the member's row and the half-hour blocks of the
 * lesson are locked as a member's booking locks them (so a lesson and a booking for one bay take
 * turns, and so do two members for one coach), then one read of everything the rules need, the
 * pure rules, and the insert or move. The exclusion constraints are the last word.
 */
async function placeInTransaction(
  trx: Tx,
  deps: ServiceDeps,
  member: Member,
  req: LessonRequest,
  how: Placing,
): Promise<LessonRow> {
  const start = req.startTime;
  const end = sessionEnd(start, req.durationMinutes);
  const location = await lockLocationAndMember(
    trx,
    req.locationId,
    member.id,
    how.asAdmin ? 'update' : 'share',
    { from: start, to: Number.isFinite(end.getTime()) ? end : start },
  );
  if (!location) throw new DomainError('NOT_FOUND', /*i18n*/ 'Location not found');
  const zone = location.timeZone;
  if (!how.asAdmin) {
    const refusal = membersOnlyViolation(location.membersOnly, member.membershipType);
    if (refusal) throw new DomainError('MEMBERSHIP_REQUIRED', refusal);
  }
  const day = localDateOf(start, zone);
  const own = { userId: member.id, ...ownBookingsWindow(day, zone) };
  const plan = locationSpanPlan(deps, { locationId: location.id, zone, from: start, to: end, own });
  const span = await readLocationSpan(deps, plan, trx);
  const moving = how.moving;
  const ownLessons = span.ownLessons.filter((l) => !moving || !same(l, moving));
  throwIfViolated(
    lessonTimeViolation({
      start,
      durationMinutes: req.durationMinutes,
      now: deps.now(),
      zone,
      ownSessions: [
        ...span.own,
        ...ownLessons.map((l) => ({ ...l, status: 'confirmed' as const })),
      ],
      windowDays: how.asAdmin ? ADMIN_WINDOW_DAYS : bookingWindowDaysFor(member.membershipType),
    }),
  );
  const [coaches, coachBusy] = await Promise.all([
    listCoaches(trx),
    listCoachBusy(trx, { from: start, to: end }),
  ]);
  const placement = placeLesson({
    coachId: req.coachId,
    coaches: coaches.map(coachForLesson),
    coachBusy: coachBusy.filter((b) => b.id !== moving?.id),
    bays: req.bayId === undefined ? span.bays : span.bays.filter((b) => b.id === req.bayId),
    bayBusy: span.busy.filter((b) => !moving || b.bayId !== moving.bayId || !same(b, moving)),
    start,
    end,
    zone,
  });
  if (placement.kind === 'refused') throw new DomainError(placement.code, placement.message);
  const coach = coaches.find((c) => c.id === placement.coachId);
  const month = planMonthOf(start, zone);
  const used = await countIncludedLessons(trx, member.id, month, moving?.id);
  const quote = quoteLesson({
    tier: member.membershipType,
    includedUsed: used,
    hourlyRateCents: coach?.hourlyRateCents ?? 0,
    minutes: req.durationMinutes,
  });
  const facts = {
    startTime: start,
    endTime: end,
    coachId: placement.coachId,
    bayId: placement.bayId,
    // a moved lesson is priced again: its coach, length and month may have changed
    priceCents: quote.priceCents,
    isIncluded: quote.isIncluded,
  };
  if (moving) return moveLessonRow(trx, moving.id, facts);
  return insertLesson(trx, { ...facts, userId: member.id, createdBy: how.actorId }, deps.now());
}

/** Runs a lesson command, again on a lost race (retryLostRace); then the coach is taken. */
function withLessonRetry<T>(run: () => Promise<T>, coachId: number | null): Promise<T> {
  const message = coachId === null ? LESSON_MESSAGES.noCoach : LESSON_MESSAGES.coachTaken;
  return retryLostRace(run, () => new DomainError('COACH_TAKEN', message));
}

async function lessonWithNames(deps: ServiceDeps, id: number): Promise<LessonWithNames> {
  const lesson = await findLesson(deps.db, id);
  if (!lesson) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.lessonNotFound);
  return lesson;
}

/**
 * Books a lesson: a member for themselves, or an admin for a member (`userId`, and a bay if they
 * choose one). Every rule is checked here; the member's and the coach's mails are queued with it.
 */
export async function bookLesson(
  deps: ServiceDeps,
  actor: TUser,
  req: LessonRequest & { userId?: number | undefined },
): Promise<TLesson> {
  const asAdmin = actor.role === 'admin' && req.userId !== undefined;
  if (!asAdmin && (req.userId !== undefined || req.bayId !== undefined)) {
    throw new DomainError(
      'FORBIDDEN',
      /*i18n*/ 'Only admins book lessons for members or choose the bay.',
    );
  }
  // a member's own lesson needs the waiver; an admin booking for a member does not (the club's call)
  if (!asAdmin) await assertWaiverAccepted(deps, actor.id, req.locationId);
  let member: Member & { email: string; firstName: string; lastName: string } = actor;
  if (asAdmin && req.userId !== undefined) {
    const found = await findUserById(deps.db, req.userId);
    if (!found) throw new DomainError('NOT_FOUND', /*i18n*/ 'Member not found');
    member = withBookingPlan(found, deps.now());
  }
  const row = await withLessonRetry(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const lesson = await placeInTransaction(trx, deps, member, req, {
          asAdmin,
          actorId: actor.id,
        });
        await chargeLesson(trx, deps, lesson);
        await syncLessonDoorCode(trx, deps, lesson.id);
        if (asAdmin) {
          const after = { ...lesson, startTime: lesson.startTime.toISOString() };
          const subject = { entityType: 'lesson' as const, entityId: lesson.id };
          await recordAudit(trx, actor, 'lesson.create', subject, null, after);
        }
        await queueLessonBooked(trx, deps, member, lesson.id);
        return lesson;
      }),
    req.coachId,
  );
  deps.outbox.wake();
  return toLessonDto(await lessonWithNames(deps, row.id));
}

/**
 * An admin moves a lesson to another time, coach or bay: the same rules as booking one. In the
 * same transaction the waitlist takes the bay time the lesson leaves (as a moved booking's), and
 * the mails are queued: the member's and the coach's, and, when the coach changed, the former
 * coach's notice that it is no longer theirs. The promoted members are e-mailed after the commit.
 */
export async function moveLesson(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  req: LessonRequest,
): Promise<TLesson> {
  const existing = await lessonWithNames(deps, id);
  const found = await findUserById(deps.db, existing.userId);
  if (!found) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.lessonNotFound);
  const member = withBookingPlan(found, deps.now());
  const { promoted, zone } = await withLessonRetry(
    () =>
      deps.db.transaction().execute(async (trx) => {
        // the location first, as a cancellation and the waitlist take it
        const location = await lockLocation(trx, existing.locationId);
        const moving = await lockLesson(trx, id);
        if (!location || moving?.status !== 'confirmed') {
          throw new DomainError('CONFLICT', LESSON_MESSAGES.notMovable);
        }
        const before = await findLesson(trx, id);
        const moved = await placeInTransaction(
          trx,
          deps,
          member,
          { ...req, locationId: existing.locationId },
          { asAdmin: true, actorId: actor.id, moving },
        );
        const snap = (l: LessonRow) => ({
          coachId: l.coachId,
          bayId: l.bayId,
          startTime: l.startTime.toISOString(),
          endTime: l.endTime.toISOString(),
          priceCents: l.priceCents,
          isIncluded: l.isIncluded,
        });
        await writeLines(trx, deps, moveLines(lessonItem(moving), lessonItem(moved)));
        const subject = { entityType: 'lesson' as const, entityId: id };
        await recordAudit(trx, actor, 'lesson.move', subject, snap(moving), snap(moved));
        await queueLessonBooked(trx, deps, member, id, before);
        await syncLessonDoorCode(trx, deps, id);
        const promoted = await promoteWaitlist(trx, location, deps.now(), deps);
        return { promoted, zone: location.timeZone };
      }),
    req.coachId,
  );
  deps.outbox.wake();
  await mailPromotions(deps, promoted, zone);
  return toLessonDto(await lessonWithNames(deps, id));
}
