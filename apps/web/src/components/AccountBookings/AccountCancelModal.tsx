import type { TBooking } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';

interface AccountCancelModalProps {
  booking: TBooking | null;
  zone: string;
  isCancelling: boolean;
  onConfirm: (booking: TBooking) => void;
  onClose: () => void;
}

/** 'Cancel this booking?' before a member cancels their own session. */
export function AccountCancelModal({
  booking,
  zone,
  isCancelling,
  onConfirm,
  onClose,
}: AccountCancelModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const start = booking ? new Date(booking.startTime) : null;
  const day = start ? format.date(start, zone) : '';
  const time = booking && start ? format.timeRange(start, new Date(booking.endTime), zone) : '';
  const bay = booking?.bayName;
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t`Cancel this booking?`}
      centered
      radius="lg"
      styles={{
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontWeight: 700,
          fontSize: '1.3rem',
        },
      }}
    >
      {booking && start && (
        <Stack gap="md">
          <Text>
            {booking.status === 'waitlisted' ? (
              <Trans>
                Your session on <strong>{day}</strong>, <strong>{time}</strong> leaves the waitlist.
                This cannot be undone.
              </Trans>
            ) : booking.bayName ? (
              <Trans>
                Your session on <strong>{day}</strong>, <strong>{time}</strong> on {bay} is released
                for other members. This cannot be undone.
              </Trans>
            ) : (
              <Trans>
                Your session on <strong>{day}</strong>, <strong>{time}</strong> on your bay is
                released for other members. This cannot be undone.
              </Trans>
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isCancelling}>
              <Trans>Keep Booking</Trans>
            </Button>
            <Button color="red" loading={isCancelling} onClick={() => onConfirm(booking)}>
              <Trans>Cancel Booking</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
