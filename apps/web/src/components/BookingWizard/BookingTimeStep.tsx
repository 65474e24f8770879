import type { TAvailability } from '@club/contract';
import { BOOKING_MESSAGES, DAILY_LIMIT_MINUTES, formatCents, formatTimeRange } from '@club/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendarOff,
  IconRefresh,
} from '@tabler/icons-react';
import { BookingDayPicker } from './BookingDayPicker';
import { BookingLegend } from './BookingLegend';
import { BookingSlotGrid } from './BookingSlotGrid';
import type { Slot } from './bookingDisplay';
import {
  DURATION_OPTIONS,
  durationLabel,
  longDayLabel,
  rateLabel,
  shortDayLabel,
} from './bookingDisplay';
import classes from './BookingWizard.module.css';

interface BookingTimeStepProps {
  date: string;
  onDateChange: (date: string) => void;
  duration: number;
  onDurationChange: (minutes: number) => void;
  availability: TAvailability | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  onConfirmTime: () => void;
}

/** Step 1, 'Select Time': day, duration, the day's start times and the legend. */
export function BookingTimeStep(props: BookingTimeStepProps) {
  const { availability, duration, selected } = props;
  const days = availability?.bookableDays ?? [props.date];
  return (
    <Stack gap="lg">
      <BookingDayPicker days={days} value={props.date} onChange={props.onDateChange} />
      <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
        <Select
          label="Duration"
          allowDeselect={false}
          data={DURATION_OPTIONS}
          value={String(duration)}
          onChange={(value) => value !== null && props.onDurationChange(Number(value))}
          size="md"
          w={{ base: '100%', xs: 220 }}
        />
        <BookingLegend offPeakOnly={availability?.plan.tier === 'starter'} />
      </Group>
      <TimeArea {...props} />
      <Paper
        withBorder
        radius="md"
        p="md"
        className={classes.selectionBar}
        data-sticky={selected ? true : undefined}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div aria-live="polite">
            {selected && availability ? (
              <>
                <Text fw={700}>
                  {shortDayLabel(props.date)} ·{' '}
                  {formatTimeRange(
                    new Date(selected.start),
                    new Date(selected.end),
                    availability.timeZone,
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  {durationLabel(duration)} · {rateLabel(selected.status)}
                  {selected.priceCents !== null && ` · ${formatCents(selected.priceCents)}`}
                </Text>
              </>
            ) : (
              <Text c="dimmed">Choose a start time to continue.</Text>
            )}
          </div>
          <Button
            size="md"
            disabled={!selected}
            onClick={props.onConfirmTime}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            className={classes.primaryAction}
          >
            Confirm Time
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function TimeArea(props: BookingTimeStepProps) {
  const { availability, duration } = props;
  if (props.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title="Times could not be loaded"
        icon={<IconAlertTriangle />}
      >
        <Text size="sm" mb="sm">
          Please check your connection and try again.
        </Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={props.onRetry}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (props.isLoading || !availability) {
    return (
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={8} aria-label="Loading times" aria-busy>
        {Array.from({ length: 18 }, (_, i) => (
          <Skeleton key={i} height={54} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (availability.dailyLimitReached) {
    const booked = durationLabel(availability.bookedMinutes);
    return (
      <Alert
        color="orange"
        variant="light"
        title="Daily limit reached"
        icon={<IconAlertTriangle />}
      >
        {BOOKING_MESSAGES.dailyLimit}
        <Text size="sm" mt={6}>
          You have {availability.bookedMinutes > 0 ? booked : 'no time'} booked on{' '}
          {longDayLabel(availability.date)}; a session of {durationLabel(duration)} would pass the{' '}
          {DAILY_LIMIT_MINUTES / 60}-hour limit.
        </Text>
      </Alert>
    );
  }
  const offered = availability.slots.some((s) => s.status !== 'unavailable');
  return (
    <>
      {!offered && (
        <Alert color="gray" variant="light" title="No available times" icon={<IconCalendarOff />}>
          There are no open times on {longDayLabel(availability.date)} for a session of{' '}
          {durationLabel(duration)}. Please try another day or a shorter session.
        </Alert>
      )}
      <BookingSlotGrid
        slots={availability.slots}
        zone={availability.timeZone}
        selectedStart={props.selected?.start ?? null}
        onSelect={props.onSelect}
      />
    </>
  );
}
