import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { trpc } from '../../lib/trpc';
import { planStateLine } from './planStateLine';

/**
 * A member's plan paid by card (DECISIONS.md, Card payments are Stripe's): its state and next
 * renewal, and Manage plan (Stripe's Customer Portal). Nothing when the club takes no cards or the
 * member's plan is not Stripe's.
 */
export function MemberPlanBilling() {
  const { location, zoneOf } = useClubLocations();
  const zone = zoneOf(location?.id);
  const cards = location?.cardPayments === true;
  const plan = trpc.billing.plan.useQuery(undefined, { enabled: cards });
  const portal = trpc.billing.portal.useMutation();
  const [error, setError] = useState<string | null>(null);
  if (!cards || !plan.data) return null;
  const line = planStateLine(plan.data, zone);
  if (!line && !plan.data.canManage) return null;
  const manage = () => {
    setError(null);
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Stack gap={6} aria-label="Plan payments" component="section">
      {line && (
        <Text size="sm" fw={600} c={plan.data.status === 'past_due' ? 'red.8' : undefined}>
          {line}
        </Text>
      )}
      {plan.data.canManage && (
        <Button variant="light" color="pine" size="sm" onClick={manage} loading={portal.isPending}>
          Manage plan
        </Button>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
