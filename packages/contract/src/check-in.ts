import { DOOR_ACCESS_MESSAGES } from '@club/domain';
import { z } from 'zod';

// Check-in (DECISIONS.md, Check-in and no-shows): a booking or lesson is checked in by its door
// code's first unlock or by an admin on the schedule; an admin may undo their own mistake.

export const CHECK_IN_MESSAGES = {
  released: DOOR_ACCESS_MESSAGES.released,
  notConfirmed: DOOR_ACCESS_MESSAGES.notConfirmed,
  bookingNotFound: /*i18n*/ 'Booking not found',
  lessonNotFound: /*i18n*/ 'Lesson not found',
} as const;

export const CHECKED_IN_BY = ['door', 'admin'] as const;
export const ZCheckedInBy = z.enum(CHECKED_IN_BY);

/** A session's check-in as the schedule shows it: when and how (null: not checked in). */
export const ZCheckIn = z.object({
  checkedInAt: z.string().nullable(),
  checkedInBy: ZCheckedInBy.nullable(),
});
export type TCheckIn = z.infer<typeof ZCheckIn>;

/** The answer of a check-in or its undo: the session's id and check-in. */
export const ZCheckInResult = ZCheckIn.extend({ id: z.number().int() });
export type TCheckInResult = z.infer<typeof ZCheckInResult>;
