import { membersOnlyViolation } from '@club/domain';
import { Alert, Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useCurrentUser } from '../../hooks/useCurrentUser';

/**
 * Members-only booking (a club setting): why an account without a plan cannot book or register,
 * said before they try (the API refuses with the same words), or null when they can.
 */
export function useMembersOnlyRefusal(): string | null {
  const { location } = useClubLocations();
  const { user } = useCurrentUser();
  return location && user ? membersOnlyViolation(location.membersOnly, user.membershipType) : null;
}

/** The refusal with the two ways in: a free demo, or a plan. */
export function MembersOnlyAlert({ message }: { message: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title="Members only">
      {message}
      <Group gap="sm" mt="md">
        <Button component={Link} to="/demo-booking">
          Book a Free Demo
        </Button>
        <Button component={Link} to="/memberships" variant="default">
          See Membership Plans
        </Button>
      </Group>
    </Alert>
  );
}
