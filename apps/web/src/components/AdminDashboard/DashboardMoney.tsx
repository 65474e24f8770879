import type { TDayMoney } from '@club/contract';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { Stat } from './DashboardStat';

/** The account book's day on the Today dashboard: what was charged, credited and paid (club time). */
export function DashboardMoney({ money }: { money: TDayMoney }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      component="section"
      aria-label={t`Money today`}
    >
      <Stat
        label={t`Charged today`}
        value={format.money(money.chargesCents)}
        hint={t`sessions, lessons, leagues and guests`}
      />
      <Stat
        label={t`Credited today`}
        value={format.money(money.creditsCents)}
        hint={t`cancellations and desk credits`}
      />
      <Stat
        label={t`Paid today`}
        value={format.money(money.paymentsCents)}
        hint={t`payments recorded`}
      />
    </SimpleGrid>
  );
}
