import type { TAdminBooking, TBay } from '@club/contract';
import { formatCents, localDateOf, minutesBetween, quoteAdminBooking } from '@club/domain';
import { Alert, Button, Divider, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminHistory } from '../AdminHistory/AdminHistory';
import { DURATION_OPTIONS, fullName, startTimeOptions } from './scheduleView';
import { ScheduleDateInput } from './ScheduleDateInput';

interface MoveBookingModalProps {
  booking: TAdminBooking;
  bays: readonly TBay[];
  zone: string;
  today: string;
  onClose: () => void;
  onMoved: () => void;
}

/** The edit button: move a booking to another bay, day, time or length (same rules as creating one). */
export function MoveBookingModal({
  booking,
  bays,
  zone,
  today,
  onClose,
  onMoved,
}: MoveBookingModalProps) {
  const [bayId, setBayId] = useState<string | null>(String(booking.bayId ?? ''));
  const [date, setDate] = useState(localDateOf(new Date(booking.startTime), zone));
  const [start, setStart] = useState<string | null>(booking.startTime);
  const [duration, setDuration] = useState<string | null>(
    String(minutesBetween(new Date(booking.startTime), new Date(booking.endTime))),
  );
  const [error, setError] = useState<string | null>(null);
  const move = trpc.adminBookings.move.useMutation({
    onSuccess: (change) => {
      const promoted = change.promotedBookingIds.length;
      toast({
        title: 'Booking Moved',
        description:
          promoted > 0
            ? `${promoted} waitlisted booking(s) confirmed.`
            : 'The member has been e-mailed.',
      });
      onMoved();
    },
    onError: (e) => setError(readApiError(e, 'Failed to move booking').message),
  });
  const quote =
    booking.createdByAdmin && start && duration
      ? quoteAdminBooking({ start: new Date(start), durationMinutes: Number(duration), zone })
      : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Booking for ${fullName(booking)}`}
      centered
      radius="lg"
      size="lg"
    >
      <Stack gap="sm">
        <Select
          label="Bay"
          data={bays.filter((b) => b.isActive).map((b) => ({ value: String(b.id), label: b.name }))}
          value={bayId}
          onChange={setBayId}
        />
        <ScheduleDateInput
          value={date}
          today={today}
          onChange={(day) => {
            setDate(day);
            setStart(null);
          }}
        />
        <Group grow>
          <Select
            label="Start Time"
            data={startTimeOptions(date, zone)}
            value={start}
            onChange={setStart}
            searchable
          />
          <Select
            label="Duration"
            data={DURATION_OPTIONS}
            value={duration}
            onChange={setDuration}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {quote
            ? `New price: ${formatCents(quote.priceCents)}${quote.isPeak ? ' (peak)' : ''}`
            : 'Re-priced on the member schedule for the new bay.'}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            loading={move.isPending}
            disabled={!bayId || !start || !duration}
            onClick={() =>
              move.mutate({
                id: booking.id,
                bayId: Number(bayId),
                startTime: start ?? '',
                durationMinutes: Number(duration),
              })
            }
          >
            Move Booking
          </Button>
        </Group>
        <Divider />
        <Title order={4}>History</Title>
        <AdminHistory entityType="booking" entityId={booking.id} zone={zone} />
      </Stack>
    </Modal>
  );
}
