import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useStripeRedirect } from '../../hooks/useStripeRedirect';
import { trpc } from '../../lib/trpc';
import { planStateLine } from './planStateLine';

/**
 * A member's plan paid by card (DECISIONS.md, Card payments are Stripe's): its state and next
 * renewal, and Manage plan (Stripe's Customer Portal). Nothing when the club takes no cards or the
 * member's plan is not Stripe's.
 */
export function MemberPlanBilling() {
  const { t, i18n } = useLingui();
  const { location, zoneOf } = useClubLocations();
  const zone = zoneOf(location?.id);
  const cards = location?.cardPayments === true;
  const plan = trpc.billing.plan.useQuery(undefined, { enabled: cards });
  const portal = useStripeRedirect(trpc.billing.portal.useMutation());
  if (!cards || !plan.data) return null;
  const line = planStateLine(plan.data, zone, i18n);
  if (!line && !plan.data.canManage) return null;
  return (
    <Stack gap={6} aria-label={t`Plan payments`} component="section">
      {line && (
        <Text size="sm" fw={600} c={plan.data.status === 'past_due' ? 'red.8' : undefined}>
          {line}
        </Text>
      )}
      {plan.data.canManage && (
        <Button variant="light" color="pine" size="sm" onClick={portal.go} loading={portal.pending}>
          <Trans>Manage plan</Trans>
        </Button>
      )}
      {portal.error && (
        <Text size="sm" c="red.8" role="alert">
          {portal.error}
        </Text>
      )}
    </Stack>
  );
}
