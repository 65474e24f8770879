import { BOOKING_MESSAGES, isValidDuration, MEMBER_DURATIONS } from '@club/domain';
import { z } from 'zod';
import { ADMIN_BOOKING_REQUIRED, ZAdminBookingInput } from './booking';
import { ZBay, ZBooking } from './booking-api';
import { ZCheckIn } from './check-in';
import { ZGuestList, ZGuestListChange } from './guests';
import { boundedInt, idSchema, localDateSchema, ZId } from './primitives';
import { ZUser } from './user';

// The admin booking schedule and its commands (issue 10; spec "Admin panel", section 7).

const MINUTE_MS = 60_000;
const DAY_MESSAGE = 'Please choose a day';
const TIME_MESSAGE = 'Please choose a valid time';
/** Years the club's calendar can hold: a date outside them is a typo, never a booking (nor a 500). */
const YEARS = { min: 2000, max: 2999 } as const;
const inClubYears = (value: string) => {
  const year = new Date(value.length === 10 ? `${value}T12:00:00Z` : value).getUTCFullYear();
  return year >= YEARS.min && year <= YEARS.max;
};
const isoInstant = z.iso
  .datetime({ offset: true, message: TIME_MESSAGE })
  .refine(inClubYears, { message: TIME_MESSAGE });
/** A local day 'YYYY-MM-DD' of the club's calendar. */
export const ZClubDay = localDateSchema(DAY_MESSAGE).refine(inClubYears, { message: DAY_MESSAGE });
/** An instant, or a local day 'YYYY-MM-DD' (the spec's client sends instants; the panel sends days). */
const instantOrDay = z.union([ZClubDay, isoInstant], { error: DAY_MESSAGE });

/**
 * The admin day: `date` (a local day), or the spec's `startDate`/`endDate` pair (day start to
 * 23:59:59 in the caller's clock; the middle of it names the day). One location, the first by default.
 */
export const ZAdminDayInput = z
  .object({
    date: ZClubDay.optional(),
    startDate: instantOrDay.optional(),
    endDate: instantOrDay.optional(),
    locationId: ZId.optional(),
  })
  .refine((v) => v.date !== undefined || v.startDate !== undefined, {
    message: DAY_MESSAGE,
    path: ['date'],
  });
export type TAdminDayInput = z.input<typeof ZAdminDayInput>;

/** A booking as the admin sees it: with the member's name and e-mail (the spec's firstName, lastName). */
export const ZAdminBooking = ZBooking.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** True when an admin made it for the member (priced on the admin schedule). */
  createdByAdmin: z.boolean(),
}).extend(ZCheckIn.shape);
export type TAdminBooking = z.infer<typeof ZAdminBooking>;

export const ZAdminLesson = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    bayId: z.number().int(),
    coachId: z.number().int(),
    coachName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  })
  .extend(ZCheckIn.shape);
export type TAdminLesson = z.infer<typeof ZAdminLesson>;

/** Spec "League in the admin schedule": times as 'h:mm AM/PM'; plus the bays it holds that night. */
export const ZAdminLeagueNight = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  numBays: z.number().int(),
  participants: z.number().int(),
  bayIds: z.array(z.number().int()),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TAdminLeagueNight = z.infer<typeof ZAdminLeagueNight>;

export const ZAdminDay = z.object({
  date: z.string(),
  timeZone: z.string(),
  locationId: z.number().int(),
  bays: z.array(ZBay),
  /** Confirmed and waitlisted bookings that share time with the day (cancelled ones are not sent). */
  bookings: z.array(ZAdminBooking),
  lessons: z.array(ZAdminLesson),
  leagues: z.array(ZAdminLeagueNight),
});
export type TAdminDay = z.infer<typeof ZAdminDay>;

/** The admin 'Add Booking' call: a member, a bay, a start, a duration (1 to 4 hours), 0-3 guests. */
export const ZAdminCreateBookingInput = ZAdminBookingInput.extend({
  startTime: isoInstant,
  guests: ZGuestList,
});

/**
 * The edit button: a booking moved to another bay or time, by the same rules as creating one.
 * `guests`, when sent, replaces the booking's guests; left out, they move with it unchanged.
 */
export const ZAdminMoveInput = z.object({
  id: ZId,
  bayId: idSchema(ADMIN_BOOKING_REQUIRED),
  startTime: isoInstant,
  durationMinutes: boundedInt(0, 24 * 60, ADMIN_BOOKING_REQUIRED),
  guests: ZGuestListChange,
});
export type TAdminMoveInput = z.input<typeof ZAdminMoveInput>;

/** What an admin command changed: the booking, and the waitlisted bookings it let in. */
export const ZAdminBookingChange = z.object({
  booking: ZBooking,
  promotedBookingIds: z.array(z.number().int()),
});
export type TAdminBookingChange = z.infer<typeof ZAdminBookingChange>;

/** GET /api/users: everyone, for the Add Booking dialog's member search. */
export const ZMemberOptions = z.array(ZUser);

/**
 * `POST /api/bookings` for everyone: a member books a time (bay assigned, waitlist on request); an
 * admin who sends `userId` and `bayId` books for that member on that bay (DECISIONS.md). Price and
 * isPeak are ignored; the duration may come as `durationMinutes` or as an `endTime`. Up to 3
 * `guests` (none when left out).
 */
export const ZBookingCreateInput = z
  .object({
    startTime: isoInstant,
    durationMinutes: boundedInt(0, 24 * 60).optional(),
    endTime: isoInstant.optional(),
    joinWaitlist: z.boolean().default(false),
    guests: ZGuestList,
    userId: idSchema(ADMIN_BOOKING_REQUIRED).optional(),
    bayId: idSchema(ADMIN_BOOKING_REQUIRED).optional(),
    price: z.unknown().optional(),
    isPeak: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const startTime = new Date(v.startTime);
    const fromEnd = v.endTime
      ? (new Date(v.endTime).getTime() - startTime.getTime()) / MINUTE_MS
      : Number.NaN;
    const durationMinutes = v.durationMinutes ?? fromEnd;
    // on behalf of a member: who may do that is the service's to say (403 before any 400)
    if (v.userId !== undefined || v.bayId !== undefined) {
      return {
        kind: 'admin' as const,
        userId: v.userId,
        bayId: v.bayId,
        startTime,
        durationMinutes,
        guests: v.guests,
      };
    }
    if (!isValidDuration(durationMinutes, MEMBER_DURATIONS)) {
      ctx.addIssue({
        code: 'custom',
        message: BOOKING_MESSAGES.duration,
        path: ['durationMinutes'],
      });
      return z.NEVER;
    }
    return {
      kind: 'member' as const,
      startTime,
      durationMinutes,
      joinWaitlist: v.joinWaitlist,
      guests: v.guests,
    };
  });
export type TBookingCreateInput = z.input<typeof ZBookingCreateInput>;
export type TBookingCreateRequest = z.output<typeof ZBookingCreateInput>;
