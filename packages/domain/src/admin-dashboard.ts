import type { OperatingHoursEntry } from './operating-hours';
import { isOpenForSession } from './operating-hours';
import {
  addDays,
  wallClock,
  slotsForDay,
  SLOT_MINUTES,
  SLOT_MS,
  toMillis,
  weekdayOfDate,
} from './time';
import type { Instant, LocalDate } from './time';

/** One hour of the day on one bay: minutes booked and minutes the bay was open. */
export interface UtilisationCell {
  hour: number;
  bookedMinutes: number;
  openMinutes: number;
}

export interface BayUtilisation {
  bayId: number;
  bookedMinutes: number;
  openMinutes: number;
  /** 24 cells, hour 0 to 23 of the local day (a daylight-saving day has one hour empty or doubled). */
  hours: UtilisationCell[];
}

export interface Utilisation {
  bays: BayUtilisation[];
  bookedMinutes: number;
  openMinutes: number;
  peakMinutes: number;
  percent: number;
  peakSharePercent: number;
}

export interface UtilisationBay {
  id: number;
  isActive: boolean;
  hours: readonly OperatingHoursEntry[];
}

export interface UtilisationBooking {
  bayId: number | null;
  startTime: Instant;
  endTime: Instant;
  isPeak: boolean;
}

/** A whole-number percentage of a part; 0 of nothing is 0. */
export function percentOf(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((100 * part) / whole);
}

/** The Monday to Sunday week around a local day. */
export function weekOf(date: LocalDate): LocalDate[] {
  const monday = addDays(date, -((weekdayOfDate(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

function emptyHours(): UtilisationCell[] {
  return Array.from({ length: 24 }, (_, hour) => ({ hour, bookedMinutes: 0, openMinutes: 0 }));
}

/**
 * How full the bays were over some local days, per bay and local hour: each half-hour slot an
 * active bay is open counts as open time, and as booked time when a confirmed booking holds it.
 * Peak share is the part of booked time sold at the peak rate.
 */
export function bayUtilisation(input: {
  days: readonly LocalDate[];
  zone: string;
  bays: readonly UtilisationBay[];
  bookings: readonly UtilisationBooking[];
}): Utilisation {
  const { zone } = input;
  let peakMinutes = 0;
  const bays = input.bays.map((bay): BayUtilisation => {
    const hours = emptyHours();
    const mine = input.bookings.filter((b) => b.bayId === bay.id);
    for (const day of input.days) {
      for (const slot of slotsForDay(day, zone)) {
        const from = slot.getTime();
        const to = from + SLOT_MS;
        const cell = hours[wallClock(slot, zone).hour];
        if (!cell || !bay.isActive || !isOpenForSession(from, to, zone, bay.hours)) continue;
        cell.openMinutes += SLOT_MINUTES;
        const holder = mine.find((b) => toMillis(b.startTime) < to && toMillis(b.endTime) > from);
        if (!holder) continue;
        cell.bookedMinutes += SLOT_MINUTES;
        if (holder.isPeak) peakMinutes += SLOT_MINUTES;
      }
    }
    const bookedMinutes = hours.reduce((sum, c) => sum + c.bookedMinutes, 0);
    const openMinutes = hours.reduce((sum, c) => sum + c.openMinutes, 0);
    return { bayId: bay.id, bookedMinutes, openMinutes, hours };
  });
  const bookedMinutes = bays.reduce((sum, b) => sum + b.bookedMinutes, 0);
  const openMinutes = bays.reduce((sum, b) => sum + b.openMinutes, 0);
  return {
    bays,
    bookedMinutes,
    openMinutes,
    peakMinutes,
    percent: percentOf(bookedMinutes, openMinutes),
    peakSharePercent: percentOf(peakMinutes, bookedMinutes),
  };
}

/** A count for each of `days`, zero where the counts have none (for a per-day chart). */
export function countsForDays(
  days: readonly LocalDate[],
  counts: readonly { day: LocalDate; count: number }[],
) {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}
