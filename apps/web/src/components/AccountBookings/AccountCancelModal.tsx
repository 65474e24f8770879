import type { TBooking } from '@club/contract';
import { formatDate, formatTimeRange } from '@club/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

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
  const start = booking ? new Date(booking.startTime) : null;
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title="Cancel this booking?"
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
            Your session on <strong>{formatDate(start, zone)}</strong>,{' '}
            <strong>{formatTimeRange(start, new Date(booking.endTime), zone)}</strong>
            {booking.status === 'waitlisted'
              ? ' leaves the waitlist.'
              : ` on ${booking.bayName ?? 'your bay'} is released for other members.`}{' '}
            This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isCancelling}>
              Keep Booking
            </Button>
            <Button color="red" loading={isCancelling} onClick={() => onConfirm(booking)}>
              Cancel Booking
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
