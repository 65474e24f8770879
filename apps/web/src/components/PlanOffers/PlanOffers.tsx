import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PlanOffer } from '../../content/plans';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { returnTo } from '../../lib/authRedirect';
import { trpc } from '../../lib/trpc';
import { PlanGrid } from './PlanGrid';
import { UntilHydrated } from '../UntilHydrated/UntilHydrated';

// Card payments (Stripe), for a signed-in member of a club that takes them: its own chunk.
const MemberPlanBilling = lazy(() =>
  import('../MemberPlanBilling/MemberPlanBilling').then((m) => ({
    default: m.MemberPlanBilling,
  })),
);
// Shown after a member's choice.
const PlanChosenAlert = lazy(() =>
  import('../PlanChosenAlert/PlanChosenAlert').then((m) => ({
    default: m.PlanChosenAlert,
  })),
);

/**
 * The plan cards and what choosing one does: a visitor goes to log in (and comes back), a member
 * goes to Stripe Checkout when the club takes cards, or is told payment is not available yet.
 * A member's own plan shows as theirs, with its guest passes and card payments.
 */
export function PlanOffers({ alertClassName }: { alertClassName?: string }) {
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const { left, perMonth } = user?.guestPasses ?? { left: 0, perMonth: 0 };
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const checkout = trpc.billing.checkout.useMutation();
  const choose = async (plan: PlanOffer) => {
    // A click may come before the session's answer (just after the page loads): wait for it.
    const user = await utils.auth.me.ensureData().catch(() => null);
    if (!user) {
      // After login, come back here.
      void navigate('/auth', { state: returnTo(location.pathname) });
      return;
    }
    const clubs = await utils.locations.list.ensureData().catch(() => []);
    if (clubs[0]?.cardPayments) {
      // Stripe Checkout for the plan's monthly subscription (DECISIONS.md)
      checkout.mutate({ plan: plan.id }, { onSuccess: ({ url }) => window.location.assign(url) });
      return;
    }
    setChosen(plan);
  };

  return (
    <>
      {checkout.error && (
        <Text role="alert" c="red.8" ta="center" fw={600} mb="xl">
          {checkout.error.message}
        </Text>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <PlanChosenAlert
            planName={chosen.name}
            onClose={() => setChosen(null)}
            className={alertClassName}
          />
        </Suspense>
      )}
      {/* a plan chosen before the page's code is ready would do nothing */}
      <UntilHydrated>
        <PlanGrid
          onChoose={(p) => void choose(p)}
          own={
            user?.membershipType
              ? {
                  plan: user.membershipType,
                  note: user.guestPasses
                    ? t`Guest passes: ${left} of ${perMonth} left this month`
                    : null,
                  extra: (
                    <Suspense fallback={null}>
                      <MemberPlanBilling />
                    </Suspense>
                  ),
                }
              : null
          }
        />
      </UntilHydrated>
    </>
  );
}
