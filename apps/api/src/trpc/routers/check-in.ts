import { ZBookingIdInput, ZCheckInResult } from '@club/contract';
import { checkIn, undoCheckIn } from '../../services/checkin/check-in';
import { adminProcedure, router } from '../trpc';

/** An admin's check-in from the schedule, and its undo, for bookings and lessons (audited). */
export const adminCheckInRouter = router({
  /** Checks a confirmed booking's member in (409 for a no-show or a session not confirmed). */
  booking: adminProcedure
    .input(ZBookingIdInput)
    .output(ZCheckInResult)
    .mutation(({ ctx, input }) => checkIn(ctx.deps, ctx.user, { kind: 'booking', id: input.id })),

  /** Undoes a booking's check-in. */
  undoBooking: adminProcedure
    .input(ZBookingIdInput)
    .output(ZCheckInResult)
    .mutation(({ ctx, input }) =>
      undoCheckIn(ctx.deps, ctx.user, { kind: 'booking', id: input.id }),
    ),

  /** Checks a confirmed lesson's member in (409 for a no-show or a lesson not confirmed). */
  lesson: adminProcedure
    .input(ZBookingIdInput)
    .output(ZCheckInResult)
    .mutation(({ ctx, input }) => checkIn(ctx.deps, ctx.user, { kind: 'lesson', id: input.id })),

  /** Undoes a lesson's check-in. */
  undoLesson: adminProcedure
    .input(ZBookingIdInput)
    .output(ZCheckInResult)
    .mutation(({ ctx, input }) =>
      undoCheckIn(ctx.deps, ctx.user, { kind: 'lesson', id: input.id }),
    ),
});
