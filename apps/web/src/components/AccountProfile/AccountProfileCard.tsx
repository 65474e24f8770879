import type { TUser } from '@club/contract';
import type { MembershipType } from '@club/domain';
import { LANGUAGE_TAG, membershipBadge, PLAN_NAMES, planMonthOf } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { useLocale } from '../../i18n/useLocale';
import classes from './AccountProfileCard.module.css';

// The domain's English labels (ROLE_LABELS, membershipBadge, PLAN_NAMES) in the screens' language;
// the plans' own names (Starter, Pro, Elite) stay as they are.
const ROLES: Record<TUser['role'], MessageDescriptor> = { user: msg`Customer`, admin: msg`Admin` };
const BADGES = { Member: msg`Member`, 'Non-Member': msg`Non-Member` } as const;
const PLAN_LABELS: Partial<Record<MembershipType, MessageDescriptor>> = {
  none: msg`No plan`,
  member: msg`Member`,
};

/**
 * Initials, name, e-mail, the membership badge, Member Since, Account Type, and the plan with
 * this month's hours left and the day they renew (the club's month, in its zone), and the
 * guest passes left this month when the plan gives them.
 */
export function AccountProfileCard({
  user,
  zone,
  children,
}: {
  user: TUser;
  zone: string;
  /** Below the plan: its card payments (state, next renewal, Manage plan) when Stripe has it. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const format = useFormat();
  const renews = format.date(planMonthOf(new Date(), zone).to, zone);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const badge = membershipBadge(user.membershipType);
  const planLabel = PLAN_LABELS[user.membershipType];
  const hours = user.hoursRemaining?.toLocaleString(LANGUAGE_TAG[locale]);
  const { left, perMonth } = user.guestPasses ?? { left: 0, perMonth: 0 };
  return (
    <Paper
      withBorder
      shadow="sm"
      p="lg"
      className={classes.card}
      aria-label={t`Profile`}
      component="section"
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar size={64} radius="xl" color="gold" variant="filled" className={classes.avatar}>
            {initials}
          </Avatar>
          <div className={classes.who}>
            <Title order={2} size="h3" className={classes.name}>
              {user.firstName} {user.lastName}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <Badge
          size="lg"
          variant={badge === 'Member' ? 'filled' : 'light'}
          color={badge === 'Member' ? 'pine' : 'gray'}
          w="fit-content"
        >
          {t(BADGES[badge])}
        </Badge>
        <Divider />
        <dl className={classes.facts}>
          <div>
            <dt>
              <Trans>Member Since</Trans>
            </dt>
            <dd>{format.date(new Date(user.createdAt), zone)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Account Type</Trans>
            </dt>
            <dd>{t(ROLES[user.role])}</dd>
          </div>
          <div className={classes.wide}>
            <dt>
              <Trans>Plan</Trans>
            </dt>
            <dd>
              {planLabel ? t(planLabel) : PLAN_NAMES[user.membershipType]}
              {user.membershipType !== 'none' && (
                <Text component="span" display="block" size="sm" c="dimmed" fw={500}>
                  {hours === undefined ? (
                    <Trans>Unlimited hours</Trans>
                  ) : (
                    <Trans>
                      {hours} h left this month, renews {renews}
                    </Trans>
                  )}
                </Text>
              )}
              {user.guestPasses && (
                <Text component="span" display="block" size="sm" c="dimmed" fw={500}>
                  <Trans>
                    Guest passes: {left} of {perMonth} left this month
                  </Trans>
                </Text>
              )}
            </dd>
          </div>
        </dl>
        {children}
      </Stack>
    </Paper>
  );
}
