import { formatCents } from '@club/domain';
import { Badge, Table, Text } from '@mantine/core';
import { balanceColor } from '../Billing/billingView';

/** Member Management's Balance cell: what a member owes in a red badge, a credit in green, $0 quiet. */
export function MemberBalanceCell({ balanceCents }: { balanceCents: number }) {
  return (
    <Table.Td>
      {balanceCents === 0 ? (
        <Text size="sm" c="dimmed">
          $0
        </Text>
      ) : (
        // whole beside a long e-mail: "Owes $1,234.56", never "Owes $1…"
        <Badge variant="light" color={balanceColor(balanceCents)} miw="max-content">
          {balanceCents > 0
            ? `Owes ${formatCents(balanceCents)}`
            : `Credit ${formatCents(-balanceCents)}`}
        </Badge>
      )}
    </Table.Td>
  );
}
