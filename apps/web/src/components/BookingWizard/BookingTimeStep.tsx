import type { TAvailability } from '@club/contract';
import { DAILY_LIMIT_MINUTES } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../i18n/useFormat';
import { BookingDayPicker } from './BookingDayPicker';
import { BookingLegend } from './BookingLegend';
import { BookingSlotGrid } from './BookingSlotGrid';
import type { Slot } from './bookingDisplay';
import { durationLabel, durationOptions, rateLabel } from './bookingDisplay';
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const days = availability?.bookableDays ?? [props.date];
  return (
    <Stack gap="lg">
      <BookingDayPicker days={days} value={props.date} onChange={props.onDateChange} />
      <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
        <Select
          label={t`Duration`}
          allowDeselect={false}
          data={durationOptions(i18n)}
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
                  {format.shortDay(props.date)} ·{' '}
                  {format.timeRange(
                    new Date(selected.start),
                    new Date(selected.end),
                    availability.timeZone,
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  {durationLabel(duration, i18n)} · {rateLabel(selected.status, i18n)}
                  {selected.priceCents !== null && ` · ${format.money(selected.priceCents)}`}
                </Text>
              </>
            ) : (
              <Text c="dimmed">
                <Trans>Choose a start time to continue.</Trans>
              </Text>
            )}
          </div>
          <Button
            size="md"
            disabled={!selected}
            onClick={props.onConfirmTime}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            className={classes.primaryAction}
          >
            <Trans>Confirm Time</Trans>
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function TimeArea(props: BookingTimeStepProps) {
  const { availability, duration } = props;
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (props.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title={t`Times could not be loaded`}
        icon={<IconAlertTriangle />}
      >
        <Text size="sm" mb="sm">
          <Trans>Please check your connection and try again.</Trans>
        </Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={props.onRetry}
        >
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (props.isLoading || !availability) {
    return (
      <SimpleGrid
        cols={{ base: 3, xs: 4, sm: 6 }}
        spacing={8}
        aria-label={t`Loading times`}
        aria-busy
      >
        {Array.from({ length: 18 }, (_, i) => (
          <Skeleton key={i} height={54} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (availability.dailyLimitReached) {
    const booked = durationLabel(availability.bookedMinutes, i18n);
    const day = format.weekday(availability.date);
    const session = durationLabel(duration, i18n);
    const limit = DAILY_LIMIT_MINUTES / 60;
    return (
      <Alert
        color="orange"
        variant="light"
        title={t`Daily limit reached`}
        icon={<IconAlertTriangle />}
      >
        <Trans>
          You've reached your daily booking limit of 4 hours for this day. Please select a different
          day.
        </Trans>
        <Text size="sm" mt={6}>
          {availability.bookedMinutes > 0 ? (
            <Trans>
              You have {booked} booked on {day}; a session of {session} would pass the {limit}-hour
              limit.
            </Trans>
          ) : (
            <Trans>
              You have no time booked on {day}; a session of {session} would pass the {limit}-hour
              limit.
            </Trans>
          )}
        </Text>
      </Alert>
    );
  }
  const offered = availability.slots.some((s) => s.status !== 'unavailable');
  const day = format.weekday(availability.date);
  const session = durationLabel(duration, i18n);
  return (
    <>
      {!offered && (
        <Alert
          color="gray"
          variant="light"
          title={t`No available times`}
          icon={<IconCalendarOff />}
        >
          <Trans>
            There are no open times on {day} for a session of {session}. Please try another day or a
            shorter session.
          </Trans>
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
