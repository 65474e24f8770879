import type { TBooking } from '@club/contract';
import { canCancelBooking, guestChangeViolation } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { AccountSessionItem } from '../AccountListItem/AccountListItem';
import { useFormat } from '../../i18n/useFormat';
import { DoorCode } from '../DoorCode/DoorCode';
import { AccountBookingGuests } from './AccountBookingGuests';

interface AccountBookingItemProps {
  booking: TBooking;
  zone: string;
  now: number;
  onCancel: (booking: TBooking) => void;
}

const STATUS_LOOK = {
  confirmed: { color: 'pine', label: () => msg`Confirmed` },
  waitlisted: {
    color: 'yellow',
    label: (b: TBooking) => {
      const position = b.waitlistPosition ?? '?';
      return msg`Waitlisted #${position}`;
    },
  },
  cancelled: { color: 'gray', label: () => msg`Cancelled` },
  // released by the no-show sweep: not checked in N minutes after its start
  no_show: { color: 'orange', label: () => msg`No-show` },
  // a waitlisted session whose time passed before a bay opened up
  expired: { color: 'gray', label: () => msg`Expired` },
} as const satisfies Record<
  TBooking['status'],
  { color: string; label: (b: TBooking) => MessageDescriptor }
>;

/** One booking: date tile, time range, bay, badges, price and (while it can be) Cancel. */
export function AccountBookingItem({ booking, zone, now, onCancel }: AccountBookingItemProps) {
  const { t } = useLingui();
  const format = useFormat();
  const start = new Date(booking.startTime);
  const look = STATUS_LOOK[booking.status];
  const cancellable =
    booking.status !== 'cancelled' &&
    booking.status !== 'expired' &&
    booking.status !== 'no_show' &&
    canCancelBooking({
      booking: { startTime: start, status: booking.status },
      now,
      asAdmin: false,
    });
  const live = booking.status === 'confirmed' || booking.status === 'waitlisted';
  const guestsEditable = live && guestChangeViolation(start, now) === null;
  const bay =
    booking.status === 'expired'
      ? t`Never confirmed: no bay opened up in time`
      : booking.status === 'waitlisted'
        ? t`Bay assigned when confirmed`
        : (booking.bayName ?? t`Bay to be assigned`);
  return (
    <AccountSessionItem
      kind="Booking"
      session={booking}
      zone={zone}
      badges={
        <>
          <Badge color={look.color} variant={booking.status === 'confirmed' ? 'filled' : 'light'}>
            {t(look.label(booking))}
          </Badge>
          {booking.isPeak && (
            // the orange tint's own text is under 4.5:1 on it (axe, a weekend booking): dark text reads
            <Badge color="orange" variant="light" c="dark.8">
              <Trans>Peak Time</Trans>
            </Badge>
          )}
        </>
      }
      details={
        <Group gap={6} c="dimmed">
          <IconMapPin size={15} aria-hidden />
          <Text size="sm">{bay}</Text>
        </Group>
      }
      extra={
        <>
          <DoorCode doorCode={booking.doorCode} zone={zone} />
          <AccountBookingGuests booking={booking} editable={guestsEditable} />
        </>
      }
      price={format.money(booking.priceCents)}
      priceSize="lg"
      onCancel={cancellable ? () => onCancel(booking) : null}
    />
  );
}
