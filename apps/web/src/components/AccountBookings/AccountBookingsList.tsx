import type { TBooking } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconGolf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AccountBookingItem } from './AccountBookingItem';
import classes from './AccountBookings.module.css';
import { AccountCancelModal } from './AccountCancelModal';

/** The member's bookings, newest first, with Cancel behind a confirmation. */
export function AccountBookingsList() {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const { zoneOf } = useClubLocations();
  const bookings = trpc.bookings.mine.useQuery();
  const [toCancel, setToCancel] = useState<TBooking | null>(null);
  useErrorToast(bookings.isError, {
    title: t`Failed to fetch bookings`,
    description: t`Your bookings could not be loaded. Please try again.`,
  });
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: () => {
      toast({ title: t`Booking Cancelled`, description: t`Your booking has been cancelled.` });
      setToCancel(null);
    },
    onError: (error) => {
      const reason = readApiError(error).message;
      toast({
        title: t`Cancellation failed`,
        description: t`There was a problem cancelling your booking. ${reason}`,
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void utils.bookings.mine.invalidate();
      void utils.bookings.availability.invalidate();
      // the plan hours and guest passes given back show on the profile
      void utils.auth.me.invalidate();
    },
  });

  if (bookings.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t`Loading bookings`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={92} radius="md" />
        ))}
      </Stack>
    );
  }
  const list = bookings.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconGolf size={28} aria-hidden />}
        title={bookings.isError ? t`Bookings could not be loaded` : t`No bookings yet`}
        description={
          bookings.isError
            ? t`Please reload the page to try again.`
            : t`Reserve a bay and your sessions will show up here.`
        }
      >
        <EmptyState.Actions>
          <Button component={Link} to="/booking">
            <Trans>Book Now</Trans>
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const now = Date.now();
  const cancelZone = zoneOf(toCancel?.locationId);
  return (
    <>
      <ul className={classes.list} aria-label={t`My bookings`}>
        {list.map((booking) => (
          <AccountBookingItem
            key={booking.id}
            booking={booking}
            zone={zoneOf(booking.locationId)}
            now={now}
            onCancel={setToCancel}
          />
        ))}
      </ul>
      <AccountCancelModal
        booking={toCancel}
        zone={cancelZone}
        isCancelling={cancel.isPending}
        onConfirm={(booking) => cancel.mutate({ id: booking.id })}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
