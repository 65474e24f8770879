import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { PlanGrid } from '../components/PlanOffers/PlanGrid';
import { lazyWithData } from '../lib/lazyWithData';
import classes from './PlansPage.module.css';

// Below the plans: after the page's code.
const MembershipFaq = lazy(async () => {
  const [{ FaqAccordion }, { MEMBERSHIP_FAQ }] = await Promise.all([
    import('../components/FaqAccordion/FaqAccordion'),
    import('../content/faq'),
  ]);
  return { default: () => <FaqAccordion entries={MEMBERSHIP_FAQ} /> };
});
// The cards' choices call the API (who is signed in, the club's card payments, Checkout): an
// island, prerendered (and first drawn) as a visitor sees it, its code and the data layer's after
// the page's. Until then the cards are there and their buttons wait, as on the prerendered page.
const PlanOffers = lazyWithData(() =>
  import('../components/PlanOffers/PlanOffers').then((m) => m.PlanOffers),
);
const waitForTheOffers = () => undefined;

/** Plans (mounted at /memberships and /join-membership): the three cards and the FAQ. */
export default function PlansPage() {
  const { t } = useLingui();
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
        <Suspense fallback={<PlanGrid onChoose={waitForTheOffers} />}>
          <PlanOffers alertClassName={classes.alert} />
        </Suspense>
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
