import type { TBay } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { BAY_TYPE_MESSAGES, bayChangeNote } from './bayWords';

/** Bay Management: the bays with status toggles, Add New Bay, Edit and the Hours dialog. */
export function AdminBays() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const bays = trpc.bays.list.useQuery();
  const locations = trpc.locations.list.useQuery();
  useErrorToast(bays.isError, {
    title: t`Failed to fetch bays`,
    description: t`Please try again.`,
  });
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
    const note = bayChangeNote(r);
    toast({ title: t`Bay Updated`, description: note && t(note) });
    setEditing(null);
  };
  const update = trpc.adminBays.update.useMutation({
    onSuccess: done,
    onError: (e, input) => {
      if (!forced.offer(e, () => update.mutate({ ...input, force: true }))) {
        toast({
          title: t`Update Failed`,
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
        title: t`Update Failed`,
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
  const typeName = (bay: TBay) => t(BAY_TYPE_MESSAGES[bay.type]);

  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>Add New Bay</Trans>
        </Button>
      </Group>
      {bays.isPending ? (
        <Skeleton height={240} role="status" aria-label={t`Loading bays`} />
      ) : (
        <>
          {/* on a phone Location and Type ride under the name, so Status and Actions fit the screen */}
          <AdminTableScroll minWidth={640} phoneMinWidth={340} label={t`Bays table`}>
            <Table striped verticalSpacing="sm" aria-label={t`Bays`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Bay Name</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="sm">
                    <Trans>Location</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="sm">
                    <Trans>Type</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Actions</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(bays.data ?? []).map((b) => {
                  const name = b.name;
                  const type = typeName(b);
                  const location = locationName(b.locationId);
                  return (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {b.name}
                        </Text>
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {t`${type}, ${location}`}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{location}</Table.Td>
                      <Table.Td visibleFrom="sm">{type}</Table.Td>
                      <Table.Td>
                        <Switch
                          checked={b.isActive}
                          label={b.isActive ? t`Active` : t`Inactive`}
                          aria-label={t`${name} active`}
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
                  );
                })}
              </Table.Tbody>
            </Table>
          </AdminTableScroll>
          {bays.data?.length === 0 && (
            <Text c="dimmed">
              <Trans>No bays yet.</Trans>
            </Text>
          )}
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
      <ForcedRetryConfirm forced={forced} title={t`Cancel bookings?`} />
    </>
  );
}
