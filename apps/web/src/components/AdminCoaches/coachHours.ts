import type { TCoachHoursEntry } from '@club/contract';
import { formatClockTime, WEEKDAY_NAMES } from '@club/domain';

/** Half-hour clock times of a day, '00:00' to '23:30' (and '24:00' as an end). */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 ? '30' : '00'}`;
});

export const END_TIMES = [...HALF_HOURS.slice(1), '24:00'];

/** 'Tuesday 9:00 AM - 12:00 PM' */
export function hoursLabel(h: TCoachHoursEntry): string {
  const end = h.endTime === '24:00' ? 'midnight' : formatClockTime(h.endTime);
  return `${WEEKDAY_NAMES[h.dayOfWeek] ?? ''} ${formatClockTime(h.startTime)} - ${end}`;
}

/** A week in order: by weekday, then start. */
export function sortedWeek(hours: readonly TCoachHoursEntry[]): TCoachHoursEntry[] {
  return [...hours].sort(
    (a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime),
  );
}
