import type { TBilling } from '@club/contract';
import { formatCents, formatDate } from '@club/domain';
import { Table, Text } from '@mantine/core';
import { AdminPager } from '../AdminMenu/AdminPager';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import { entryDetail } from './billingView';

interface BillingStatementProps {
  billing: TBilling;
  /** The club's time zone: each line's day is the club's. */
  zone: string;
  onPage: (page: number) => void;
}

/**
 * A statement page, newest first: date, item (with its kind and note), amount (payments and
 * credits as minus) and the balance after the line; the pager under it. On a phone the table
 * fits the width, and scrolls sideways (a labelled region) if a line is too long.
 */
export function BillingStatement({ billing, zone, onPage }: BillingStatementProps) {
  return (
    <>
      <AdminTableScroll minWidth={520} phoneMinWidth={320} label="Statement table">
        <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label="Statement">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {billing.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Text size="sm">{formatDate(new Date(e.date), zone)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {e.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entryDetail(e)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={500} c={e.signedCents < 0 ? 'pine.8' : undefined}>
                    {formatCents(e.signedCents)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatCents(e.runningBalanceCents)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AdminTableScroll>
      <AdminPager
        total={billing.total}
        pageSize={billing.pageSize}
        page={billing.page}
        onChange={onPage}
        label="Statement pages"
      />
    </>
  );
}
