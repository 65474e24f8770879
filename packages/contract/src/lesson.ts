import {
  COACH_HOURS_MESSAGES,
  LESSON_DURATIONS,
  LESSON_MESSAGES,
  LESSON_STATUSES,
} from '@club/domain';
import { z } from 'zod';
import { ZDoorCodeField } from './door';
import { ZForce } from './admin-bays';
import {
  boundedInt,
  boundedText,
  emailSchema,
  idSchema,
  localDateSchema,
  nameSchema,
  TEXT_LIMITS,
  ZId,
} from './primitives';

// Lessons with coaches (issue 24; DECISIONS.md, Lessons with coaches): the coach form, the coach's
// weekly hours, a member's lesson and the admin's commands on lessons.

export const COACH_MESSAGES = {
  firstName: /*i18n*/ 'First name is required',
  lastName: /*i18n*/ 'Last name is required',
  email: /*i18n*/ 'Please enter a valid email address',
  rate: /*i18n*/ 'Hourly rate must be whole dollars from 0 to 1000',
  dayOfWeek: /*i18n*/ 'Day of week must be 0 (Sunday) to 6 (Saturday)',
  time: /*i18n*/ 'Format must be HH:MM, on the hour or the half hour',
  tooManyHours: /*i18n*/ 'At most 28 windows a week',
} as const;

/** Whole dollars an hour (stored as cents). */
export const COACH_RATE_MAX = 1000;

/** The coach form: name, optional e-mail and bio, hourly rate in whole dollars, active. */
export const ZCoachInput = z.object({
  firstName: nameSchema(COACH_MESSAGES.firstName),
  lastName: nameSchema(COACH_MESSAGES.lastName),
  email: z
    .union([z.literal(''), emailSchema(COACH_MESSAGES.email)])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  bio: boundedText({ max: TEXT_LIMITS.note, multiline: true })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  hourlyRate: boundedInt(0, COACH_RATE_MAX, COACH_MESSAGES.rate),
  isActive: z.boolean().default(true),
});
export type TCoachInput = z.input<typeof ZCoachInput>;

/**
 * PUT /api/coaches/{id}. `force`: switch the coach off even though booked upcoming lessons would
 * lose their coach (they are then cancelled, the members and the coach e-mailed); else 409.
 */
export const ZCoachUpdateInput = ZCoachInput.extend({ id: ZId, force: ZForce });
export type TCoachUpdateInput = z.input<typeof ZCoachUpdateInput>;

/** 'HH:MM' on the half-hour grid; '24:00' as an end. */
const HALF_HOUR = /^(?:[01]\d|2[0-3]):[03]0$/;
const startClock = z.string({ error: COACH_MESSAGES.time }).regex(HALF_HOUR, COACH_MESSAGES.time);
const endClock = z
  .string({ error: COACH_MESSAGES.time })
  .refine((t) => HALF_HOUR.test(t) || t === '24:00', COACH_MESSAGES.time);

/** One window of a coach's week. */
export const ZCoachHoursEntry = z
  .object({
    dayOfWeek: boundedInt(0, 6, COACH_MESSAGES.dayOfWeek),
    startTime: startClock,
    endTime: endClock,
  })
  .refine((e) => e.endTime > e.startTime, {
    message: COACH_HOURS_MESSAGES.order,
    path: ['endTime'],
  });
export type TCoachHoursEntry = z.infer<typeof ZCoachHoursEntry>;

/**
 * PUT /api/coaches/{id}/hours: the coach's whole week (replaces what was there). `force`, as for
 * the coach: narrow the week even though booked upcoming lessons fall outside it (cancelled).
 */
export const ZCoachHoursInput = z.object({
  id: ZId,
  hours: z.array(ZCoachHoursEntry).max(28, { message: COACH_MESSAGES.tooManyHours }),
  force: ZForce,
});
export type TCoachHoursInput = z.input<typeof ZCoachHoursInput>;

