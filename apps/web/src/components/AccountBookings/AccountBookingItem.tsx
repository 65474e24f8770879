import type { TBooking } from '@club/contract';
import {
  canCancelBooking,
  formatCents,
  formatDate,
  formatTimeRange,
  localDateOf,
} from '@club/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { dayParts } from '../BookingWizard/bookingDisplay';
import classes from './AccountBookings.module.css';

interface AccountBookingItemProps {
  booking: TBooking;
  zone: string;
  now: number;
  onCancel: (booking: TBooking) => void;
}

const STATUS_LOOK = {
  confirmed: { color: 'pine', label: () => 'Confirmed' },
  waitlisted: {
    color: 'yellow',
    label: (b: TBooking) => `Waitlisted #${b.waitlistPosition ?? '?'}`,
  },
  cancelled: { color: 'gray', label: () => 'Cancelled' },
  // a waitlisted session whose time passed before a bay opened up
  expired: { color: 'gray', label: () => 'Expired' },
} as const;

/** One booking: date tile, time range, bay, badges, price and (while it can be) Cancel. */
export function AccountBookingItem({ booking, zone, now, onCancel }: AccountBookingItemProps) {
  const start = new Date(booking.startTime);
  const parts = dayParts(localDateOf(start, zone));
  const look = STATUS_LOOK[booking.status];
  const cancellable =
    booking.status !== 'cancelled' &&
    booking.status !== 'expired' &&
    canCancelBooking({
      booking: { startTime: start, status: booking.status },
      now,
      asAdmin: false,
    });
  const bay =
    booking.status === 'expired'
      ? 'Never confirmed: no bay opened up in time'
      : booking.status === 'waitlisted'
        ? 'Bay assigned when confirmed'
        : (booking.bayName ?? 'Bay to be assigned');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      className={classes.item}
      data-status={booking.status}
      aria-label={`Booking on ${formatDate(start, zone)}`}
    >
      <div className={classes.dateTile} aria-hidden>
        <span className={classes.tileWeekday}>{parts.weekday}</span>
        <span className={classes.tileDay}>{parts.day}</span>
        <span className={classes.tileMonth}>{parts.month}</span>
      </div>
      <Stack gap={6} className={classes.body}>
        <Group gap={6}>
          <Badge color={look.color} variant={booking.status === 'confirmed' ? 'filled' : 'light'}>
            {look.label(booking)}
          </Badge>
          {booking.isPeak && (
            <Badge color="orange" variant="light">
              Peak Time
            </Badge>
          )}
        </Group>
        <Text fw={700} className={classes.when}>
          {formatDate(start, zone)} · {formatTimeRange(start, new Date(booking.endTime), zone)}
        </Text>
        <Group gap={6} c="dimmed">
          <IconMapPin size={15} aria-hidden />
          <Text size="sm">{bay}</Text>
        </Group>
      </Stack>
      <Stack gap={8} align="flex-end" className={classes.side}>
        <Text fw={700} fz="lg" className={classes.price}>
          {formatCents(booking.priceCents)}
        </Text>
        {cancellable && (
          <Button size="xs" variant="light" color="red" onClick={() => onCancel(booking)}>
            Cancel
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
