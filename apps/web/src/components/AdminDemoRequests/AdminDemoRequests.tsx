import type { TDemoRequest } from '@club/contract';
import { DEMO_STATUS_FILTER_OPTIONS, type DemoRequestStatus } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { AdminFilterBar } from '../AdminFilterBar/AdminFilterBar';
import { AdminPagedTable } from '../AdminPagedTable/AdminPagedTable';
import { useAdminList } from '../AdminPagedTable/useAdminList';
import { DemoStatusModal } from './DemoStatusModal';
import { MemberFormModal } from '../AdminMembers/MemberFormModal';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useFormat } from '../../i18n/useFormat';
import { ALL_STATUSES, DEMO_STATUS_LABEL } from './demoStatusLabels';

const STATUS_COLOR: Record<DemoRequestStatus, string> = {
  pending: 'yellow',
  scheduled: 'blue',
  'became-member': 'pine',
  'no-membership': 'gray',
  cancelled: 'red',
  'no-show': 'orange',
  completed: 'teal',
};

/** Demo Requests: search, status filter, table, 'Update Status' with notes, 'Export to CSV'. */
export function AdminDemoRequests() {
  const { t } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const list = useAdminList(
    DEMO_STATUS_FILTER_OPTIONS.map((o) => ({
      value: o.value,
      label: t(o.value === 'all' ? ALL_STATUSES : DEMO_STATUS_LABEL[o.value]),
    })),
    'all',
  );
  // the table keeps the rows on screen while a new search, filter or page loads
  const requests = trpc.adminDemoRequests.page.useQuery(
    { ...list.query, status: list.filter },
    { placeholderData: keepPreviousData },
  );
  const [updating, setUpdating] = useState<TDemoRequest | null>(null);
  const [converting, setConverting] = useState<TDemoRequest | null>(null);
  const { zoneOf } = useClubLocations();
  const { search } = list.query;
  const query = new URLSearchParams({
    ...(search ? { search } : {}),
    status: list.filter,
  }).toString();

  return (
    <>
      <AdminFilterBar
        groupFilters
        search={{
          ...list.searchInput,
          label: t`Search demo requests`,
          w: { base: '100%', sm: 300 },
        }}
        filter={{ ...list.filterInput, label: t`Status filter`, w: 170 }}
        exportHref={`/api/admin/demo-requests/export?${query}`}
        exportLabel={t`Export to CSV`}
      />
      <AdminPagedTable
        name={{
          many: t`Demo requests`,
          loading: t`Loading demo requests`,
          empty: t`No demo requests found`,
          pages: t`Demo request pages`,
          table: t`Demo requests table`,
        }}
        rows={requests}
        failedTitle={t`Failed to fetch demo requests`}
        list={list}
        columns={[
          t`Name`,
          t`Contact Info`,
          t`Preferred Date/Time`,
          t`Heard From`,
          t`Status`,
          t`Actions`,
        ]}
        minWidth={760}
      >
        {(r) => {
          const name = `${r.firstName} ${r.lastName}`;
          return (
            <>
              <Table.Td fw={600}>{name}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.email}</Text>
                <Text size="xs" c="dimmed">
                  {r.phone}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.day(r.preferredDate)}</Text>
                <Text size="xs" c="dimmed">
                  {r.preferredTime}
                </Text>
              </Table.Td>
              <Table.Td>{r.heardFrom}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[r.status]} c="var(--mantine-color-text)">
                  {t(DEMO_STATUS_LABEL[r.status])}
                </Badge>
                {r.notes && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {r.notes}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setUpdating(r)}
                    aria-label={t`Update status of ${name}`}
                  >
                    <Trans>Update Status</Trans>
                  </Button>
                  {r.userId === null && r.status !== 'became-member' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="gold"
                      onClick={() => setConverting(r)}
                      aria-label={t`Create member from ${name}`}
                    >
                      <Trans>Create Member</Trans>
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </>
          );
        }}
      </AdminPagedTable>
      {converting && (
        <MemberFormModal
          member={null}
          prefill={{
            firstName: converting.firstName,
            lastName: converting.lastName,
            email: converting.email,
            phone: converting.phone,
            locale: converting.locale,
            demoRequestId: converting.id,
          }}
          zone={zoneOf(undefined)}
          onClose={() => setConverting(null)}
          onSaved={() => {
            setConverting(null);
            void utils.adminDemoRequests.invalidate();
            void utils.adminMembers.invalidate();
            void utils.adminInsights.invalidate();
          }}
        />
      )}
      {updating && (
        <DemoStatusModal
          request={updating}
          onClose={() => setUpdating(null)}
          onSaved={() => {
            setUpdating(null);
            void utils.adminDemoRequests.invalidate();
            void utils.adminInsights.invalidate();
          }}
        />
      )}
    </>
  );
}
