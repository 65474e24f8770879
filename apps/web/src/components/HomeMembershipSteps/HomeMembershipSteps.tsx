import { membershipPriceLine } from '@club/domain/plans';
import { DEMO_FACTS } from '@club/domain/static-data';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HomeSection } from '../HomeSection/HomeSection';
import classes from './HomeMembershipSteps.module.css';

const STEPS = [
  {
    title: 'Book a free demo',
    text: `Tell us when suits you and we will call to confirm. ${DEMO_FACTS.summary}`,
  },
  {
    title: 'Meet the club',
    text: `Hit balls on a simulator, see the suites and ask us anything. ${DEMO_FACTS.selectiveNote}`,
  },
  {
    title: 'Choose your plan',
    text: `Once approved, pick Starter, Pro or Elite and start booking bays around the clock. ${membershipPriceLine()}.`,
  },
] as const;

/** How a visitor becomes a member: demo, approval, plan. */
export function HomeMembershipSteps() {
  return (
    <HomeSection
      id="how-to-join"
      eyebrow="How membership works"
      title="From first swing to membership"
      lead="Membership at Inside 9 is by approval, and it starts with a visit."
    >
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing={{ base: 'xl', md: 48 }}
        component="ol"
        className={classes.steps}
      >
        {STEPS.map((step, index) => (
          <Stack key={step.title} gap="xs" component="li" className={classes.step}>
            <Text className={classes.number} aria-hidden>
              {String(index + 1).padStart(2, '0')}
            </Text>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="dimmed">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group mt={{ base: 32, md: 48 }} gap="sm">
        <Button component={Link} to="/demo-booking" size="md">
          Book a Free Demo
        </Button>
        <Button component={Link} to="/memberships" size="md" variant="default">
          Compare Plans
        </Button>
      </Group>
    </HomeSection>
  );
}
