import {
  ADMIN_DURATIONS,
  BOOKING_MESSAGES,
  DEFAULT_ADMIN_DURATION,
  isValidDuration,
  MEMBER_DURATIONS,
} from '@club/domain';
import { z } from 'zod';
import { ZGuestList } from './guests';
import { idSchema, ZId } from './primitives';

const MINUTE_MS = 60_000;
const isoInstant = z.iso.datetime({ offset: true, message: /*i18n*/ 'Please choose a valid time' });

/**
 * Member's booking request: a start time and a duration (or end time), up to 3 guests (none when
 * left out); price and isPeak are ignored.
 */
export const ZMemberBookingInput = z
  .object({
    startTime: isoInstant,
    durationMinutes: z.number().int().optional(),
    endTime: isoInstant.optional(),
    joinWaitlist: z.boolean().default(false),
    guests: ZGuestList,
    price: z.unknown().optional(),
    isPeak: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const start = new Date(v.startTime);
    const minutes =
      v.durationMinutes ??
      (v.endTime ? (new Date(v.endTime).getTime() - start.getTime()) / MINUTE_MS : NaN);
    if (!isValidDuration(minutes, MEMBER_DURATIONS)) {
      ctx.addIssue({
        code: 'custom',
        message: BOOKING_MESSAGES.duration,
        path: ['durationMinutes'],
      });
      return z.NEVER;
    }
    return {
      startTime: start,
      durationMinutes: minutes,
      joinWaitlist: v.joinWaitlist,
      guests: v.guests,
    };
  });
export type TMemberBookingInput = z.input<typeof ZMemberBookingInput>;
export type TMemberBookingRequest = z.output<typeof ZMemberBookingInput>;

export const ADMIN_BOOKING_REQUIRED = /*i18n*/ 'Please fill in all required fields';

const requiredId = idSchema(ADMIN_BOOKING_REQUIRED);

/** The admin 'Add Booking' dialog: member, bay, date, start time, duration (all required). */
export const ZAdminBookingForm = z.object({
  userId: requiredId,
  bayId: requiredId,
  date: z
    .string({ error: ADMIN_BOOKING_REQUIRED })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: ADMIN_BOOKING_REQUIRED }),
  startTime: z
    .string({ error: ADMIN_BOOKING_REQUIRED })
    .regex(/^\d{2}:\d{2}$/, { message: ADMIN_BOOKING_REQUIRED }),
  durationMinutes: z.coerce
    .number({ error: ADMIN_BOOKING_REQUIRED })
    .refine((m) => isValidDuration(m, ADMIN_DURATIONS), { message: BOOKING_MESSAGES.adminDuration })
    .default(DEFAULT_ADMIN_DURATION),
});
export type TAdminBookingForm = z.input<typeof ZAdminBookingForm>;

/** An admin's booking for a member on a chosen bay (also the edit/move of one). */
export const ZAdminBookingInput = z.object({
  userId: requiredId,
  bayId: requiredId,
  startTime: isoInstant,
  durationMinutes: z
    .number({ error: ADMIN_BOOKING_REQUIRED })
    .refine((m) => isValidDuration(m, ADMIN_DURATIONS), {
      message: BOOKING_MESSAGES.adminDuration,
    }),
});
export type TAdminBookingInput = z.input<typeof ZAdminBookingInput>;

/** Moving an existing booking to another bay or time (same rules as creating one). */
export const ZAdminMoveBookingInput = ZAdminBookingInput.omit({ userId: true }).extend({
  bookingId: requiredId,
});
export type TAdminMoveBookingInput = z.input<typeof ZAdminMoveBookingInput>;

/** A booking id in a path or call. */
export const ZBookingIdInput = z.object({ id: ZId });
export type TBookingIdInput = z.input<typeof ZBookingIdInput>;

/** A date range query (ISO instants). */
export const ZBookingRangeInput = z.object({
  startDate: isoInstant,
  endDate: isoInstant,
  locationId: ZId.optional(),
});
export type TBookingRangeInput = z.input<typeof ZBookingRangeInput>;
