import type { TAdminMember } from '@club/contract';
import { MEMBERSHIP_TYPES, PLAN_NAMES, planHoursText, type MembershipType } from '@club/domain';
import { Badge, Button, Skeleton, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';
import { AdminFilterBar } from '../AdminFilterBar/AdminFilterBar';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import { MemberFormModal } from './MemberFormModal';
import { AdminPager } from '../AdminMenu/AdminPager';
import { RowActions } from '../RowActions/RowActions';

const PAGE_SIZE = 20;

type PlanFilter = 'all' | MembershipType;
const PLAN_FILTER_OPTIONS = [
  { value: 'all', label: 'All plans' },
  ...MEMBERSHIP_TYPES.map((t) => ({ value: t, label: PLAN_NAMES[t] })),
];

/**
 * Member Management: search, plan filter, table (with each member's plan and hours left), Add
 * Member, Edit, Delete (with or without bookings), Export CSV (of the search and filter).
 */
export function AdminMembers() {
  const utils = trpc.useUtils();
  const { zoneOf } = useClubLocations();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [plan, setPlan] = useState<PlanFilter>('all');
  const [page, setPage] = useState(1);
  // the table keeps the rows on screen while a new search or page loads (no flash to a skeleton)
  const members = trpc.adminMembers.page.useQuery(
    { search: debounced, plan, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  useErrorToast(members.isError, {
    title: 'Failed to fetch users',
    description: 'Please try again.',
  });
  const [editing, setEditing] = useState<TAdminMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminMember | null>(null);
  const refresh = () => {
    void utils.adminMembers.invalidate();
    // a member's history shows the change the next time the dialog opens
    void utils.adminInsights.history.invalidate();
  };
  const options = {
    onSuccess: (r: { deletedBookings: number }) =>
      toast({
        title: 'Member Deleted',
        description:
          r.deletedBookings > 0
            ? `Member deleted with ${r.deletedBookings} associated booking(s).`
            : undefined,
      }),
    onError: (e: unknown) =>
      toast({
        title: 'Delete Failed',
        description: readApiError(e, 'Failed to delete user').message,
        variant: 'destructive',
      }),
    onSettled: () => {
      setDeleting(null);
      refresh();
    },
  };
  const remove = trpc.adminMembers.delete.useMutation(options);
  const removeSimple = trpc.adminMembers.deleteSimple.useMutation(options);
  const data = members.data;
  const exportQuery = new URLSearchParams({
    ...(debounced ? { search: debounced } : {}),
    ...(plan !== 'all' ? { plan } : {}),
  }).toString();
  const exportUrl = `/api/admin/users/export${exportQuery ? `?${exportQuery}` : ''}`;

  return (
    <>
      <AdminFilterBar
        search={{
          label: 'Search members',
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          w: { base: '100%', sm: 340 },
        }}
        filter={{
          label: 'Filter by plan',
          data: PLAN_FILTER_OPTIONS,
          value: plan,
          onChange: (value) => {
            setPlan(MEMBERSHIP_TYPES.find((t) => t === value) ?? 'all');
            setPage(1);
          },
          w: { base: '100%', sm: 160 },
        }}
        exportHref={exportUrl}
        exportLabel="Export CSV"
        actions={
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Add Member
          </Button>
        }
      />
      {members.isPending ? (
        <Skeleton height={300} role="status" aria-label="Loading members" />
      ) : (
        <>
          <AdminTableScroll minWidth={720} label="Members table">
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(data?.items ?? []).map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">{`${m.firstName} ${m.lastName}`}</Text>
                      <Text size="xs" c="dimmed">
                        {m.username}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{m.email}</Text>
                      <Text size="xs" c="dimmed">
                        {m.phone ?? 'No phone'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={m.membershipType === 'none' ? 'gray' : 'pine'}>
                        {m.membershipType === 'none' ? 'Non-Member' : PLAN_NAMES[m.membershipType]}
                      </Badge>
                      {m.membershipType !== 'none' && (
                        <Text size="xs" c="dimmed" mt={4}>
                          {planHoursText(m.hoursRemaining)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{m.role === 'admin' ? 'Admin' : 'Customer'}</Table.Td>
                    <RowActions
                      name={`${m.firstName} ${m.lastName}`}
                      actions={[
                        { kind: 'edit', onClick: () => setEditing(m) },
                        { kind: 'delete', onClick: () => setDeleting(m) },
                      ]}
                    />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </AdminTableScroll>
          {data?.items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              No members found
            </Text>
          )}
        </>
      )}
      {data && (
        <AdminPager
          total={data.total}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label="Member pages"
        />
      )}
      {editing && (
        <MemberFormModal
          member={editing === 'new' ? null : editing}
          zone={zoneOf(undefined)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <AdminConfirm
        opened={deleting !== null}
        title="Delete this member?"
        confirmLabel={
          deleting && deleting.bookingCount > 0
            ? `Delete with ${deleting.bookingCount} booking(s)`
            : 'Delete Member'
        }
        busy={remove.isPending || removeSimple.isPending}
        onConfirm={() =>
          deleting &&
          (deleting.bookingCount > 0
            ? remove.mutate({ id: deleting.id })
            : removeSimple.mutate({ id: deleting.id }))
        }
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          (deleting.bookingCount > 0
            ? `${deleting.firstName} ${deleting.lastName} has ${deleting.bookingCount} booking(s). Deleting the member removes them too; their bays go to the waitlist. This cannot be undone.`
            : `${deleting.firstName} ${deleting.lastName} has no bookings. This cannot be undone.`)}
      </AdminConfirm>
    </>
  );
}
