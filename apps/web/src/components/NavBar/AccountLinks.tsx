import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { VisitorLinks } from './VisitorLinks';

// Only members see it: visitors never download the menu (and logout) code.
const UserMenu = lazy(() => import('../UserMenu/UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * The bar's links for who is signed in: a visitor's until `auth.me` says otherwise (the
 * prerendered page is the visitor's), then a member's, with the admin's link for an admin.
 */
export function AccountLinks() {
  const { user, isAdmin } = useCurrentUser();
  if (!user) return <VisitorLinks />;
  return (
    <>
      {isAdmin && (
        <Button
          component={Link}
          to="/admin"
          variant="outline"
          color="gold.4"
          leftSection={<IconShieldLock size={18} aria-hidden />}
        >
          <Trans>Admin Panel</Trans>
        </Button>
      )}
      <Button component={Link} to="/booking" color="gold.4" c="dark.9">
        <Trans>Book Now</Trans>
      </Button>
      <Button component={Link} to="/lessons" variant="subtle" color="gray.0" c="white">
        <Trans>Lessons</Trans>
      </Button>
      <Button component={Link} to="/leagues" variant="subtle" color="gray.0" c="white">
        <Trans>Leagues</Trans>
      </Button>
      <Suspense fallback={null}>
        <UserMenu user={user} />
      </Suspense>
    </>
  );
}
