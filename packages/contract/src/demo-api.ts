import { PREFERRED_TIMES } from '@club/domain';
import { z } from 'zod';
import { ZDemoRequestInput, ZDemoRequestStatus } from './demo';
import { TEXT_LIMITS } from './primitives';
import { ZLocale } from './user';

/**
 * What the demo form posts: the request plus `website`, a honeypot field hidden from people. A bot
 * that fills it gets a normal-looking answer and nothing is stored.
 */
export const ZDemoRequestSubmission = ZDemoRequestInput.extend({
  website: z.string().max(TEXT_LIMITS.short).optional(),
});
export type TDemoRequestSubmission = z.input<typeof ZDemoRequestSubmission>;

export const ZDemoRequest = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The chosen day, 'YYYY-MM-DD' in the club's zone. */
  preferredDate: z.string(),
  preferredTime: z.enum(PREFERRED_TIMES),
  heardFrom: z.string(),
  status: ZDemoRequestStatus,
  notes: z.string().nullable(),
  /** The member made from this request, when one was. */
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  /** The language the visitor asked in: their receipt's, and the member made from it starts in it. */
  locale: ZLocale,
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;

/** The visitor's receipt: enough to show the confirmation, nothing else. */
export const ZDemoRequestReceipt = z.object({
  id: z.number().int().nullable(),
  status: z.literal('pending'),
  preferredDate: z.string(),
  preferredTime: z.enum(PREFERRED_TIMES),
});
export type TDemoRequestReceipt = z.infer<typeof ZDemoRequestReceipt>;
