import type { TAvailability } from '@club/contract';
import type { SlotStatus } from '@club/domain';
import {
  formatLocalDate,
  zoneAbbreviation,
  localClockTime,
  MEMBER_DURATIONS,
  SLOT_LEGEND,
  WEEKDAY_NAMES,
  weekdayOfDate,
} from '@club/domain';
import type { Icon } from '@tabler/icons-react';
import { IconBan, IconCircleCheck, IconFlame, IconHourglassHigh } from '@tabler/icons-react';

export type Slot = TAvailability['slots'][number];

/** '30 minutes', '1 hour', '1.5 hours' … */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const DURATION_OPTIONS = MEMBER_DURATIONS.map((m) => ({
  value: String(m),
  label: durationLabel(m),
}));

export const DEFAULT_DURATION = 60;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The parts of a local day ('YYYY-MM-DD') for a day tile: 'Mon', '23', 'Nov'. */
export function dayParts(date: string): { weekday: string; day: string; month: string } {
  const [, month = '1', day = '1'] = date.split('-');
  return {
    weekday: WEEKDAY_NAMES[weekdayOfDate(date)].slice(0, 3),
    day: String(Number(day)),
    month: MONTHS[Number(month) - 1] ?? '',
  };
}

/** 'Mon 11/23/26' */
export function shortDayLabel(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOfDate(date)].slice(0, 3)} ${formatLocalDate(date)}`;
}

/** 'Monday 11/23/26' */
export function longDayLabel(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOfDate(date)]} ${formatLocalDate(date)}`;
}

/** How each legend status looks: the legend's words, a Mantine colour and an icon, so colour is never alone. */
export const SLOT_LOOK: Record<SlotStatus, { label: string; color: string; icon: Icon }> = {
  offPeak: { label: legendLabel('offPeak'), color: 'green', icon: IconCircleCheck },
  peak: { label: legendLabel('peak'), color: 'orange', icon: IconFlame },
  waitlist: { label: legendLabel('waitlist'), color: 'yellow', icon: IconHourglassHigh },
  unavailable: { label: legendLabel('unavailable'), color: 'gray', icon: IconBan },
};

function legendLabel(status: SlotStatus): string {
  return SLOT_LEGEND.find((l) => l.status === status)?.label ?? status;
}

/** The rate line of a chosen slot: 'Peak', 'Off-peak' or the waitlist. */
export function rateLabel(status: SlotStatus): string {
  if (status === 'peak') return 'Peak';
  if (status === 'offPeak') return 'Off-peak';
  return 'Waitlist';
}

export interface SlotPeriod {
  name: string;
  hours: string;
  slots: Slot[];
}

const PERIODS = [
  { name: 'Overnight', hours: '12 AM – 6 AM', until: 6 },
  { name: 'Morning', hours: '6 AM – 12 PM', until: 12 },
  { name: 'Afternoon', hours: '12 PM – 5 PM', until: 17 },
  { name: 'Evening', hours: '5 PM – 12 AM', until: 24 },
] as const;

/**
 * The day's start times in four parts of the local day. Times that can never be booked (already
 * past, outside the 14-day window) are left out; times a rule blocks stay, greyed.
 */
export function slotsByPeriod(slots: readonly Slot[], zone: string): SlotPeriod[] {
  const shown = slots.filter((s) => s.reason !== 'past' && s.reason !== 'window');
  const periods = PERIODS.map((p) => ({ name: p.name, hours: p.hours, slots: [] as Slot[] }));
  for (const slot of shown) {
    const hour = Number(localClockTime(new Date(slot.start), zone).slice(0, 2));
    const index = PERIODS.findIndex((p) => hour < p.until);
    periods[index]?.slots.push(slot);
  }
  return periods.filter((p) => p.slots.length > 0);
}

/**
 * Slot labels; on the night clocks fall back a label ('1:00 AM') occurs twice, so each of those
 * carries its zone abbreviation ('1:00 AM CDT', '1:00 AM CST').
 */
export function slotLabels(slots: readonly Slot[], zone: string): Map<string, string> {
  const counts = new Map<string, number>();
  for (const s of slots) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  return new Map(
    slots.map((s) => [
      s.start,
      (counts.get(s.label) ?? 0) > 1
        ? `${s.label} ${zoneAbbreviation(Date.parse(s.start), zone)}`.trim()
        : s.label,
    ]),
  );
}
