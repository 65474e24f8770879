import {
  BAY_TYPES,
  BOOKING_MESSAGES,
  BOOKING_DISPLAY_STATUSES,
  isValidDuration,
  MEMBER_DURATIONS,
  SLOT_STATUSES,
} from '@club/domain';
import { z } from 'zod';
import { ZDoorCodeField } from './door';
import { ZBookingGuest, ZGuestCharge } from './guests';
import { localDateSchema, ZId } from './primitives';
import { ZMembershipType } from './user';

// Shapes of the bays-and-bookings calls (spec section 7), shared by the API and the web app.

// The member booking request and range query are ZMemberBookingInput / ZBookingRangeInput (booking.ts).

/**
 * confirmed, waitlisted, cancelled, no_show (released: not checked in N minutes after its start), or
 * expired: a waitlisted booking whose start passed unconfirmed.
 */
export const ZBookingStatus = z.enum(BOOKING_DISPLAY_STATUSES);

export const ZLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  timeZone: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Only accounts with a plan book, join waitlists and register for leagues. */
  membersOnly: z.boolean(),
  /** What a guest who is not on a pass costs, in integer cents per session. */
  guestFeeCents: z.number().int(),
  /** Members accept the club waiver before they book. */
  waiverEnabled: z.boolean(),
  /** Card payments through Stripe are on (the server's configuration): Choose opens Checkout. */
  cardPayments: z.boolean(),
  /** A confirmed session not checked in this many minutes after its start is released; null: off. */
  noShowReleaseMinutes: z.number().int().nullable(),
  /** Door codes are on (a door provider configured on the server): Club Settings shows the lock. */
  doorAccess: z.boolean(),
  /** The front door's lock chosen in Club Settings; null without one (or without door access). */
  doorDeviceId: z.string().nullable(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZBay = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(BAY_TYPES),
  locationId: z.number().int(),
  features: z.array(z.string()),
  isActive: z.boolean(),
});
export type TBay = z.infer<typeof ZBay>;

export const ZOperatingHours = z.object({
  id: z.number().int(),
  bayId: z.number().int(),
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: z.string(),
  endTime: z.string(),
  isPeak: z.boolean(),
});
export type TOperatingHours = z.infer<typeof ZOperatingHours>;

/** A booking as its member (or an admin) sees it. Times are ISO instants; price in dollars and cents. */
export const ZBooking = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  locationId: z.number().int(),
  bayId: z.number().int().nullable(),
  bayName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  price: z.number(),
  priceCents: z.number().int(),
  isPeak: z.boolean(),
  status: ZBookingStatus,
  waitlistPosition: z.number().int().nullable(),
  createdAt: z.string(),
  /** Its live guests, in their places: a pass or the fee each (e-mails only to its member and admins). */
  guests: z.array(ZBookingGuest),
  /** The member's own door code (My Account); absent elsewhere and without door access. */
  doorCode: ZDoorCodeField,
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingCreated = ZBooking.extend({
  isWaitlisted: z.boolean(),
});
export type TBookingCreated = z.infer<typeof ZBookingCreated>;

/** Someone's booking as another member sees it: time, bay and status; userId only when it is theirs. */
export const ZPublicBooking = z.object({
  id: z.number().int(),
  bayId: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: ZBookingStatus,
  userId: z.number().int().nullable(),
});
export type TPublicBooking = z.infer<typeof ZPublicBooking>;

export const ZAvailabilityInput = z.object({
  date: localDateSchema('Please choose a day'),
  /** 30 to 240 minutes in 30-minute steps (anything else is a 400, never a long computation). */
  durationMinutes: z
    .number({ error: BOOKING_MESSAGES.duration })
    .refine((m) => isValidDuration(m, MEMBER_DURATIONS), { message: BOOKING_MESSAGES.duration }),
  locationId: ZId.optional(),
});
export type TAvailabilityInput = z.infer<typeof ZAvailabilityInput>;

export const ZSlotStatus = z.enum(SLOT_STATUSES);

export const ZAvailability = z.object({
  locationId: z.number().int(),
  timeZone: z.string(),
  date: z.string(),
  /** Today plus 13 days (20 for Elite), local dates. */
  bookableDays: z.array(z.string()),
  bookedMinutes: z.number().int(),
  dailyLimitReached: z.boolean(),
  /** The member's plan and its minutes left in the day's month (null: unlimited); prices below count them. */
  plan: z.object({ tier: ZMembershipType, minutesLeft: z.number().int().nullable() }),
  /**
   * What a 1st, 2nd and 3rd guest on a session that day would cost ('Guest pass (1 of 2 left this
   * month)' or the guest fee): the confirm step shows the first as many as the member brings.
   */
  guestCharges: z.array(ZGuestCharge),
  slots: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      label: z.string(),
      status: ZSlotStatus,
      bayId: z.number().int().nullable(),
      priceCents: z.number().int().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZCalendarFeed = z.object({ url: z.string() });

/**
 * The calendar feed's secret token (`/api/calendar/{token}.ics`): URL-safe base64, bounded, so
 * nothing odd (a NUL byte) ever reaches the database.
 */
export const ZCalendarTokenInput = z.object({
  token: z
    .string()
    .max(200)
    .transform((t) => t.replace(/\.ics$/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]*$/, { message: /*i18n*/ 'Calendar not found' })),
});
