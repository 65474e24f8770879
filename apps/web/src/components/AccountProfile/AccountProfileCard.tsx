import type { TUser } from '@club/contract';
import {
  formatDate,
  membershipBadge,
  PLAN_NAMES,
  planHoursText,
  planMonthOf,
  ROLE_LABELS,
} from '@club/domain';
import { Avatar, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AccountProfileCard.module.css';

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
  const renews = planMonthOf(new Date(), zone).to;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const badge = membershipBadge(user.membershipType);
  const passes = user.guestPasses?.text;
  return (
    <Paper
      withBorder
      shadow="sm"
      p="lg"
      className={classes.card}
      aria-label="Profile"
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
          {badge}
        </Badge>
        <Divider />
        <dl className={classes.facts}>
          <div>
            <dt>Member Since</dt>
            <dd>{formatDate(new Date(user.createdAt), zone)}</dd>
          </div>
          <div>
            <dt>Account Type</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
          </div>
          <div className={classes.wide}>
            <dt>Plan</dt>
            <dd>
              {PLAN_NAMES[user.membershipType]}
              {user.membershipType !== 'none' && (
                <Text component="span" display="block" size="sm" c="dimmed" fw={500}>
                  {planHoursText(user.hoursRemaining)}
                  {user.hoursRemaining !== null && `, renews ${formatDate(renews, zone)}`}
                </Text>
              )}
              {passes && (
                <Text component="span" display="block" size="sm" c="dimmed" fw={500}>
                  {passes}
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
