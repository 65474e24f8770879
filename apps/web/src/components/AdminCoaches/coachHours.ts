import type { TCoachHoursEntry } from '@club/contract';
import { COACH_HOURS_MESSAGES } from '@club/domain';
import type { DisplayFormat } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { weekdayMessage } from '../AdminMenu/weekdays';

/** Half-hour clock times of a day, '00:00' to '23:30' (and '24:00' as an end). */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 ? '30' : '00'}`;
});

export const END_TIMES = [...HALF_HOURS.slice(1), '24:00'];

/** 'Tuesday 9:00 AM - 12:00 PM', in the screens' language. */
export function hoursLabel(h: TCoachHoursEntry, i18n: I18n, format: DisplayFormat): string {
  const day = i18n._(weekdayMessage(h.dayOfWeek));
  const start = format.clock(h.startTime);
  const end = h.endTime === '24:00' ? i18n._(msg`midnight`) : format.clock(h.endTime);
  return i18n._(msg`${day} ${start} - ${end}`);
}

/** The domain's refusals of a new window (coachHoursViolation), in the catalogs. */
const VIOLATIONS: Record<string, MessageDescriptor> = {
  [COACH_HOURS_MESSAGES.order]: msg`End time must be after start time.`,
  [COACH_HOURS_MESSAGES.grid]: msg`Coach hours start and end on the hour or the half hour.`,
  [COACH_HOURS_MESSAGES.overlap]: msg`These hours overlap hours the coach already has that day.`,
};

/** A refusal of coachHoursViolation in the screens' language (an unknown one as it came). */
export function violationText(refusal: string, i18n: I18n): string {
  const known = VIOLATIONS[refusal];
  return known ? i18n._(known) : refusal;
}

/** A week in order: by weekday, then start. */
export function sortedWeek(hours: readonly TCoachHoursEntry[]): TCoachHoursEntry[] {
  return [...hours].sort(
    (a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime),
  );
}
