import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useLogout } from '../../hooks/useLogout';
import classes from './MobileMenu.module.css';

/** The phone menu; it closes when a link is chosen and after logout. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, isAdmin } = useCurrentUser();
  const { logout, isPending } = useLogout(onClose);
  const { t } = useLingui();

  const link = (to: string, label: string, primary = false) => (
    <Button
      component={Link}
      to={to}
      onClick={onClose}
      size="md"
      fullWidth
      justify="flex-start"
      variant={primary ? 'filled' : 'subtle'}
      color={primary ? 'gold.4' : 'gray.0'}
      c={primary ? 'dark.9' : 'white'}
      className={classes.link}
    >
      {label}
    </Button>
  );

  if (!user) {
    return (
      <Stack gap="xs" p="md">
        {link('/auth', t`Member Login`)}
        {link('/join-membership', t`Become a Member`, true)}
        {link('/demo-booking', t`Book a Demo`)}
      </Stack>
    );
  }

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Stack gap="xs" p="md">
      <Group gap="sm" wrap="nowrap" px="sm" py="xs">
        <Avatar
          radius="xl"
          color="gold"
          variant="filled"
          // the club's gold with dark initials, as the Book Now button (white on filled gold is below 4.5:1)
          styles={{ placeholder: { background: 'var(--club-gold)', color: 'var(--club-night)' } }}
        >
          {initials}
        </Avatar>
        <div className={classes.who}>
          <Text fw={600} c="white" truncate>
            {user.firstName} {user.lastName}
          </Text>
          <Text size="sm" className={classes.email} truncate>
            {user.email}
          </Text>
        </div>
      </Group>
      <Divider color="rgba(246, 243, 234, 0.15)" />
      {link('/account', t`My Account`)}
      {link('/booking', t`Book Now`, true)}
      {link('/lessons', t`Lessons`)}
      {link('/leagues', t`Leagues`)}
      {isAdmin && link('/admin', t`Admin Panel`)}
      <Divider color="rgba(246, 243, 234, 0.15)" />
      <Button
        onClick={logout}
        loading={isPending}
        size="md"
        fullWidth
        justify="flex-start"
        variant="subtle"
        color="red.3"
        c="red.3"
        leftSection={<IconLogout size={18} aria-hidden />}
        className={classes.link}
      >
        <Trans>Logout</Trans>
      </Button>
    </Stack>
  );
}
