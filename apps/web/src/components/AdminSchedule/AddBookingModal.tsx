import type { TBay } from '@club/contract';
import { ADMIN_BOOKING_REQUIRED } from '@club/contract';
import { formatCents, quoteAdminBooking } from '@club/domain';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminDialogActions } from '../AdminFormModal/AdminDialogActions';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';
import { DURATION_OPTIONS } from './scheduleView';

interface AddBookingModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
  bays: readonly TBay[];
  zone: string;
  date: string;
  today: string;
}

/** 'Add Booking': member, bay, date, start time, duration; the admin price shown before creating. */
export function AddBookingModal({
  opened,
  onClose,
  onCreated,
  bays,
  zone,
  date: initialDate,
  today,
}: AddBookingModalProps) {
  const members = trpc.adminBookings.members.useQuery(undefined, { enabled: opened });
  const [userId, setUserId] = useState<string | null>(null);
  const [slot, setSlot] = useState<ScheduleSlot>({
    bayId: null,
    date: initialDate < today ? today : initialDate,
    start: null,
    length: '60',
  });
  const { bayId, start, length: duration } = slot;
  const [error, setError] = useState<string | null>(null);
  const create = trpc.adminBookings.create.useMutation({
    onSuccess: () => {
      toast({
        title: 'Booking Created',
        description: 'The member has been e-mailed the details.',
      });
      setError(null);
      setSlot((s) => ({ ...s, start: null }));
      onCreated();
    },
    onError: (e) => setError(readApiError(e, 'Failed to create booking').message),
  });
  const minutes = Number(duration);
  const quote =
    start && duration
      ? quoteAdminBooking({ start: new Date(start), durationMinutes: minutes, zone })
      : null;
  const submit = () => {
    if (!userId || !bayId || !start || !duration) return setError(ADMIN_BOOKING_REQUIRED);
    create.mutate({
      userId: Number(userId),
      bayId: Number(bayId),
      startTime: start,
      durationMinutes: minutes,
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add Booking" centered radius="lg">
      <Stack gap="sm">
        <Select
          label="Member"
          placeholder={members.isPending ? 'Loading members…' : 'Search by name or e-mail'}
          searchable
          nothingFoundMessage="No member found"
          data={(members.data ?? []).map((m) => ({
            value: String(m.id),
            label: `${m.firstName} ${m.lastName} (${m.email})`,
          }))}
          value={userId}
          onChange={setUserId}
        />
        <ScheduleSlotFields
          value={slot}
          onChange={setSlot}
          bays={bays}
          zone={zone}
          today={today}
          lengthLabel="Duration"
          lengthOptions={DURATION_OPTIONS}
          bayPlaceholder="Choose a bay"
          startPlaceholder="Choose a time"
        />
        {quote && (
          <Text size="sm" aria-live="polite">
            Price: <strong>{formatCents(quote.priceCents)}</strong>
            {quote.isPeak ? ' (peak)' : ' (off-peak)'}
          </Text>
        )}
        <AdminDialogActions
          error={error}
          onClose={onClose}
          submitLabel="Create Booking"
          busy={create.isPending}
          onSubmit={submit}
        />
      </Stack>
    </Modal>
  );
}
