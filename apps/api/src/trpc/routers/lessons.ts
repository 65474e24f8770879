import {
  ZAdminCoach,
  ZAdminCoachChanged,
  ZAdminLessonCreateInput,
  ZCoach,
  ZCoachHoursInput,
  ZCoachInput,
  ZCoachUpdateInput,
  ZIdInput,
  ZLesson,
  ZLessonAvailability,
  ZLessonAvailabilityInput,
  ZLessonCreateInput,
  ZLessonMoveInput,
  ZPageInput,
} from '@club/contract';
import { z } from 'zod';
import {
  coachesForAdmin,
  coachesForMembers,
  createCoach,
  editCoach,
  setCoachHours,
} from '../../services/lesson/coaches-service';
import { bookLesson, moveLesson } from '../../services/lesson/lesson-service';
import { cancelLesson, lessonAvailability, myLessons } from '../../services/lesson/lesson-queries';
import { adminProcedure, memberProcedure, parsedBy, router } from '../trpc';
import { withDoorCodes } from '../../services/door/door-view';

/** Lessons with coaches, as members use them (issue 24). */
export const lessonsRouter = router({
  /** Active coaches with their weekly hours. */
  coaches: memberProcedure.output(z.array(ZCoach)).query(({ ctx }) => coachesForMembers(ctx.deps)),

  availability: memberProcedure
    .input(ZLessonAvailabilityInput)
    .output(parsedBy(ZLessonAvailability))
    .query(({ ctx, input }) => lessonAvailability(ctx.deps, ctx.user, input)),

  /** A member's own lesson; an admin sending userId books for that member. */
  create: memberProcedure
    .input(ZLessonCreateInput)
    .output(ZLesson)
    .mutation(({ ctx, input }) =>
      bookLesson(ctx.deps, ctx.user, {
        startTime: new Date(input.startTime),
        durationMinutes: input.durationMinutes,
        coachId: input.coachId ?? null,
        locationId: input.locationId,
        userId: input.userId,
        bayId: input.bayId,
      }),
    ),

  /** The member's own lessons, newest first. */
  mine: memberProcedure
    .input(ZPageInput.optional())
    .output(z.array(ZLesson))
    .query(async ({ ctx, input }) =>
      withDoorCodes(ctx.deps, ctx.user.id, await myLessons(ctx.deps, ctx.user, input), 'lessonId'),
    ),

  cancel: memberProcedure
    .input(ZIdInput)
    .output(ZLesson)
    .mutation(({ ctx, input }) => cancelLesson(ctx.deps, ctx.user, input.id, { asAdmin: false })),
});

/** Coach Management and the admin schedule's lesson commands (admin only, audited). */
export const adminLessonsRouter = router({
  coaches: adminProcedure
    .output(z.array(ZAdminCoach))
    .query(({ ctx }) => coachesForAdmin(ctx.deps)),

  createCoach: adminProcedure
    .input(ZCoachInput)
    .output(ZAdminCoach)
    .mutation(({ ctx, input }) => createCoach(ctx.deps, ctx.user, input)),

  /** Edit or deactivate a coach (409 while it would strand booked lessons, unless forced). */
  updateCoach: adminProcedure
    .input(ZCoachUpdateInput)
    .output(ZAdminCoachChanged)
    .mutation(({ ctx, input: { id, ...fields } }) => editCoach(ctx.deps, ctx.user, id, fields)),

  /** The coach's whole week of hours (the same strand rule and `force`). */
  setHours: adminProcedure
    .input(ZCoachHoursInput)
    .output(ZAdminCoachChanged)
    .mutation(({ ctx, input }) =>
      setCoachHours(ctx.deps, ctx.user, input.id, input.hours, input.force),
    ),

  create: adminProcedure
    .input(ZAdminLessonCreateInput)
    .output(ZLesson)
    .mutation(({ ctx, input }) =>
      bookLesson(ctx.deps, ctx.user, {
        startTime: new Date(input.startTime),
        durationMinutes: input.durationMinutes,
        coachId: input.coachId,
        locationId: input.locationId,
        userId: input.userId,
        bayId: input.bayId,
      }),
    ),

  move: adminProcedure
    .input(ZLessonMoveInput)
    .output(ZLesson)
    .mutation(({ ctx, input }) =>
      moveLesson(ctx.deps, ctx.user, input.id, {
        startTime: new Date(input.startTime),
        durationMinutes: input.durationMinutes,
        coachId: input.coachId,
        bayId: input.bayId,
      }),
    ),

  cancel: adminProcedure
    .input(ZIdInput)
    .output(ZLesson)
    .mutation(({ ctx, input }) => cancelLesson(ctx.deps, ctx.user, input.id, { asAdmin: true })),
});
