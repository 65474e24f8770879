import { Button, Group, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { trpc } from '../../lib/trpc';

/**
 * Pay balance (DECISIONS.md, Card payments are Stripe's): Stripe Checkout for what the member
 * owes, when the club takes cards and there is something to pay; nothing otherwise.
 */
export function PayBalanceButton({ balanceCents }: { balanceCents: number }) {
  const { location } = useClubLocations();
  const pay = trpc.billing.payBalance.useMutation();
  const [error, setError] = useState<string | null>(null);
  if (location?.cardPayments !== true || balanceCents <= 0) return null;
  const start = () => {
    setError(null);
    pay.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Group gap="sm">
      <Button
        color="pine"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        onClick={start}
        loading={pay.isPending}
      >
        Pay balance
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
