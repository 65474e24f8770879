import { WAIVER_TEXT_MAX } from '@club/domain';
import { z } from 'zod';
import { boundedText, boundedInt, MAX_ID } from './primitives';

// The club waiver (DECISIONS.md, The club waiver): a switch and a text in Club Settings (each edit
// a new version), a member's acceptance of the current version, and a guest's link
// (/waiver/{token}, single-use, expiring at the booking's end).

export const WAIVER_INPUT_MESSAGES = {
  text: /*i18n*/ 'Waiver text is required',
  version: /*i18n*/ 'Please accept the current waiver.',
  token: /*i18n*/ 'This waiver link is not valid.',
} as const;

/**
 * Club Settings' waiver text (a changed text becomes a new version). The switch is Club Settings'
 * `waiverEnabled` (ZClubSettingsInput), its one way in.
 */
export const ZWaiverTextInput = z.object({
  text: boundedText({
    min: 1,
    max: WAIVER_TEXT_MAX,
    message: WAIVER_INPUT_MESSAGES.text,
    multiline: true,
  }),
});
export type TWaiverTextInput = z.input<typeof ZWaiverTextInput>;

/** 'I agree': the version the member read (refused when it is no longer the current one). */
export const ZWaiverAcceptInput = z.object({
  version: boundedInt(1, MAX_ID, WAIVER_INPUT_MESSAGES.version),
});
export type TWaiverAcceptInput = z.input<typeof ZWaiverAcceptInput>;

/** A guest's waiver link token (base64url, as made by the API; anything else is not valid). */
export const ZGuestWaiverTokenInput = z.object({
  token: z
    .string({ error: WAIVER_INPUT_MESSAGES.token })
    .trim()
    .min(16, { message: WAIVER_INPUT_MESSAGES.token })
    .max(128, { message: WAIVER_INPUT_MESSAGES.token })
    .regex(/^[A-Za-z0-9_-]+$/, { message: WAIVER_INPUT_MESSAGES.token }),
});
export type TGuestWaiverTokenInput = z.input<typeof ZGuestWaiverTokenInput>;

/** The club's current waiver as the screens show it. */
export const ZWaiver = z.object({
  enabled: z.boolean(),
  version: z.number().int(),
  text: z.string(),
});
export type TWaiver = z.infer<typeof ZWaiver>;

/** GET /api/waiver: the current text; for a signed-in member whether they accepted it (else null). */
export const ZWaiverForReader = ZWaiver.extend({
  accepted: z.boolean().nullable(),
});
export type TWaiverForReader = z.infer<typeof ZWaiverForReader>;

/** An acceptance on record: the version and when (the address and browser stay with the club). */
export const ZWaiverAccepted = z.object({
  version: z.number().int(),
  acceptedAt: z.string(),
});
export type TWaiverAccepted = z.infer<typeof ZWaiverAccepted>;

/** A guest's link as the public page shows it: the text, the guest's first name, the day. */
export const ZGuestWaiver = z.object({
  version: z.number().int(),
  text: z.string(),
  firstName: z.string(),
  /** The booking's date in the club's time zone (YYYY-MM-DD). */
  date: z.string(),
});
export type TGuestWaiver = z.infer<typeof ZGuestWaiver>;