/** A coach as members see one: no e-mail. */
export const ZCoach = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  hourlyRate: z.number().int(),
  isActive: z.boolean(),
  hours: z.array(
    z.object({ dayOfWeek: z.number().int(), startTime: z.string(), endTime: z.string() }),
  ),
});
export type TCoach = z.infer<typeof ZCoach>;

/** A coach as admins see one. */
export const ZAdminCoach = ZCoach.extend({ email: z.string().nullable() });
export type TAdminCoach = z.infer<typeof ZAdminCoach>;

/** The coach after an edit or new hours, with what it did: lessons cancelled (forced), waitlist promoted. */
export const ZAdminCoachChanged = ZAdminCoach.extend({
  cancelledLessons: z.number().int(),
  promotedBookings: z.number().int(),
});
export type TAdminCoachChanged = z.infer<typeof ZAdminCoachChanged>;

const lessonMinutes = z
  .number({ error: LESSON_MESSAGES.duration })
  .refine((m) => (LESSON_DURATIONS as readonly number[]).includes(m), LESSON_MESSAGES.duration);
const isoInstant = z.iso.datetime({ offset: true, message: /*i18n*/ 'Please choose a valid time' });

/** GET /api/lessons/availability: a day, a length, a coach (or any). */
export const ZLessonAvailabilityInput = z.object({
  date: localDateSchema('Please choose a day'),
  durationMinutes: z.coerce.number({ error: LESSON_MESSAGES.duration }).pipe(lessonMinutes),
  coachId: ZId.nullable().optional(),
  locationId: ZId.optional(),
});
export type TLessonAvailabilityInput = z.input<typeof ZLessonAvailabilityInput>;

export const ZLessonAvailability = z.object({
  locationId: z.number().int(),
  timeZone: z.string(),
  date: z.string(),
  bookableDays: z.array(z.string()),
  /** Included lessons the plan has left in the day's month (0 when none). */
  includedLeft: z.number().int(),
  coaches: z.array(ZCoach),
  slots: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      label: z.string(),
      coachIds: z.array(z.number().int()),
    }),
  ),
});
export type TLessonAvailability = z.infer<typeof ZLessonAvailability>;

/**
 * POST /api/lessons: a start, a length and a coach (null: any coach). An admin adds `userId` (the
 * member) and may name a `bayId`; a member who sends either is refused (403).
 */
export const ZLessonCreateInput = z.object({
  startTime: isoInstant,
  durationMinutes: lessonMinutes,
  coachId: ZId.nullable().optional(),
  locationId: ZId.optional(),
  userId: idSchema().optional(),
  bayId: idSchema().optional(),
});
export type TLessonCreateInput = z.input<typeof ZLessonCreateInput>;

/** PUT /api/admin/lessons/{id}: move a lesson to another time, coach or bay (same rules). */
export const ZLessonMoveInput = z.object({
  id: ZId,
  startTime: isoInstant,
  durationMinutes: lessonMinutes,
  coachId: ZId,
  bayId: ZId.optional(),
});
export type TLessonMoveInput = z.input<typeof ZLessonMoveInput>;

export const ZLessonStatus = z.enum(LESSON_STATUSES);

/** A lesson as its member (or an admin) sees it; times are ISO instants. */
export const ZLesson = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  coachId: z.number().int(),
  coachName: z.string(),
  bayId: z.number().int(),
  bayName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  price: z.number(),
  priceCents: z.number().int(),
  isIncluded: z.boolean(),
  status: ZLessonStatus,
  createdAt: z.string(),
  /** The member's own door code (My Account); absent elsewhere and without door access. */
  doorCode: ZDoorCodeField,
});
export type TLesson = z.infer<typeof ZLesson>;

/** POST /api/admin/lessons: an admin books a lesson for a member (coach required, bay optional). */
export const ZAdminLessonCreateInput = ZLessonCreateInput.extend({
  userId: idSchema(/*i18n*/ 'Please choose a member'),
  coachId: idSchema(/*i18n*/ 'Please choose a coach'),
});
export type TAdminLessonCreateInput = z.input<typeof ZAdminLessonCreateInput>;
