import type { TAdminMember } from '@club/contract';
import {
  MEMBERSHIP_TYPES,
  PLAN_NAMES,
  planHoursText,
  WAIVER_STANDING_LABELS,
  type MembershipType,
} from '@club/domain';
import { Badge, Button, Switch, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';
import { AdminFilterBar } from '../AdminFilterBar/AdminFilterBar';
import { AdminPagedTable } from '../AdminPagedTable/AdminPagedTable';
import { useAdminList } from '../AdminPagedTable/useAdminList';
import { MemberBalanceCell } from './MemberBalance';
import { MemberFormModal } from './MemberFormModal';
import { MemberStatementModal } from './MemberStatementModal';
import { RowActions } from '../RowActions/RowActions';

type PlanFilter = 'all' | MembershipType;
const PLAN_FILTER_OPTIONS: { value: PlanFilter; label: string }[] = [
  { value: 'all', label: 'All plans' },
  ...MEMBERSHIP_TYPES.map((t) => ({ value: t, label: PLAN_NAMES[t] })),
];

const WAIVER_COLORS = { current: 'pine', older: 'yellow', never: 'red' } as const;

/**
 * Member Management: search, plan filter, Owes, table (with each member's plan and hours left,
 * their waiver while the club's waiver is on, and their balance), Add Member, Statement (payments
 * and credits), Edit, Delete (with or without bookings), Export CSV (of the search and filters).
 */
export function AdminMembers() {
  const utils = trpc.useUtils();
  const { zoneOf } = useClubLocations();
  const list = useAdminList(PLAN_FILTER_OPTIONS, 'all');
  // the table keeps the rows on screen while a new search or page loads (no flash to a skeleton)
  const [owes, setOwes] = useState(false);
  const members = trpc.adminMembers.page.useQuery(
    { ...list.query, plan: list.filter, owes },
    { placeholderData: keepPreviousData },
  );
  const waiverOn = trpc.waiver.current.useQuery().data?.enabled === true;
  const [editing, setEditing] = useState<TAdminMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminMember | null>(null);
  const [statement, setStatement] = useState<TAdminMember | null>(null);
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
  const { search } = list.query;
  const plan = list.filter;
  const exportQuery = new URLSearchParams({
    ...(search ? { search } : {}),
    ...(plan !== 'all' ? { plan } : {}),
    ...(owes ? { owes: 'true' } : {}),
  }).toString();
  const exportUrl = `/api/admin/users/export${exportQuery ? `?${exportQuery}` : ''}`;

  return (
    <>
      <AdminFilterBar
        search={{ ...list.searchInput, label: 'Search members', w: { base: '100%', sm: 340 } }}
        filter={{ ...list.filterInput, label: 'Filter by plan', w: { base: '100%', sm: 160 } }}
        moreFilters={
          <Switch
            label="Owes"
            checked={owes}
            onChange={(e) => {
              setOwes(e.currentTarget.checked);
              list.setPage(1);
            }}
          />
        }
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
      <AdminPagedTable
        name={['Member', 'Members']}
        rows={members}
        failedTitle="Failed to fetch users"
        list={list}
        columns={[
          'Name',
          'Email',
          'Plan',
          ...(waiverOn ? ['Waiver'] : []),
          'Role',
          'Balance',
          'No-shows (30 days)',
          'Actions',
        ]}
        minWidth={waiverOn ? 1020 : 920}
      >
        {(m) => (
          <>
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
              <Badge
                variant="light"
                color={m.membershipType === 'none' ? 'gray' : 'pine'}
                miw="max-content"
              >
                {m.membershipType === 'none' ? 'Non-Member' : PLAN_NAMES[m.membershipType]}
              </Badge>
              {m.membershipType !== 'none' && (
                <Text size="xs" c="dimmed" mt={4}>
                  {planHoursText(m.hoursRemaining)}
                </Text>
              )}
            </Table.Td>
            {waiverOn && (
              <Table.Td>
                <Badge variant="light" color={WAIVER_COLORS[m.waiverStatus]}>
                  {WAIVER_STANDING_LABELS[m.waiverStatus]}
                </Badge>
              </Table.Td>
            )}
            <Table.Td>{m.role === 'admin' ? 'Admin' : 'Customer'}</Table.Td>
            <MemberBalanceCell balanceCents={m.balanceCents} />
            <Table.Td>
              {/* sessions released because nobody checked in (DECISIONS.md, Check-in and no-shows) */}
              <Text size="sm" fw={m.noShows30Days > 0 ? 600 : undefined}>
                {m.noShows30Days}
              </Text>
            </Table.Td>
            <RowActions
              name={`${m.firstName} ${m.lastName}`}
              actions={[
                { kind: 'statement', onClick: () => setStatement(m) },
                { kind: 'edit', onClick: () => setEditing(m) },
                { kind: 'delete', onClick: () => setDeleting(m) },
              ]}
            />
          </>
        )}
      </AdminPagedTable>
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
      {statement && (
        <MemberStatementModal
          member={statement}
          zone={zoneOf(undefined)}
          onClose={() => setStatement(null)}
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
