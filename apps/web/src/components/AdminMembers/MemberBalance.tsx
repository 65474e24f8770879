import { useLingui } from '@lingui/react/macro';
import { Badge, Table, Text } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { balanceColor } from '../Billing/billingView';

/** Member Management's Balance cell: what a member owes in a red badge, a credit in green, $0 quiet. */
export function MemberBalanceCell({ balanceCents }: { balanceCents: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const owed = format.money(balanceCents);
  const credit = format.money(-balanceCents);
  return (
    <Table.Td>
      {balanceCents === 0 ? (
        <Text size="sm" c="dimmed">
          {format.money(0)}
        </Text>
      ) : (
        // whole beside a long e-mail: "Owes $1,234.56", never "Owes $1…"
        <Badge variant="light" color={balanceColor(balanceCents)} miw="max-content">
          {balanceCents > 0 ? t`Owes ${owed}` : t`Credit ${credit}`}
        </Badge>
      )}
    </Table.Td>
  );
}
