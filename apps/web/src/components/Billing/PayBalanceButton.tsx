import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useStripeRedirect } from '../../hooks/useStripeRedirect';
import { trpc } from '../../lib/trpc';

/**
 * Pay balance (DECISIONS.md, Card payments are Stripe's): Stripe Checkout for what the member
 * owes, when the club takes cards and there is something to pay; nothing otherwise.
 */
export function PayBalanceButton({ balanceCents }: { balanceCents: number }) {
  const { location } = useClubLocations();
  const pay = useStripeRedirect(trpc.billing.payBalance.useMutation());
  if (location?.cardPayments !== true || balanceCents <= 0) return null;
  return (
    <Group gap="sm">
      <Button
        color="pine"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        onClick={pay.go}
        loading={pay.pending}
      >
        <Trans>Pay balance</Trans>
      </Button>
      {pay.error && (
        <Text size="sm" c="red.8" role="alert">
          {pay.error}
        </Text>
      )}
    </Group>
  );
}
