import type { TAvailability } from '@club/contract';
import type { SlotStatus } from '@club/domain';
import { zoneAbbreviation, localClockTime, MEMBER_DURATIONS } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Icon } from '@tabler/icons-react';
import { IconBan, IconCircleCheck, IconFlame, IconHourglassHigh } from '@tabler/icons-react';

export type Slot = TAvailability['slots'][number];

/** '30 minutes', '1 hour', '1.5 hours' … in the screens' language. */
export function durationLabel(minutes: number, i18n: I18n): string {
  if (minutes < 60) {
    return i18n._(msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`);
  }
  const hours = minutes / 60;
  return i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
}

/** The member durations (30 minutes to 4 hours) as the duration select offers them. */
export function durationOptions(i18n: I18n): { value: string; label: string }[] {
  return MEMBER_DURATIONS.map((m) => ({ value: String(m), label: durationLabel(m, i18n) }));
}

export const DEFAULT_DURATION = 60;

// The day tile's words live in dayWords (a small module the lessons and account screens share).
export { dayParts } from './dayWords';

/**
 * How each legend status looks: the legend's words (the domain's SLOT_LEGEND, as catalog
 * messages), a Mantine colour and an icon, so colour is never alone.
 */
export const SLOT_LOOK: Record<
  SlotStatus,
  { label: MessageDescriptor; color: string; icon: Icon }
> = {
  offPeak: { label: msg`Available (off-peak)`, color: 'green', icon: IconCircleCheck },
  peak: { label: msg`Available (peak)`, color: 'orange', icon: IconFlame },
  waitlist: { label: msg`Waitlist available`, color: 'yellow', icon: IconHourglassHigh },
  unavailable: { label: msg`Unavailable`, color: 'gray', icon: IconBan },
};

const RATE_LABELS: Record<SlotStatus, MessageDescriptor> = {
  peak: msg`Peak`,
  offPeak: msg`Off-peak`,
  waitlist: msg`Waitlist`,
  unavailable: msg`Waitlist`,
};

/** The rate line of a chosen slot: 'Peak', 'Off-peak' or the waitlist. */
export function rateLabel(status: SlotStatus, i18n: I18n): string {
  return i18n._(RATE_LABELS[status]);
}

export interface SlotPeriod {
  name: string;
  hours: string;
  slots: Slot[];
}

const PERIODS = [
  { name: msg`Overnight`, hours: msg`12 AM – 6 AM`, until: 6 },
  { name: msg`Morning`, hours: msg`6 AM – 12 PM`, until: 12 },
  { name: msg`Afternoon`, hours: msg`12 PM – 5 PM`, until: 17 },
  { name: msg`Evening`, hours: msg`5 PM – 12 AM`, until: 24 },
] as const;

/**
 * The day's start times in four parts of the local day. Times that can never be booked (already
 * past, outside the 14-day window) are left out; times a rule blocks stay, greyed.
 */
export function slotsByPeriod(slots: readonly Slot[], zone: string, i18n: I18n): SlotPeriod[] {
  const shown = slots.filter((s) => s.reason !== 'past' && s.reason !== 'window');
  const periods = PERIODS.map((p) => ({
    name: i18n._(p.name),
    hours: i18n._(p.hours),
    slots: [] as Slot[],
  }));
  for (const slot of shown) {
    const hour = Number(localClockTime(new Date(slot.start), zone).slice(0, 2));
    const index = PERIODS.findIndex((p) => hour < p.until);
    periods[index]?.slots.push(slot);
  }
  return periods.filter((p) => p.slots.length > 0);
}

/**
 * Slot labels (the server's '9:30 AM', or `timeOf` a slot in the screens' language); on the night
 * clocks fall back a label ('1:00 AM') occurs twice, so each of those carries its zone
 * abbreviation ('1:00 AM CDT', '1:00 AM CST').
 */
export function slotLabels(
  slots: readonly Slot[],
  zone: string,
  timeOf: (slot: Slot) => string = (s) => s.label,
): Map<string, string> {
  const counts = new Map<string, number>();
  for (const s of slots) counts.set(timeOf(s), (counts.get(timeOf(s)) ?? 0) + 1);
  return new Map(
    slots.map((s) => {
      const label = timeOf(s);
      return [
        s.start,
        (counts.get(label) ?? 0) > 1
          ? `${label} ${zoneAbbreviation(Date.parse(s.start), zone)}`.trim()
          : label,
      ];
    }),
  );
}
