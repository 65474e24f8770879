import type { TCoach, TLessonAvailability } from '@club/contract';
import type { DisplayFormat } from '@club/domain';
import { lessonRateCents } from '@club/domain';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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
  i18n: I18n,
  format: DisplayFormat,
): string {
  // the domain's LESSON_INCLUDED_TEXT
  if (includedLeft > 0) return i18n._(msg`Included in your plan`);
  return format.money(lessonRateCents((coach?.hourlyRate ?? 0) * 100, minutes));
}
