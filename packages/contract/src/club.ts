import {
  DOOR_ACCESS_MESSAGES,
  isValidTimeZone,
  MAX_GUEST_FEE_CENTS,
  noShowSettingViolation,
} from '@club/domain';
import { z } from 'zod';
import { boundedInt, boundedText, emailSchema, TEXT_LIMITS } from './primitives';

// The club's first run (DECISIONS.md, Club settings and first run): a production database starts
// without a location, and an admin sets the club up from the admin panel.

export const CLUB_SETUP_MESSAGES = {
  name: /*i18n*/ 'Club name is required',
  address: /*i18n*/ 'Street address is required',
  city: /*i18n*/ 'City is required',
  state: /*i18n*/ 'State is required',
  zipCode: /*i18n*/ 'ZIP code must be 5 digits (or ZIP+4)',
  timeZone: /*i18n*/ 'Choose a time zone',
  phone: /*i18n*/ 'Phone number is required',
  email: /*i18n*/ 'Please enter a valid email address',
  guestFeeCents: /*i18n*/ 'The guest fee must be from $0 to $1,000',
  noShowReleaseMinutes: DOOR_ACCESS_MESSAGES.releaseMinutes,
  doorDeviceId: /*i18n*/ 'Choose one of the locks Seam lists',
} as const;

/** The no-show release setting (DECISIONS.md, Check-in and no-shows): off (null) or 10 to 60 minutes. */
export const ZNoShowReleaseMinutes = z
  .number({ error: CLUB_SETUP_MESSAGES.noShowReleaseMinutes })
  .nullable()
  .refine((m) => noShowSettingViolation(m) === null, {
    message: CLUB_SETUP_MESSAGES.noShowReleaseMinutes,
  });

/**
 * The club's settings (DECISIONS.md, Club settings and first run): the location's name, address,
 * phone, e-mail and IANA time zone, the members-only switch, the guest fee (DECISIONS.md, Guests)
 * and the waiver switch (The club waiver). POST /api/admin/club/setup on the first run, PUT
 * /api/admin/club afterwards.
 */
export const ZClubSetupInput = z.object({
  name: boundedText({ min: 1, max: TEXT_LIMITS.name, message: CLUB_SETUP_MESSAGES.name }),
  address: boundedText({ min: 1, max: TEXT_LIMITS.short, message: CLUB_SETUP_MESSAGES.address }),
  city: boundedText({ min: 1, max: TEXT_LIMITS.name, message: CLUB_SETUP_MESSAGES.city }),
  state: boundedText({ min: 1, max: TEXT_LIMITS.name, message: CLUB_SETUP_MESSAGES.state }),
  zipCode: z
    .string({ error: CLUB_SETUP_MESSAGES.zipCode })
    .trim()
    .regex(/^\d{5}(?:-\d{4})?$/, { message: CLUB_SETUP_MESSAGES.zipCode }),
  timeZone: z
    .string({ error: CLUB_SETUP_MESSAGES.timeZone })
    .max(64, { message: CLUB_SETUP_MESSAGES.timeZone })
    .refine(isValidTimeZone, { message: CLUB_SETUP_MESSAGES.timeZone }),
  phone: boundedText({ min: 1, max: TEXT_LIMITS.phone, message: CLUB_SETUP_MESSAGES.phone }),
  email: emailSchema(CLUB_SETUP_MESSAGES.email),
  membersOnly: z.boolean().default(false),
  // optional without a default: left out (an older client's save), the stored value is kept
  /** Integer cents per guest per session ($0 to $1,000). */
  guestFeeCents: boundedInt(0, MAX_GUEST_FEE_CENTS, CLUB_SETUP_MESSAGES.guestFeeCents).optional(),
  /** The club waiver: members accept the current text before they book. */
  waiverEnabled: z.boolean().optional(),
  /** Release a session not checked in after N minutes (10 to 60); null: off (the default). */
  noShowReleaseMinutes: ZNoShowReleaseMinutes.optional(),
  /**
   * The front door's lock (a Seam device id from GET /api/admin/door/locks); null: no door codes.
   * Left out, the stored one is kept. Only with a door provider configured.
   */
  doorDeviceId: z
    .string({ error: CLUB_SETUP_MESSAGES.doorDeviceId })
    .trim()
    .min(1, { message: CLUB_SETUP_MESSAGES.doorDeviceId })
    .max(200, { message: CLUB_SETUP_MESSAGES.doorDeviceId })
    .nullable()
    .optional(),
});
export type TClubSetupInput = z.input<typeof ZClubSetupInput>;

/** A lock of the club's Seam workspace that takes access codes (Club Settings' choice). */
export const ZDoorLock = z.object({ deviceId: z.string(), name: z.string() });
export type TDoorLock = z.infer<typeof ZDoorLock>;

export const DOOR_MESSAGES = {
  notConfigured: /*i18n*/ 'Door access is not set up on this server.',
  unknownLock: /*i18n*/ 'Choose one of the locks Seam lists',
} as const;
export const ZClubSettingsInput = ZClubSetupInput;
export type TClubSettingsInput = TClubSetupInput;
