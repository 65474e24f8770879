import type { TUser } from '@club/contract';
import { Avatar, Button, Menu } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconLogout,
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
    <Menu position="bottom-end" width={220} shadow="lg" withinPortal>
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
        <Menu.Label>My Account</Menu.Label>
        <Menu.Item
          component={Link}
          to="/account"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          Account Overview
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/account?tab=bookings"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
        >
          My Bookings
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/account?tab=leagues"
          leftSection={<IconTrophy size={16} aria-hidden />}
        >
          My Leagues
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
