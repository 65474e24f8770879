import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PlanOffer } from '../../content/plans';
import { PlanPrice } from '../PlanPrice/PlanPrice';
import classes from './PlanCard.module.css';

interface PlanCardProps {
  plan: PlanOffer;
  onChoose: (plan: PlanOffer) => void;
  /** The signed-in member's own plan: nothing to choose. */
  current?: boolean;
  /** A line for the member on their own plan ('Guest passes: 1 of 2 left this month'). */
  note?: string | null;
  /** Under the button (the member's own plan: its card payments, when Stripe has it). */
  children?: ReactNode;
}

/** One plan: name, monthly price, what it includes; the popular plan is set apart in night green. */
export function PlanCard({
  plan,
  onChoose,
  current = false,
  note = null,
  children,
}: PlanCardProps) {
  const { t } = useLingui();
  const titleId = `plan-${plan.id}-title`;
  const planName = plan.name;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-popular={plan.popular || undefined}
      p={{ base: 'lg', sm: 'xl' }}
      withBorder
    >
      <Stack gap="lg" h="100%">
        <Stack gap={6}>
          {plan.popular && (
            <Badge
              color="gold.4"
              c="dark.9"
              leftSection={<IconStarFilled size={12} aria-hidden />}
              className={classes.badge}
            >
              <Trans>Most Popular</Trans>
            </Badge>
          )}
          <Title order={2} id={titleId} className={classes.name}>
            {plan.name}
          </Title>
          <Text className={classes.description}>{t(plan.description)}</Text>
        </Stack>
        <PlanPrice plan={plan} />
        <List
          spacing="sm"
          center={false}
          className={classes.features}
          icon={
            <ThemeIcon size={22} radius="xl" className={classes.check}>
              <IconCheck size={14} stroke={3} aria-hidden />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature.id}>{t(feature)}</List.Item>
          ))}
        </List>
        {note && (
          <Text fw={600} className={classes.note} mt="auto">
            {note}
          </Text>
        )}
        <Button
          size="md"
          fullWidth
          mt={note ? undefined : 'auto'}
          onClick={() => onChoose(plan)}
          disabled={current}
          color={plan.popular ? 'gold.4' : 'pine'}
          c={plan.popular ? 'dark.9' : undefined}
          variant={plan.popular ? 'filled' : 'outline'}
          aria-describedby={titleId}
        >
          {current ? t`Your Current Plan` : t`Choose ${planName}`}
        </Button>
        {children}
      </Stack>
    </Paper>
  );
}
