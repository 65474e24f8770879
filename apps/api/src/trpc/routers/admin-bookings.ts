import {
  ZAdminBookingChange,
  ZAdminCreateBookingInput,
  ZAdminDay,
  ZAdminDayInput,
  ZAdminMoveInput,
  ZBooking,
  ZBookingIdInput,
  ZMemberOptions,
} from '@club/contract';
import { z } from 'zod';
import { adminDay } from '../../services/admin/admin-day';
import { attachment } from '../../services/admin/csv-file';
import { dayScheduleExport } from '../../services/admin/day-schedule-csv';
import {
  cancelAsAdmin,
  promoteAsAdmin,
  type AdminBookingChange,
} from '../../services/admin/admin-waitlist-commands';
import { memberOptions } from '../../services/admin/members-service';
import { createAdminBooking, moveAdminBooking } from '../../services/booking/admin-booking-service';
import { toBookingDto, toBookingDtoWithGuests } from '../../services/booking/booking-dto';
import type { Context } from '../context';
import { adminProcedure, parsedBy, router } from '../trpc';

const toChangeDto = async (ctx: Context, c: AdminBookingChange) => ({
  booking: await toBookingDtoWithGuests(ctx.deps.db, c.booking),
  promotedBookingIds: c.promoted.map((p) => p.bookingId),
});

/** The admin booking schedule and its commands (admin only). */
export const adminBookingsRouter = router({
  /** One local day at a location: bays, bookings with members, lessons, league nights. */
  day: adminProcedure
    .input(ZAdminDayInput)
    .output(parsedBy(ZAdminDay))
    .query(({ ctx, input }) => adminDay(ctx.deps.db, input, ctx.deps.now())),

  /** The day as a CSV download: bay, times, status, member, guests and their fees. */
  exportCsv: adminProcedure
    .input(ZAdminDayInput)
    .output(z.string())
    .query(async ({ ctx, input }) => {
      const file = await dayScheduleExport(ctx.deps.db, input, ctx.deps.now(), ctx.locale);
      void ctx.reply.header('content-disposition', attachment(file.fileName));
      return file.content;
    }),

  /** Add Booking: for a member on a bay, at the admin price schedule, with 0-3 guests. */
  create: adminProcedure
    .input(ZAdminCreateBookingInput)
    .output(ZBooking)
    .mutation(async ({ ctx, input }) => {
      const { booking, guests } = await createAdminBooking(ctx.deps, ctx.user, {
        ...input,
        startTime: new Date(input.startTime),
      });
      return toBookingDto(booking, undefined, guests);
    }),

  /** Cancel any live booking; waitlisted bookings that now fit are confirmed in the same transaction. */
  cancel: adminProcedure
    .input(ZBookingIdInput)
    .output(ZAdminBookingChange)
    .mutation(async ({ ctx, input }) =>
      toChangeDto(ctx, await cancelAsAdmin(ctx.deps, ctx.user, input.id)),
    ),

  /** Confirm one waitlisted booking on the first free bay (409 when none is free). */
  promote: adminProcedure
    .input(ZBookingIdInput)
    .output(ZBooking)
    .mutation(async ({ ctx, input }) =>
      toBookingDtoWithGuests(
        ctx.deps.db,
        (await promoteAsAdmin(ctx.deps, ctx.user, input.id)).booking,
      ),
    ),

  /** The edit button: another bay or time, by the same rules; `guests` sent replaces them. */
  move: adminProcedure
    .input(ZAdminMoveInput)
    .output(ZAdminBookingChange)
    .mutation(async ({ ctx, input }) =>
      toChangeDto(
        ctx,
        await moveAdminBooking(ctx.deps, ctx.user, {
          ...input,
          startTime: new Date(input.startTime),
        }),
      ),
    ),

  /** Everyone, by name: the Add Booking dialog's member list. */
  members: adminProcedure.output(ZMemberOptions).query(({ ctx }) => memberOptions(ctx.deps)),
});
