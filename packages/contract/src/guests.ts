import { GUEST_MESSAGES, MAX_GUESTS } from '@club/domain';
import { z } from 'zod';
import { boundedText, emailSchema, ZId } from './primitives';

// Guests on a booking (DECISIONS.md, Guests): up to 3 a booking, a first name each and an optional
// e-mail. The booking wizard, Add Booking, Move Booking and My Account's guest list share these.

export const GUEST_LIMITS = { firstName: 50 } as const;

export const GUEST_INPUT_MESSAGES = {
  firstName: /*i18n*/ "Guest's first name is required",
  email: /*i18n*/ 'Please enter a valid email address',
} as const;

/** A blank e-mail field is no e-mail. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** One guest: a first name (1-50 characters, trimmed) and an optional e-mail (blank is none). */
export const ZGuestInput = z.object({
  firstName: boundedText({
    min: 1,
    max: GUEST_LIMITS.firstName,
    message: GUEST_INPUT_MESSAGES.firstName,
  }),
  email: z
    .preprocess(blankToUndefined, emailSchema(GUEST_INPUT_MESSAGES.email).optional().nullable())
    .transform((v) => v ?? null),
});
export type TGuestInput = z.input<typeof ZGuestInput>;
export type TGuest = z.output<typeof ZGuestInput>;

/** A booking's guests: at most 3, none when left out. */
export const ZGuestList = z
  .array(ZGuestInput)
  .max(MAX_GUESTS, { message: GUEST_MESSAGES.tooMany })
  .default([]);

/** A booking's guests when changed with it (Move Booking): left out, the guests stay as they are. */
export const ZGuestListChange = z
  .array(ZGuestInput)
  .max(MAX_GUESTS, { message: GUEST_MESSAGES.tooMany })
  .optional();

/**
 * My Account's 'Add guest' on an upcoming booking: the booking's `id` (the REST path's
 * `/api/bookings/{id}/guests`) and the guest's fields (the REST body is the guest).
 */
export const ZAddGuestInput = ZGuestInput.extend({ id: ZId });
export type TAddGuestInput = z.input<typeof ZAddGuestInput>;

/** Removing a guest from an upcoming booking (its pass or fee goes back): `/api/bookings/{id}/guests/{guestId}`. */
export const ZRemoveGuestInput = z.object({ id: ZId, guestId: ZId });
export type TRemoveGuestInput = z.input<typeof ZRemoveGuestInput>;

/** What one guest costs, as the confirm step shows it ('Guest pass (1 of 2 left this month)'). */
export const ZGuestCharge = z.object({
  kind: z.enum(['pass', 'fee']),
  priceCents: z.number().int(),
  /** A pass: which of the month's passes it is, and how many are left with it (the text's numbers). */
  passNumber: z.number().int().optional(),
  passesLeft: z.number().int().optional(),
  text: z.string(),
});
export type TGuestCharge = z.infer<typeof ZGuestCharge>;

/** A guest on a booking, as members (their own) and admins see it. */
export const ZBookingGuest = z.object({
  id: z.number().int(),
  firstName: z.string(),
  email: z.string().nullable(),
  usesPass: z.boolean(),
  feeCents: z.number().int(),
  /** Whether the guest accepted the club's current waiver: the admin schedule's, while it is on. */
  waiverAccepted: z.boolean().optional(),
});
export type TBookingGuest = z.infer<typeof ZBookingGuest>;
