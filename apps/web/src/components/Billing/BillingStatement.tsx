import type { TBilling, TLedgerEntry } from '@club/contract';
import type { DisplayFormat } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { AdminPager } from '../AdminMenu/AdminPager';
import { entryDetail } from './billingView';

interface BillingStatementProps {
  billing: TBilling;
  /** The club's time zone: each line's day is the club's. */
  zone: string;
  onPage: (page: number) => void;
}

/** A line's amount: payments and credits as minus, in green. */
function Amount({ entry, format }: { entry: TLedgerEntry; format: DisplayFormat }) {
  return (
    <Text size="sm" fw={500} c={entry.signedCents < 0 ? 'pine.8' : undefined}>
      {format.money(entry.signedCents)}
    </Text>
  );
}

/**
 * A statement page, newest first: date, item (with its kind and note), amount and the balance
 * after the line, then the pager. A table from the `xs` breakpoint; on a phone each line is a
 * stacked list item (four columns do not fit 375 px), one of the two shown at a time.
 */
export function BillingStatement({ billing, zone, onPage }: BillingStatementProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const day = (e: TLedgerEntry) => format.date(new Date(e.date), zone);
  return (
    <>
      <Table verticalSpacing="xs" aria-label={t`Statement`} visibleFrom="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Item</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Balance</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {billing.entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text size="sm">{day(e)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {e.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {entryDetail(e, i18n)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount entry={e} format={format} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{format.money(e.runningBalanceCents)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Box component="ul" aria-label={t`Statement`} hiddenFrom="xs" m={0} p={0}>
        {billing.entries.map((e) => {
          const balance = format.money(e.runningBalanceCents);
          return (
            <Stack
              key={e.id}
              component="li"
              gap={2}
              py="xs"
              style={{
                listStyle: 'none',
                borderBottom: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <Group justify="space-between" wrap="nowrap" align="baseline">
                <Text size="sm" fw={500}>
                  {e.description}
                </Text>
                <Amount entry={e} format={format} />
              </Group>
              <Group justify="space-between" wrap="nowrap" align="baseline">
                <Text size="xs" c="dimmed">
                  {`${day(e)} · ${entryDetail(e, i18n)}`}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t`Balance ${balance}`}
                </Text>
              </Group>
            </Stack>
          );
        })}
      </Box>
      <AdminPager
        total={billing.total}
        pageSize={billing.pageSize}
        page={billing.page}
        onChange={onPage}
        label={t`Statement pages`}
      />
    </>
  );
}
