import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { useFormat } from '../../i18n/useFormat';
import type { Slot } from './bookingDisplay';
import { SLOT_LOOK, slotLabels, slotsByPeriod } from './bookingDisplay';
import classes from './BookingSlotGrid.module.css';

interface BookingSlotGridProps {
  slots: readonly Slot[];
  zone: string;
  selectedStart: string | null;
  onSelect: (slot: Slot) => void;
}

/** Why a start is unavailable, by the server's reason code (the domain's BOOKING_MESSAGES' words). */
const REASONS: Record<string, MessageDescriptor> = {
  duration: msg`Sessions last from 30 minutes to 4 hours, in 30-minute steps.`,
  adminDuration: msg`Sessions last from 1 to 4 hours, in 30-minute steps.`,
  grid: msg`Sessions start on the hour or the half hour.`,
  past: msg`That time has already passed. Please choose a time in the future.`,
  window: msg`Bookings can be made for today and the next 13 days.`,
  operatingHours: msg`The simulators are not open for that whole session. Please choose a time within operating hours.`,
  overlap: msg`You already have a booking at that time.`,
  dailyLimit: msg`You've reached your daily booking limit of 4 hours for this day. Please select a different day.`,
  bayInactive: msg`That bay is not available for booking.`,
  bayTaken: msg`That bay is already booked at that time.`,
  baysFull: msg`All bays are booked at that time.`,
  notCancellable: msg`Only bookings that have not started yet can be cancelled.`,
  closed: msg`The simulators are closed then.`,
  offPeakOnly: msg`Your Starter plan books off-peak times only.`,
};

/** A word that fits a phone-sized button; the full reason is in the button's name. */
function shortReason(reason: string | null, i18n: I18n): string {
  if (reason === 'overlap')
    return i18n._(
      msg({ message: 'Booked', comment: 'A start time the member has booked already (short)' }),
    );
  if (reason === 'dailyLimit')
    return i18n._(msg({ message: 'Limit', comment: 'Daily limit reached (short)' }));
  if (reason === 'closed' || reason === 'operatingHours')
    return i18n._(msg({ message: 'Closed', comment: 'The simulators are closed (short)' }));
  if (reason === 'offPeakOnly')
    return i18n._(
      msg({ message: 'Peak', comment: 'A peak start a Starter plan cannot book (short)' }),
    );
  return i18n._(msg({ message: 'N/A', comment: 'Not available (short)' }));
}

/** The day's start times as buttons, coloured by status and labelled with it (not colour alone). */
export function BookingSlotGrid({ slots, zone, selectedStart, onSelect }: BookingSlotGridProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const labels = slotLabels(slots, zone, (s) => format.time(new Date(s.start), zone));
  return (
    <Stack gap="lg" role="group" aria-label={t`Start time`}>
      {slotsByPeriod(slots, zone, i18n).map((period) => (
        <div key={period.name}>
          <Group gap={8} mb={8} align="baseline">
            <Text fw={700} size="sm">
              {period.name}
            </Text>
            <Text size="xs" c="dimmed">
              {period.hours}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={8} verticalSpacing={8}>
            {period.slots.map((slot) => (
              <SlotButton
                key={slot.start}
                slot={slot}
                label={labels.get(slot.start) ?? slot.label}
                selected={slot.start === selectedStart}
                onSelect={onSelect}
              />
            ))}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}

interface SlotButtonProps {
  slot: Slot;
  label: string;
  selected: boolean;
  onSelect: (slot: Slot) => void;
}

function SlotButton({ slot, label, selected, onSelect }: SlotButtonProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const look = SLOT_LOOK[slot.status];
  const lookLabel = t(look.label);
  const StatusIcon = look.icon;
  const offered = slot.status !== 'unavailable';
  const detail =
    slot.priceCents !== null
      ? format.money(slot.priceCents)
      : slot.status === 'waitlist'
        ? t`Waitlist`
        : shortReason(slot.reason, i18n);
  const reason = slot.reason ? REASONS[slot.reason] : undefined;
  const why = reason ? t(reason) : undefined;
  const style = {
    '--slot-color': `var(--mantine-color-${look.color}-6)`,
    '--slot-bg': `var(--mantine-color-${look.color}-0)`,
    '--slot-ink': `color-mix(in srgb, var(--mantine-color-${look.color}-9) 72%, black)`,
  } as CSSProperties;

  // The name is the visible text plus the status in words: '9:30 AM, Available (peak), $50'.
  const button = (
    <UnstyledButton
      className={classes.slot}
      style={style}
      data-status={slot.status}
      data-selected={selected || undefined}
      disabled={!offered}
      aria-pressed={offered ? selected : undefined}
      onClick={() => onSelect(slot)}
    >
      <span className={classes.time}>{label}</span>
      <VisuallyHidden>{`, ${lookLabel}${why ? `: ${why}` : ''}${slot.priceCents !== null ? ',' : ''}`}</VisuallyHidden>
      <span className={classes.detail}>
        <StatusIcon size={14} stroke={2} aria-hidden className={classes.icon} />
        {slot.priceCents === null ? <span aria-hidden>{detail}</span> : detail}
      </span>
    </UnstyledButton>
  );
  if (!offered) return button;
  return (
    <Tooltip label={lookLabel} openDelay={400}>
      {button}
    </Tooltip>
  );
}
