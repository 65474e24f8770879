import { BOOKING_MESSAGES, formatCents, PLAN_MESSAGES } from '@club/domain';
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
import type { Slot } from './bookingDisplay';
import { SLOT_LOOK, slotLabels, slotsByPeriod } from './bookingDisplay';
import classes from './BookingSlotGrid.module.css';

interface BookingSlotGridProps {
  slots: readonly Slot[];
  zone: string;
  selectedStart: string | null;
  onSelect: (slot: Slot) => void;
}

const REASONS: Record<string, string> = {
  ...BOOKING_MESSAGES,
  closed: 'The simulators are closed then.',
  offPeakOnly: PLAN_MESSAGES.offPeakOnly,
};

/** A word that fits a phone-sized button; the full reason is in the button's name. */
function shortReason(reason: string | null): string {
  if (reason === 'overlap') return 'Booked';
  if (reason === 'dailyLimit') return 'Limit';
  if (reason === 'closed' || reason === 'operatingHours') return 'Closed';
  if (reason === 'offPeakOnly') return 'Peak';
  return 'N/A';
}

/** The day's start times as buttons, coloured by status and labelled with it (not colour alone). */
export function BookingSlotGrid({ slots, zone, selectedStart, onSelect }: BookingSlotGridProps) {
  const labels = slotLabels(slots, zone);
  return (
    <Stack gap="lg" role="group" aria-label="Start time">
      {slotsByPeriod(slots, zone).map((period) => (
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
  const look = SLOT_LOOK[slot.status];
  const StatusIcon = look.icon;
  const offered = slot.status !== 'unavailable';
  const detail =
    slot.priceCents !== null
      ? formatCents(slot.priceCents)
      : slot.status === 'waitlist'
        ? 'Waitlist'
        : shortReason(slot.reason);
  const why = slot.reason ? REASONS[slot.reason] : undefined;
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
      <VisuallyHidden>{`, ${look.label}${why ? `: ${why}` : ''}${slot.priceCents !== null ? ',' : ''}`}</VisuallyHidden>
      <span className={classes.detail}>
        <StatusIcon size={14} stroke={2} aria-hidden className={classes.icon} />
        {slot.priceCents === null ? <span aria-hidden>{detail}</span> : detail}
      </span>
    </UnstyledButton>
  );
  if (!offered) return button;
  return (
    <Tooltip label={look.label} openDelay={400}>
      {button}
    </Tooltip>
  );
}
