import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { PlanCard } from '../components/PlanCard/PlanCard';
import type { PlanOffer } from '../content/plans';
import { PLAN_OFFERS } from '../content/plans';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { trpc } from '../lib/trpc';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { returnTo } from '../lib/authRedirect';
import classes from './PlansPage.module.css';

// Below the plans (the FAQ) or shown after a member's choice (the alert): after the page's code.
const MembershipFaq = lazy(async () => {
  const [{ FaqAccordion }, { MEMBERSHIP_FAQ }] = await Promise.all([
    import('../components/FaqAccordion/FaqAccordion'),
    import('../content/faq'),
  ]);
  return { default: () => <FaqAccordion entries={MEMBERSHIP_FAQ} /> };
});
// Card payments (Stripe), for a signed-in member of a club that takes them: its own chunk.
const MemberPlanBilling = lazy(() =>
  import('../components/MemberPlanBilling/MemberPlanBilling').then((m) => ({
    default: m.MemberPlanBilling,
  })),
);
const PlanChosenAlert = lazy(() =>
  import('../components/PlanChosenAlert/PlanChosenAlert').then((m) => ({
    default: m.PlanChosenAlert,
  })),
);

/** Plans (mounted at /memberships and /join-membership): the three cards and the FAQ. */
export default function PlansPage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
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
      <PageMeta
        title={t`Membership Plans`}
        description={t`Inside 9 memberships: Starter $99, Pro $199 and Elite $349 per month, with simulator hours, coaching, leagues and 24/7 access in San Antonio.`}
      />
      <PageBanner
        eyebrow={t`Become a Member`}
        title={t`Membership Plans`}
        lead={t`Simulator hours every month, access around the clock and a club that knows your name. Choose the plan that fits your game.`}
      />
      <Container size="lg" className={classes.cards}>
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
              className={classes.alert}
            />
          </Suspense>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'lg', md: 'xl' }}>
          {PLAN_OFFERS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onChoose={(p) => void choose(p)}
              current={user?.membershipType === plan.id}
              note={user?.membershipType === plan.id ? user.guestPasses?.text : null}
            >
              {user?.membershipType === plan.id && (
                <Suspense fallback={null}>
                  <MemberPlanBilling />
                </Suspense>
              )}
            </PlanCard>
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed" mt="xl" size="sm">
          <Trans>
            Membership is selective: new members join after a free demo session.{' '}
            <Anchor component={Link} to="/demo-booking" fw={600}>
              Book a Free Demo
            </Anchor>
          </Trans>
        </Text>
      </Container>
      <Box component="section" aria-labelledby="faq-title" className={classes.faq}>
        <Container size="md">
          <Stack gap="xs" mb="xl" ta="center" align="center">
            <Text className={classes.eyebrow}>
              <Trans>Questions</Trans>
            </Text>
            <Title order={2} id="faq-title">
              <Trans>Membership FAQ</Trans>
            </Title>
          </Stack>
          <Suspense fallback={null}>
            <MembershipFaq />
          </Suspense>
        </Container>
      </Box>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/PlansPage/en.po';
