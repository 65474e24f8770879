import {
  ZAddGuestInput,
  ZRemoveGuestInput,
  ZAvailability,
  ZAvailabilityInput,
  ZBooking,
  ZBookingCreated,
  ZBookingRangeInput,
  ZCalendarFeed,
  ZCalendarTokenInput,
  ZBookingIdInput,
  ZBookingCreateInput,
  ZPageInput,
  ZPublicBooking,
} from '@club/contract';
import { z } from 'zod';
import { createBookingFor } from '../../services/booking/admin-booking-service';
import { cancelBooking } from '../../services/booking/booking-cancel';
import { addGuest, removeGuest } from '../../services/booking/booking-guests';
import {
  toBookingDtosWithGuests,
  toBookingDtoWithGuests,
  toPublicBookingDtos,
} from '../../services/booking/booking-dto';
import { availability, bookingsInRange, myBookings } from '../../services/booking/booking-queries';
import { calendarFeedUrl, calendarFor } from '../../services/booking/calendar';
import { rotateCalendarLink } from '../../services/account/calendar-link';
import { memberProcedure, parsedBy, publicProcedure, router } from '../trpc';
import { withDoorCodes } from '../../services/door/door-view';

export const bookingsRouter = router({
  /** Bookings in a range: everyone's time, bay and status; who booked only on your own. */
  list: memberProcedure
    .input(ZBookingRangeInput)
    .output(parsedBy(z.array(ZPublicBooking)))
    .query(async ({ ctx, input }) =>
      toPublicBookingDtos(await bookingsInRange(ctx.deps.db, input), ctx.user, ctx.deps.now()),
    ),

  /** The member's own bookings, newest first, with their guests. */
  mine: memberProcedure
    .input(ZPageInput.optional())
    .output(z.array(ZBooking))
    .query(async ({ ctx, input }) =>
      withDoorCodes(
        ctx.deps,
        ctx.user.id,
        await toBookingDtosWithGuests(
          ctx.deps.db,
          await myBookings(ctx.deps.db, ctx.user, input),
          ctx.deps.now(),
        ),
        'bookingId',
      ),
    ),

  availability: memberProcedure
    .input(ZAvailabilityInput)
    .output(parsedBy(ZAvailability))
    .query(({ ctx, input }) => availability(ctx.deps, ctx.user, input)),

  /** A member's own booking; an admin sending userId and bayId books for that member (DECISIONS.md). */
  create: memberProcedure
    .meta({ access: 'member' })
    .input(ZBookingCreateInput)
    .output(ZBookingCreated)
    .mutation(({ ctx, input }) => createBookingFor(ctx.deps, ctx.user, input)),

  cancel: memberProcedure
    .meta({ access: 'member' })
    .input(ZBookingIdInput)
    .output(ZBooking)
    .mutation(async ({ ctx, input }) => {
      const { booking } = await cancelBooking(ctx.deps, ctx.user, input.id, { asAdmin: false });
      return toBookingDtoWithGuests(ctx.deps.db, booking);
    }),

  /** One more guest on an upcoming booking of the member's (a pass while the month has one, else the fee). */
  addGuest: memberProcedure
    .input(ZAddGuestInput)
    .output(ZBooking)
    .mutation(({ ctx, input }) => addGuest(ctx.deps, ctx.user, input)),

  /** A guest off an upcoming booking of the member's: the pass or the fee goes back. */
  removeGuest: memberProcedure
    .input(ZRemoveGuestInput)
    .output(ZBooking)
    .mutation(({ ctx, input }) => removeGuest(ctx.deps, ctx.user, input)),

  calendarFeed: memberProcedure
    .output(ZCalendarFeed)
    .query(async ({ ctx }) => ({ url: await calendarFeedUrl(ctx.deps, ctx.user.id) })),

  /** The feed itself: whoever holds the secret URL may read it (that is how calendar apps subscribe). */
  calendar: publicProcedure
    .input(ZCalendarTokenInput)
    .output(z.string())
    .query(({ ctx, input }) => calendarFor(ctx.deps, input.token)),

  /** A new secret feed URL; the old one stops working (My Account, "Replace link"). */
  rotateCalendarFeed: memberProcedure
    .output(ZCalendarFeed)
    .mutation(async ({ ctx }) => ({ url: await rotateCalendarLink(ctx.deps, ctx.user.id) })),
});
