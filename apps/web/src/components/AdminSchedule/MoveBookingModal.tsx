import type { TAdminBooking } from '@club/contract';
import { formatCents, localDateOf, minutesBetween, quoteAdminBooking } from '@club/domain';
import { List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { guestChargeLabel } from '../GuestFields/guestDisplay';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { SchedulePlace, ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';
import { fullName } from './scheduleView';

interface MoveBookingModalProps extends SchedulePlace {
  booking: TAdminBooking;
  onClose: () => void;
  onMoved: () => void;
}

/** The edit button: move a booking to another bay, day, time or length (same rules as creating one). */
export function MoveBookingModal({ booking, onClose, onMoved, ...place }: MoveBookingModalProps) {
  const { zone } = place;
  const form = useForm<ScheduleSlot>({
    initialValues: {
      bayId: String(booking.bayId ?? ''),
      date: localDateOf(new Date(booking.startTime), zone),
      start: booking.startTime,
      length: String(minutesBetween(new Date(booking.startTime), new Date(booking.endTime))),
    },
  });
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
    onError: (e) => form.setErrors({ root: readApiError(e, 'Failed to move booking').message }),
  });
  const { bayId, start, length } = form.values;
  const quote =
    booking.createdByAdmin && start && length
      ? quoteAdminBooking({ start: new Date(start), durationMinutes: Number(length), zone })
      : null;
  const submit = (v: ScheduleSlot) =>
    move.mutate({
      id: booking.id,
      bayId: Number(v.bayId),
      startTime: v.start ?? '',
      durationMinutes: Number(v.length),
    });
  return (
    <AdminFormModal
      title={`Booking for ${fullName(booking)}`}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      submitLabel="Move Booking"
      busy={move.isPending}
      disabled={!bayId || !start || !length}
      error={form.errors.root}
      size="lg"
      history={{ entityType: 'booking', entityId: booking.id, zone }}
    >
      <ScheduleSlotFields {...place} value={form.values} onChange={form.setValues} />
      <Text size="sm" c="dimmed">
        {quote
          ? `New price: ${formatCents(quote.priceCents)}${quote.isPeak ? ' (peak)' : ''}`
          : 'Re-priced on the member schedule for the new bay.'}
      </Text>
      {booking.guests.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Guests
          </Text>
          <List size="sm" aria-label="Guests">
            {booking.guests.map((g) => (
              <List.Item key={g.id}>
                {g.firstName}
                {g.email ? ` (${g.email})` : ''} · {guestChargeLabel(g)}
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            Guests move with the booking.
          </Text>
        </Stack>
      )}
    </AdminFormModal>
  );
}
