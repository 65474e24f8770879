import { BAY_TYPES } from '@club/domain';
import { z } from 'zod';
import { boundedText, idSchema, TEXT_LIMITS, ZId } from './primitives';

export const BAY_MESSAGES = {
  name: /*i18n*/ 'Bay name is required',
  type: /*i18n*/ 'Bay type is required',
  location: /*i18n*/ 'Location is required',
  features: /*i18n*/ 'At least one feature is required',
  dayOfWeek: /*i18n*/ 'Day of week must be 0 (Sunday) to 6 (Saturday)',
  timeFormat: /*i18n*/ 'Format must be HH:MM',
  endAfterStart: /*i18n*/ 'End time must be after start time',
} as const;

const MAX_FEATURES = 20;

/** The bay form: name, type, location, at least one (non-blank) feature, active by default. */
export const ZBayInput = z.object({
  name: boundedText({ min: 1, max: TEXT_LIMITS.name, message: BAY_MESSAGES.name }),
  type: z.enum(BAY_TYPES, { message: BAY_MESSAGES.type }),
  locationId: idSchema(BAY_MESSAGES.location),
  features: z
    .array(boundedText({ max: TEXT_LIMITS.short }))
    .max(MAX_FEATURES, { message: `At most ${MAX_FEATURES} features` })
    .transform((list) => list.filter((f) => f.length > 0))
    .pipe(z.array(z.string()).min(1, { message: BAY_MESSAGES.features })),
  isActive: z.boolean().default(true),
});
export type TBayInput = z.input<typeof ZBayInput>;

/** 'HH:MM', 24-hour; '24:00' is allowed as an end (midnight). */
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clock = z
  .string({ error: BAY_MESSAGES.timeFormat })
  .regex(HHMM, { message: BAY_MESSAGES.timeFormat });
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** End after start ('00:00' as an end is midnight); malformed times are left to their own messages. */
function endsAfterStart(v: { startTime: string; endTime: string }): boolean {
  const wellFormed = HHMM.test(v.startTime) && v.startTime !== '24:00' && HHMM.test(v.endTime);
  return !wellFormed || v.endTime === '00:00' || minutes(v.endTime) > minutes(v.startTime);
}

/** An operating-hours entry: weekday 0-6, start and end 'HH:MM' (end '00:00'/'24:00' = midnight). */
export const ZOperatingHoursInput = z
  .object({
    dayOfWeek: z.coerce
      .number({ error: BAY_MESSAGES.dayOfWeek })
      .int({ message: BAY_MESSAGES.dayOfWeek })
      .min(0, { message: BAY_MESSAGES.dayOfWeek })
      .max(6, { message: BAY_MESSAGES.dayOfWeek }),
    startTime: clock.refine((t) => t !== '24:00', { message: BAY_MESSAGES.timeFormat }),
    endTime: clock,
    isPeak: z.boolean().default(false),
    bayId: ZId.optional(),
  })
  .refine(endsAfterStart, {
    message: BAY_MESSAGES.endAfterStart,
    path: ['endTime'],
  });
export type TOperatingHoursInput = z.input<typeof ZOperatingHoursInput>;
