import type { TAdminMember } from '@club/contract';
import { MEMBERSHIP_TYPES, type MembershipType } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { PLAN_NAME, planHours, WAIVER_STANDING } from './memberLabels';
import { RowActions } from '../RowActions/RowActions';

type PlanFilter = 'all' | MembershipType;
const PLAN_FILTER_OPTIONS: { value: PlanFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All plans` },
  ...MEMBERSHIP_TYPES.map((type) => ({ value: type, label: PLAN_NAME[type] })),
];

const WAIVER_COLORS = { current: 'pine', older: 'yellow', never: 'red' } as const;

/**
 * Member Management: search, plan filter, Owes, table (with each member's plan and hours left,
 * their waiver while the club's waiver is on, and their balance), Add Member, Statement (payments
 * and credits), Edit, Delete (with or without bookings), Export CSV (of the search and filters).
 */
export function AdminMembers() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const { zoneOf } = useClubLocations();
  const list = useAdminList(
    PLAN_FILTER_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) })),
    'all',
  );
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
    onSuccess: ({ deletedBookings }: { deletedBookings: number }) =>
      toast({
        title: t`Member Deleted`,
        description:
          deletedBookings > 0
            ? t`${plural(deletedBookings, {
                one: 'Member deleted with # associated booking(s).',
                other: 'Member deleted with # associated booking(s).',
              })}`
            : undefined,
      }),
    onError: (e: unknown) =>
      toast({
        title: t`Delete Failed`,
        description: readApiError(e, t`Failed to delete user`).message,
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
  const bookingCount = deleting?.bookingCount ?? 0;
  const exportUrl = `/api/admin/users/export${exportQuery ? `?${exportQuery}` : ''}`;

  return (
    <>
      <AdminFilterBar
        search={{ ...list.searchInput, label: t`Search members`, w: { base: '100%', sm: 340 } }}
        filter={{ ...list.filterInput, label: t`Filter by plan`, w: { base: '100%', sm: 160 } }}
        moreFilters={
          <Switch
            label={t`Owes`}
            checked={owes}
            onChange={(e) => {
              setOwes(e.currentTarget.checked);
              list.setPage(1);
            }}
          />
        }
        exportHref={exportUrl}
        exportLabel={t`Export CSV`}
        actions={
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            <Trans>Add Member</Trans>
          </Button>
        }
      />
      <AdminPagedTable
        name={{
          many: t`Members`,
          loading: t`Loading members`,
          empty: t`No members found`,
          pages: t`Member pages`,
          table: t`Members table`,
        }}
        rows={members}
        failedTitle={t`Failed to fetch users`}
        list={list}
        columns={[
          t`Name`,
          t`Email`,
          t`Plan`,
          ...(waiverOn ? [t`Waiver`] : []),
          t`Role`,
          t`Balance`,
          t`No-shows (30 days)`,
          t`Actions`,
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
                {m.phone ?? t`No phone`}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={m.membershipType === 'none' ? 'gray' : 'pine'}
                miw="max-content"
              >
                {m.membershipType === 'none' ? t`Non-Member` : t(PLAN_NAME[m.membershipType])}
              </Badge>
              {m.membershipType !== 'none' && (
                <Text size="xs" c="dimmed" mt={4}>
                  {planHours(i18n, m.hoursRemaining)}
                </Text>
              )}
            </Table.Td>
            {waiverOn && (
              <Table.Td>
                <Badge variant="light" color={WAIVER_COLORS[m.waiverStatus]}>
                  {t(WAIVER_STANDING[m.waiverStatus])}
                </Badge>
              </Table.Td>
            )}
            <Table.Td>{m.role === 'admin' ? t`Admin` : t`Customer`}</Table.Td>
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
        title={t`Delete this member?`}
        confirmLabel={
          bookingCount > 0
            ? t`${plural(bookingCount, {
                one: 'Delete with # booking(s)',
                other: 'Delete with # booking(s)',
              })}`
            : t`Delete Member`
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
        {deleting && <DeleteText member={deleting} />}
      </AdminConfirm>
    </>
  );
}

/** What deleting a member does, with or without their bookings. */
function DeleteText({ member }: { member: TAdminMember }) {
  const { t } = useLingui();
  const name = `${member.firstName} ${member.lastName}`;
  const count = member.bookingCount;
  return count > 0
    ? t`${plural(count, {
        one: `${name} has # booking(s). Deleting the member removes them too; their bays go to the waitlist. This cannot be undone.`,
        other: `${name} has # booking(s). Deleting the member removes them too; their bays go to the waitlist. This cannot be undone.`,
      })}`
    : t`${name} has no bookings. This cannot be undone.`;
}
