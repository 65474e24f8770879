import { membersOnlyViolation } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { location } = useClubLocations();
  const { user } = useCurrentUser();
  const refused =
    location && user ? membersOnlyViolation(location.membersOnly, user.membershipType) : null;
  // the domain's PLAN_MESSAGES.membersOnly, in the screens' language
  return refused && t`Bookings are for members. Book a free demo or choose a plan to join.`;
}

/** The refusal with the two ways in: a free demo, or a plan. */
export function MembersOnlyAlert({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t`Members only`}>
      {message}
      <Group gap="sm" mt="md">
        <Button component={Link} to="/demo-booking">
          <Trans>Book a Free Demo</Trans>
        </Button>
        <Button component={Link} to="/memberships" variant="default">
          <Trans>See Membership Plans</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
