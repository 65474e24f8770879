import {
  DEMO_REQUEST_STATUSES,
  HEARD_FROM,
  isDemoDateAllowed,
  localDateOf,
  PREFERRED_TIMES,
} from '@club/domain';
import type { LocalDate } from '@club/domain';
import { z } from 'zod';
import {
  boundedText,
  emailSchema,
  nameSchema,
  TEXT_LIMITS,
  ZOptionalNote,
  ZPageInput,
} from './primitives';

export const DEMO_MESSAGES = {
  firstName: /*i18n*/ 'First name is required',
  lastName: /*i18n*/ 'Last name is required',
  email: /*i18n*/ 'Please enter a valid email address',
  phone: /*i18n*/ 'Phone number is required',
  preferredDate: /*i18n*/ 'Please select a date',
  dateWindow: /*i18n*/ 'Please choose a date between today and 3 months from now.',
  preferredTime: /*i18n*/ 'Please select a time',
  heardFrom: /*i18n*/ 'Please select how you heard about us',
} as const;

const demoFields = {
  firstName: nameSchema(DEMO_MESSAGES.firstName),
  lastName: nameSchema(DEMO_MESSAGES.lastName),
  email: emailSchema(DEMO_MESSAGES.email),
  phone: boundedText({ min: 10, max: TEXT_LIMITS.phone, message: DEMO_MESSAGES.phone }),
  /** An ISO timestamp (the API payload) of the chosen day. */
  preferredDate: z.iso.datetime({ offset: true, message: DEMO_MESSAGES.preferredDate }),
  preferredTime: z.enum(PREFERRED_TIMES, { message: DEMO_MESSAGES.preferredTime }),
  heardFrom: z.enum(HEARD_FROM, { message: DEMO_MESSAGES.heardFrom }),
};

/** A demo request without the date window (the shape; use demoRequestSchema to validate). */
export const ZDemoRequestInput = z.object(demoFields);
export type TDemoRequestInput = z.infer<typeof ZDemoRequestInput>;

/**
 * The demo request with its date window: the preferred date, seen in the location's zone, lies
 * from `today` to 3 months ahead. Schemas cannot read the clock, so the caller passes today.
 */
export function demoRequestSchema(today: LocalDate, zone: string) {
  // only a valid timestamp reaches the window check (an empty one already says 'Please select a date')
  return ZDemoRequestInput.refine(
    (v) => {
      const at = new Date(v.preferredDate);
      return Number.isNaN(at.getTime()) || isDemoDateAllowed(localDateOf(at, zone), today);
    },
    {
      message: DEMO_MESSAGES.dateWindow,
      path: ['preferredDate'],
      when: (payload) => payload.issues.length === 0,
    },
  );
}

export const ZDemoRequestStatus = z.enum(DEMO_REQUEST_STATUSES);
export type TDemoRequestStatus = z.infer<typeof ZDemoRequestStatus>;

/** The admin 'Update Status' dialog: status and notes. */
export const ZDemoStatusUpdateInput = z.object({
  status: ZDemoRequestStatus,
  notes: ZOptionalNote,
});
export type TDemoStatusUpdateInput = z.input<typeof ZDemoStatusUpdateInput>;

/** The demo-request list filter: a status or all. */
export const ZDemoRequestFilter = z.object({
  status: z.enum(['all', ...DEMO_REQUEST_STATUSES]).default('all'),
  ...ZPageInput.shape,
});
export type TDemoRequestFilter = z.input<typeof ZDemoRequestFilter>;
