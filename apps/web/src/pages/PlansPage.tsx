import { Alert, Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FaqAccordion } from '../components/FaqAccordion/FaqAccordion';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { PlanCard } from '../components/PlanCard/PlanCard';
import { MEMBERSHIP_FAQ } from '../content/faq';
import type { PlanOffer } from '../content/plans';
import { PLAN_OFFERS } from '../content/plans';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { usePageMeta } from '../hooks/usePageMeta';
import { returnTo } from '../lib/authRedirect';
import classes from './PlansPage.module.css';

/** Plans (mounted at /memberships and /join-membership): the three cards and the FAQ. */
export default function PlansPage() {
  usePageMeta({
    title: 'Membership Plans',
    description:
      'Inside 9 memberships: Starter $99, Pro $199 and Elite $349 per month, with simulator hours, coaching, leagues and 24/7 access in San Antonio.',
  });
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (chosen) alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [chosen]);

  const choose = (plan: PlanOffer) => {
    if (!user) {
      // After login, come back here.
      void navigate('/auth', { state: returnTo(location.pathname) });
      return;
    }
    setChosen(plan);
  };

  return (
    <>
      <PageBanner
        eyebrow="Become a Member"
        title="Membership Plans"
        lead="Simulator hours every month, access around the clock and a club that knows your name. Choose the plan that fits your game."
      />
      <Container size="lg" className={classes.cards}>
        {chosen && (
          <Alert
            ref={alertRef}
            mb="xl"
            variant="light"
            color="gold"
            radius="md"
            icon={<IconInfoCircle aria-hidden />}
            title={`You chose the ${chosen.name} plan`}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setChosen(null)}
            className={classes.alert}
          >
            Online payment is not available yet. Our team will contact you to complete your
            membership.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'lg', md: 'xl' }}>
          {PLAN_OFFERS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onChoose={choose} />
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed" mt="xl" size="sm">
          Membership is selective: new members join after a free demo session.{' '}
          <Anchor component={Link} to="/demo-booking" fw={600}>
            Book a Free Demo
          </Anchor>
        </Text>
      </Container>
      <Box component="section" aria-labelledby="faq-title" className={classes.faq}>
        <Container size="md">
          <Stack gap="xs" mb="xl" ta="center" align="center">
            <Text className={classes.eyebrow}>Questions</Text>
            <Title order={2} id="faq-title">
              Membership FAQ
            </Title>
          </Stack>
          <FaqAccordion entries={MEMBERSHIP_FAQ} />
        </Container>
      </Box>
    </>
  );
}
