import type { TBay } from '@club/contract';
import { ADMIN_BOOKING_REQUIRED } from '@club/contract';
import { formatCents, quoteAdminBooking } from '@club/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DURATION_OPTIONS, startTimeOptions } from './scheduleView';
import { ScheduleDateInput } from './ScheduleDateInput';

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
  const [bayId, setBayId] = useState<string | null>(null);
  const [date, setDate] = useState<string>(initialDate < today ? today : initialDate);
  const [start, setStart] = useState<string | null>(null);
  const [duration, setDuration] = useState<string | null>('60');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.adminBookings.create.useMutation({
    onSuccess: () => {
      toast({
        title: 'Booking Created',
        description: 'The member has been e-mailed the details.',
      });
      setError(null);
      setStart(null);
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
        <Select
          label="Bay"
          placeholder="Choose a bay"
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
            placeholder="Choose a time"
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
        {quote && (
          <Text size="sm" aria-live="polite">
            Price: <strong>{formatCents(quote.priceCents)}</strong>
            {quote.isPeak ? ' (peak)' : ' (off-peak)'}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create Booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
