import type { Plan } from '@club/domain';
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import classes from './PlanPrice.module.css';

/** '$199 / month', large numerals in the heading face. */
export function PlanPrice({ plan, size = 'lg' }: { plan: Plan; size?: 'md' | 'lg' }) {
  return (
    <Group gap={6} align="baseline" wrap="nowrap" className={classes.price} data-size={size}>
      <Text span className={classes.amount}>
        <span className={classes.currency}>$</span>
        {plan.price}
      </Text>
      <Text span className={classes.period}>
        {/* Every plan is monthly (the domain's Plan['period']). */}
        <Trans>per month</Trans>
      </Text>
    </Group>
  );
}
