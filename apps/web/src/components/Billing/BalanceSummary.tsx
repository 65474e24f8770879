import { Badge, Group, Text } from '@mantine/core';
import { balanceColor, balanceText } from './billingView';

/** The balance in words, large, with a badge when it is owed or a credit. */
export function BalanceSummary({ balanceCents, name }: { balanceCents: number; name?: string }) {
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} aria-live="polite">
        {balanceText(balanceCents, name)}
      </Text>
      {balanceCents !== 0 && (
        <Badge variant="light" color={balanceColor(balanceCents)}>
          {balanceCents > 0 ? 'Owing' : 'In credit'}
        </Badge>
      )}
    </Group>
  );
}
