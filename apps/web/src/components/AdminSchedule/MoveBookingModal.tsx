import type { TAdminBooking, TBay } from '@club/contract';
import { formatCents, localDateOf, minutesBetween, quoteAdminBooking } from '@club/domain';
import { Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminHistory } from '../AdminHistory/AdminHistory';
import { AdminDialogActions } from '../AdminFormModal/AdminDialogActions';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';
import { DURATION_OPTIONS, fullName } from './scheduleView';

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
  const [slot, setSlot] = useState<ScheduleSlot>({
    bayId: String(booking.bayId ?? ''),
    date: localDateOf(new Date(booking.startTime), zone),
    start: booking.startTime,
    length: String(minutesBetween(new Date(booking.startTime), new Date(booking.endTime))),
  });
  const { bayId, start, length: duration } = slot;
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
        <ScheduleSlotFields
          value={slot}
          onChange={setSlot}
          bays={bays}
          zone={zone}
          today={today}
          lengthLabel="Duration"
          lengthOptions={DURATION_OPTIONS}
        />
        <Text size="sm" c="dimmed">
          {quote
            ? `New price: ${formatCents(quote.priceCents)}${quote.isPeak ? ' (peak)' : ''}`
            : 'Re-priced on the member schedule for the new bay.'}
        </Text>
        <AdminDialogActions
          error={error}
          onClose={onClose}
          submitLabel="Move Booking"
          busy={move.isPending}
          disabled={!bayId || !start || !duration}
          onSubmit={() =>
            move.mutate({
              id: booking.id,
              bayId: Number(bayId),
              startTime: start ?? '',
              durationMinutes: Number(duration),
            })
          }
        />
        <Divider />
        <Title order={4}>History</Title>
        <AdminHistory entityType="booking" entityId={booking.id} zone={zone} />
      </Stack>
    </Modal>
  );
}
