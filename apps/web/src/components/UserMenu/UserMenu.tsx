import type { TUser } from '@club/contract';
import { Trans } from '@lingui/react/macro';
import { Avatar, Button, Menu } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconLogout,
  IconSchool,
  IconTrophy,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../hooks/useLogout';

/** Desktop user dropdown: the member's name, their account pages and Logout. */
export function UserMenu({ user }: { user: TUser }) {
  const { logout, isPending } = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    // No focus placeholder: a focusable div inside role=menu breaks the menu's ARIA (axe
    // aria-required-children); the keyboard still opens it and moves through its items.
    <Menu
      position="bottom-end"
      width={220}
      shadow="lg"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          c="white"
          leftSection={
            <Avatar size={28} radius="xl" color="dark" variant="filled" autoContrast>
              {initials}
            </Avatar>
          }
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={isPending}
        >
          {fullName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>My Account</Trans>
        </Menu.Label>
        <Menu.Item
          component={Link}
          to="/account"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          <Trans>Account Overview</Trans>
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/account?tab=bookings"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
        >
          <Trans>My Bookings</Trans>
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/account?tab=lessons"
          leftSection={<IconSchool size={16} aria-hidden />}
        >
          <Trans>My Lessons</Trans>
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/account?tab=leagues"
          leftSection={<IconTrophy size={16} aria-hidden />}
        >
          <Trans>My Leagues</Trans>
        </Menu.Item>
        <Menu.Divider />
        {/* red.9: red.6 on white is 3.3:1, below the 4.5:1 text needs */}
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={logout}
        >
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
