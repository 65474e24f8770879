import type { OperatingHoursEntry } from './operating-hours';
import { isOpenForSession } from './operating-hours';
import { parseClockTime, toMillis } from './time';
import type { Instant } from './time';

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** An entry as minutes of the week [start, end); an end at or before the start runs into the next day. */
export function weeklyMinutes(
  entry: Pick<OperatingHoursEntry, 'dayOfWeek' | 'startTime' | 'endTime'>,
): {
  start: number;
  end: number;
} {
  const from = parseClockTime(entry.startTime);
  const to = parseClockTime(entry.endTime);
  const start = entry.dayOfWeek * DAY_MINUTES + from;
  return { start, end: entry.dayOfWeek * DAY_MINUTES + (to <= from ? to + DAY_MINUTES : to) };
}

/** Two weekly windows share time (Saturday night into Sunday morning wraps around the week). */
function weeklyOverlap(
  a: { start: number; end: number },
  b: { start: number; end: number },
): boolean {
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
    (shift) => a.start < b.end + shift && b.start + shift < a.end,
  );
}

/** The first existing entry the new one overlaps, or undefined (touching ends do not overlap). */
export function overlappingHours<
  E extends Pick<OperatingHoursEntry, 'dayOfWeek' | 'startTime' | 'endTime'>,
>(
  existing: readonly E[],
  candidate: Pick<OperatingHoursEntry, 'dayOfWeek' | 'startTime' | 'endTime'>,
): E | undefined {
  const window = weeklyMinutes(candidate);
  return existing.find((e) => weeklyOverlap(weeklyMinutes(e), window));
}

/** A confirmed booking on the bay being changed. */
export interface BookingOnBay {
  id: number;
  startTime: Instant;
  endTime: Instant;
}

/**
 * The confirmed bookings that starting after `now` would have no bay once the bay is as described:
 * all of them when it is switched off or moved to another location, else those outside its hours.
 */
export function strandedBookings<B extends BookingOnBay>(input: {
  bookings: readonly B[];
  now: Instant;
  zone: string;
  bay: { isActive: boolean; hours: readonly OperatingHoursEntry[]; movesLocation?: boolean };
}): B[] {
  const { bay, zone } = input;
  return input.bookings.filter(
    (b) =>
      toMillis(b.startTime) > toMillis(input.now) &&
      (!bay.isActive ||
        bay.movesLocation === true ||
        !isOpenForSession(b.startTime, b.endTime, zone, bay.hours)),
  );
}
