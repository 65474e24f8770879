import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { lowestPlanPrice } from '@club/domain/plans';
import { DEMO_SUMMARY, SELECTIVE_NOTE } from '../../content/clubMessages';
import { HomeSection } from '../HomeSection/HomeSection';
import classes from './HomeMembershipSteps.module.css';

const lowestPrice = lowestPlanPrice();

// Each step's text is two sentences: its own, then one of the club's facts (clubMessages).
const STEPS = [
  {
    title: msg`Book a free demo`,
    text: msg`Tell us when suits you and we will call to confirm.`,
    fact: DEMO_SUMMARY,
  },
  {
    title: msg`Meet the club`,
    text: msg`Hit balls on a simulator, see the suites and ask us anything.`,
    fact: SELECTIVE_NOTE,
  },
  {
    title: msg`Choose your plan`,
    text: msg`Once approved, pick Starter, Pro or Elite and start booking bays around the clock.`,
    fact: msg`Memberships from $${lowestPrice} per month.`,
  },
] as const;

/** How a visitor becomes a member: demo, approval, plan. */
export function HomeMembershipSteps() {
  const { t } = useLingui();
  return (
    <HomeSection
      id="how-to-join"
      eyebrow={t`How membership works`}
      title={t`From first swing to membership`}
      lead={t`Membership at Inside 9 is by approval, and it starts with a visit.`}
    >
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing={{ base: 'xl', md: 48 }}
        component="ol"
        className={classes.steps}
      >
        {STEPS.map((step, index) => {
          const text = t(step.text);
          const fact = t(step.fact);
          return (
            <Stack key={step.title.id} gap="xs" component="li" className={classes.step}>
              <Text className={classes.number} aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Title order={3} size="h4">
                {t(step.title)}
              </Title>
              <Text c="dimmed">
                {text} {fact}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group mt={{ base: 32, md: 48 }} gap="sm">
        <Button className="wrapping-button" component={Link} to="/demo-booking" size="md">
          <Trans>Book a Free Demo</Trans>
        </Button>
        <Button component={Link} to="/memberships" size="md" variant="default">
          <Trans>Compare Plans</Trans>
        </Button>
      </Group>
    </HomeSection>
  );
}
