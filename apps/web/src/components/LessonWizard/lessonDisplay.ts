import type { TCoach, TLessonAvailability } from '@club/contract';
import { formatCents, LESSON_INCLUDED_TEXT, lessonRateCents } from '@club/domain';

/** The coach choice: 'any' or a coach's id. */
export const ANY_COACH = 'any';

/** The coach a start would get: the one chosen, or (any coach) the first free one, as the server picks. */
export function coachFor(
  slot: TLessonAvailability['slots'][number],
  coaches: readonly TCoach[],
): TCoach | undefined {
  const id = slot.coachIds[0];
  return coaches.find((c) => c.id === id);
}

/** The price line before confirming: 'Included in your plan', or the coach's rate for the length. */
export function lessonPriceText(
  coach: TCoach | undefined,
  minutes: number,
  includedLeft: number,
): string {
  if (includedLeft > 0) return LESSON_INCLUDED_TEXT;
  return formatCents(lessonRateCents((coach?.hourlyRate ?? 0) * 100, minutes));
}
