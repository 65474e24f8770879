import type { TBay } from '@club/contract';
import { BAY_TYPE_LABELS } from '@club/domain';
import { Button, Group, Skeleton, Switch, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useForcedRetry } from '../../hooks/useForcedRetry';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ForcedRetryConfirm } from '../ForcedRetryConfirm/ForcedRetryConfirm';
import { RowActions } from '../RowActions/RowActions';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import { BayFormModal, type BayValues } from './BayFormModal';
import { BayHoursModal } from './BayHoursModal';

/** Bay Management: the bays with status toggles, Add New Bay, Edit and the Hours dialog. */
export function AdminBays() {
  const utils = trpc.useUtils();
  const bays = trpc.bays.list.useQuery();
  const locations = trpc.locations.list.useQuery();
  useErrorToast(bays.isError, { title: 'Failed to fetch bays', description: 'Please try again.' });
  const [editing, setEditing] = useState<TBay | 'new' | null>(null);
  const [hoursOf, setHoursOf] = useState<TBay | null>(null);
  const forced = useForcedRetry();
  const refresh = () => {
    void utils.bays.invalidate();
    void utils.adminBookings.invalidate();
    // the bay's history and the dashboard's utilisation change with it
    void utils.adminInsights.invalidate();
  };
  const done = (r: { cancelledBookings: number; promotedBookings: number }) => {
    const notes = [
      r.cancelledBookings ? `${r.cancelledBookings} booking(s) cancelled` : '',
      r.promotedBookings ? `${r.promotedBookings} waitlisted booking(s) confirmed` : '',
    ];
    toast({ title: 'Bay Updated', description: notes.filter(Boolean).join(', ') || undefined });
    setEditing(null);
  };
  const update = trpc.adminBays.update.useMutation({
    onSuccess: done,
    onError: (e, input) => {
      if (!forced.offer(e, () => update.mutate({ ...input, force: true }))) {
        toast({
          title: 'Update Failed',
          description: readApiError(e).message,
          variant: 'destructive',
        });
      }
    },
    onSettled: refresh,
  });
  const create = trpc.adminBays.create.useMutation({
    onSuccess: done,
    onError: (e) =>
      toast({
        title: 'Update Failed',
        description: readApiError(e).message,
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const save = (bay: TBay | null, v: BayValues) => {
    const body = { ...v, locationId: Number(v.locationId) };
    if (bay) update.mutate({ id: bay.id, ...body, force: false });
    else create.mutate(body);
  };
  const locationName = (id: number) => locations.data?.find((l) => l.id === id)?.name ?? '';

  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add New Bay
        </Button>
      </Group>
      {bays.isPending ? (
        <Skeleton height={240} role="status" aria-label="Loading bays" />
      ) : (
        <>
          {/* on a phone Location and Type ride under the name, so Status and Actions fit the screen */}
          <AdminTableScroll minWidth={640} phoneMinWidth={340} label="Bays table">
            <Table striped verticalSpacing="sm" aria-label="Bays">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Bay Name</Table.Th>
                  <Table.Th visibleFrom="sm">Location</Table.Th>
                  <Table.Th visibleFrom="sm">Type</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(bays.data ?? []).map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {b.name}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {`${BAY_TYPE_LABELS[b.type]}, ${locationName(b.locationId)}`}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{locationName(b.locationId)}</Table.Td>
                    <Table.Td visibleFrom="sm">{BAY_TYPE_LABELS[b.type]}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={b.isActive}
                        label={b.isActive ? 'Active' : 'Inactive'}
                        aria-label={`${b.name} active`}
                        onChange={(e) =>
                          update.mutate({ ...b, isActive: e.currentTarget.checked, force: false })
                        }
                      />
                    </Table.Td>
                    <RowActions
                      name={b.name}
                      actions={[
                        { kind: 'edit', onClick: () => setEditing(b) },
                        { kind: 'hours', onClick: () => setHoursOf(b) },
                      ]}
                    />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </AdminTableScroll>
          {bays.data?.length === 0 && <Text c="dimmed">No bays yet.</Text>}
        </>
      )}
      {editing && locations.data && (
        <BayFormModal
          bay={editing === 'new' ? null : editing}
          locations={locations.data}
          busy={update.isPending || create.isPending}
          onSubmit={(v) => save(editing === 'new' ? null : editing, v)}
          onClose={() => setEditing(null)}
        />
      )}
      {hoursOf && <BayHoursModal bay={hoursOf} onClose={() => setHoursOf(null)} />}
      <ForcedRetryConfirm forced={forced} title="Cancel bookings?" />
    </>
  );
}
