import type { TDemoRequest } from '@club/contract';
import {
  DEMO_REQUEST_STATUS_LABELS,
  DEMO_STATUS_FILTER_OPTIONS,
  formatLocalDate,
  type DemoRequestStatus,
} from '@club/domain';
import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorToast } from '../../hooks/useErrorToast';
import { trpc } from '../../lib/trpc';
import { AdminFilterBar } from '../AdminFilterBar/AdminFilterBar';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import { DemoStatusModal } from './DemoStatusModal';
import { MemberFormModal } from '../AdminMembers/MemberFormModal';
import { useClubLocations } from '../../hooks/useClubLocation';
import { AdminPager } from '../AdminMenu/AdminPager';

const PAGE_SIZE = 20;
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
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<DemoRequestStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  // the table keeps the rows on screen while a new search, filter or page loads
  const requests = trpc.adminDemoRequests.page.useQuery(
    {
      search: debounced,
      status,
      page,
      pageSize: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  useErrorToast(requests.isError, {
    title: 'Failed to fetch demo requests',
    description: 'Please try again.',
  });
  const [updating, setUpdating] = useState<TDemoRequest | null>(null);
  const [converting, setConverting] = useState<TDemoRequest | null>(null);
  const { zoneOf } = useClubLocations();
  const query = new URLSearchParams({
    ...(debounced ? { search: debounced } : {}),
    status,
  }).toString();
  const data = requests.data;

  return (
    <>
      <AdminFilterBar
        groupFilters
        search={{
          label: 'Search demo requests',
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          w: { base: '100%', sm: 300 },
        }}
        filter={{
          label: 'Status filter',
          data: DEMO_STATUS_FILTER_OPTIONS.map((o) => ({ ...o })),
          value: status,
          onChange: (v) => {
            const found = DEMO_STATUS_FILTER_OPTIONS.find((o) => o.value === v);
            if (found) setStatus(found.value);
            setPage(1);
          },
          w: 170,
        }}
        exportHref={`/api/admin/demo-requests/export?${query}`}
        exportLabel="Export to CSV"
      />
      {requests.isPending ? (
        <Skeleton height={280} role="status" aria-label="Loading demo requests" />
      ) : (
        <>
          <AdminTableScroll minWidth={760} label="Demo requests table">
            <Table striped verticalSpacing="sm" aria-label="Demo requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Contact Info</Table.Th>
                  <Table.Th>Preferred Date/Time</Table.Th>
                  <Table.Th>Heard From</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(data?.items ?? []).map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td fw={600}>{`${r.firstName} ${r.lastName}`}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.email}</Text>
                      <Text size="xs" c="dimmed">
                        {r.phone}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatLocalDate(r.preferredDate)}</Text>
                      <Text size="xs" c="dimmed">
                        {r.preferredTime}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.heardFrom}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={STATUS_COLOR[r.status]}
                        c="var(--mantine-color-text)"
                      >
                        {DEMO_REQUEST_STATUS_LABELS[r.status]}
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
                          aria-label={`Update status of ${r.firstName} ${r.lastName}`}
                        >
                          Update Status
                        </Button>
                        {r.userId === null && r.status !== 'became-member' && (
                          <Button
                            size="xs"
                            variant="light"
                            color="gold"
                            onClick={() => setConverting(r)}
                            aria-label={`Create member from ${r.firstName} ${r.lastName}`}
                          >
                            Create Member
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </AdminTableScroll>
          {data?.items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              No demo requests found
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
          label="Demo request pages"
        />
      )}
      {converting && (
        <MemberFormModal
          member={null}
          prefill={{
            firstName: converting.firstName,
            lastName: converting.lastName,
            email: converting.email,
            phone: converting.phone,
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
