import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PLAN_OFFERS } from '../../content/plans';
import { HomeSection } from '../HomeSection/HomeSection';
import { PlanPrice } from '../PlanPrice/PlanPrice';
import classes from './HomePlansTeaser.module.css';

/** The three plans at a glance; the full cards live on /memberships. */
export function HomePlansTeaser() {
  const { t } = useLingui();
  return (
    <HomeSection
      id="plans"
      eyebrow={t`Memberships`}
      title={t`A plan for every kind of golfer`}
      lead={t`Monthly plans with simulator hours included, from a weekly practice habit to unlimited play.`}
      tone="night"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PLAN_OFFERS.map((plan) => {
          const [hours, access] = plan.features.map((feature) => t(feature));
          return (
            <Paper
              key={plan.id}
              p="xl"
              className={classes.plan}
              data-popular={plan.popular || undefined}
            >
              <Stack gap="md" h="100%">
                <Group justify="space-between" align="center" wrap="nowrap">
                  <Title order={3} className={classes.name}>
                    {plan.name}
                  </Title>
                  {plan.popular && (
                    <Badge color="gold.4" c="dark.9">
                      <Trans>Most Popular</Trans>
                    </Badge>
                  )}
                </Group>
                <PlanPrice plan={plan} size="md" />
                <Text size="sm" className={classes.text}>
                  <Trans>
                    {hours}. {access}.
                  </Trans>
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Button
        component={Link}
        to="/memberships"
        mt={{ base: 32, md: 40 }}
        size="md"
        variant="outline"
        color="gold.4"
        className={classes.more}
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        <Trans>Compare All Plans</Trans>
      </Button>
    </HomeSection>
  );
}
