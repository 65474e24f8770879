import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { balanceColor, balanceMessage } from './billingView';

/** The balance in words, large, with a badge when it is owed or a credit. */
export function BalanceSummary({ balanceCents, name }: { balanceCents: number; name?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} aria-live="polite">
        {t(balanceMessage(balanceCents, format, name))}
      </Text>
      {balanceCents !== 0 && (
        <Badge variant="light" color={balanceColor(balanceCents)}>
          {balanceCents > 0 ? <Trans>Owing</Trans> : <Trans>In credit</Trans>}
        </Badge>
      )}
    </Group>
  );
}
