import type { TDayMoney } from '@club/contract';
import { formatCents } from '@club/domain';
import { SimpleGrid } from '@mantine/core';
import { Stat } from './DashboardStat';

/** The account book's day on the Today dashboard: what was charged, credited and paid (club time). */
export function DashboardMoney({ money }: { money: TDayMoney }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="section" aria-label="Money today">
      <Stat
        label="Charged today"
        value={formatCents(money.chargesCents)}
        hint="sessions, lessons, leagues and guests"
      />
      <Stat
        label="Credited today"
        value={formatCents(money.creditsCents)}
        hint="cancellations and desk credits"
      />
      <Stat label="Paid today" value={formatCents(money.paymentsCents)} hint="payments recorded" />
    </SimpleGrid>
  );
}
