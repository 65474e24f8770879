import type { TAdminCoach, TAdminCoachChanged } from '@club/contract';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useForcedRetry } from '../../hooks/useForcedRetry';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ForcedRetryConfirm } from '../ForcedRetryConfirm/ForcedRetryConfirm';
import { RowActions } from '../RowActions/RowActions';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import { CoachFormModal, type CoachValues } from './CoachFormModal';
import { CoachHoursModal } from './CoachHoursModal';
import { hoursLabel } from './coachHours';

/**
 * Coaches (issue 24): add, edit and deactivate coaches and set each coach's weekly hours. A change
 * that would strand booked lessons asks first, then is sent again with `force` (as for bays).
 */
export function AdminCoaches() {
  const utils = trpc.useUtils();
  const { zoneOf } = useClubLocations();
  const coaches = trpc.adminLessons.coaches.useQuery();
  useErrorToast(coaches.isError, {
    title: 'Failed to fetch coaches',
    description: 'Please try again.',
  });
  const [editing, setEditing] = useState<TAdminCoach | 'new' | null>(null);
  const [hoursOf, setHoursOf] = useState<TAdminCoach | null>(null);
  const forced = useForcedRetry();
  const failed = (e: unknown) =>
    toast({ title: 'Update Failed', description: readApiError(e).message, variant: 'destructive' });
  const refresh = () => {
    void utils.adminLessons.invalidate();
    void utils.lessons.invalidate();
    void utils.adminInsights.invalidate();
  };
  const saved = (title: string) => (r: Partial<TAdminCoachChanged>) => {
    const notes = [
      r.cancelledLessons ? `${r.cancelledLessons} lesson(s) cancelled` : '',
      r.promotedBookings ? `${r.promotedBookings} waitlisted booking(s) confirmed` : '',
    ];
    toast({ title, description: notes.filter(Boolean).join(', ') || undefined });
    setEditing(null);
    setHoursOf(null);
  };
  const create = trpc.adminLessons.createCoach.useMutation({
    onSuccess: saved('Coach Added'),
    onError: failed,
    onSettled: refresh,
  });
  const update = trpc.adminLessons.updateCoach.useMutation({
    onSuccess: saved('Coach Updated'),
    onError: (e, input) => {
      if (!forced.offer(e, () => update.mutate({ ...input, force: true }))) failed(e);
    },
    onSettled: refresh,
  });
  const setHours = trpc.adminLessons.setHours.useMutation({
    onSuccess: saved('Hours Saved'),
    onError: (e, input) => {
      if (!forced.offer(e, () => setHours.mutate({ ...input, force: true }))) failed(e);
    },
    onSettled: refresh,
  });
  const save = (coach: TAdminCoach | null, v: CoachValues) => {
    if (coach) update.mutate({ id: coach.id, ...v });
    else create.mutate(v);
  };

  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add Coach
        </Button>
      </Group>
      {coaches.isPending ? (
        <Skeleton height={200} role="status" aria-label="Loading coaches" />
      ) : (
        <AdminTableScroll minWidth={640} phoneMinWidth={340} label="Coaches table">
          <Table striped verticalSpacing="sm" aria-label="Coaches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Coach</Table.Th>
                <Table.Th visibleFrom="sm">Rate</Table.Th>
                <Table.Th visibleFrom="sm">Weekly Hours</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(coaches.data ?? []).map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.email ?? 'No email'}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">${c.hourlyRate}/h</Table.Td>
                  <Table.Td visibleFrom="sm">
                    {c.hours.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No hours
                      </Text>
                    ) : (
                      c.hours.map((h) => (
                        <Text size="xs" key={`${h.dayOfWeek}-${h.startTime}`}>
                          {hoursLabel(h)}
                        </Text>
                      ))
                    )}
                  </Table.Td>
                  <Table.Td>{c.isActive ? 'Active' : 'Inactive'}</Table.Td>
                  <RowActions
                    name={c.name}
                    actions={[
                      { kind: 'edit', onClick: () => setEditing(c) },
                      { kind: 'hours', onClick: () => setHoursOf(c) },
                    ]}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {coaches.data?.length === 0 && <Text c="dimmed">No coaches yet.</Text>}
        </AdminTableScroll>
      )}
      {editing && (
        <CoachFormModal
          coach={editing === 'new' ? null : editing}
          zone={zoneOf(undefined)}
          busy={create.isPending || update.isPending}
          onSubmit={(v) => save(editing === 'new' ? null : editing, v)}
          onClose={() => setEditing(null)}
        />
      )}
      {hoursOf && (
        <CoachHoursModal
          coach={hoursOf}
          busy={setHours.isPending}
          onSave={(hours) => setHours.mutate({ id: hoursOf.id, hours })}
          onClose={() => setHoursOf(null)}
        />
      )}
      <ForcedRetryConfirm forced={forced} title="Cancel lessons?" />
    </>
  );
}
