import { isValidTimeZone } from '@club/domain';
import { z } from 'zod';
import { boundedText, TEXT_LIMITS } from './primitives';

// The club's first run (DECISIONS.md, Club settings and first run): a production database starts
// without a location, and an admin sets the club up from the admin panel.

export const CLUB_SETUP_MESSAGES = {
  name: 'Club name is required',
  address: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code must be 5 digits (or ZIP+4)',
  timeZone: 'Choose a time zone',
} as const;

/** POST /api/admin/club/setup: the location's name, address and IANA time zone. */
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
});
export type TClubSetupInput = z.input<typeof ZClubSetupInput>;
