import { Trans, useLingui } from '@lingui/react/macro';
import { Burger, Button, Container, Group } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Logo } from '../Logo/Logo';

// Only members see it: visitors never download the menu (and logout) code.
const UserMenu = lazy(() => import('../UserMenu/UserMenu').then((m) => ({ default: m.UserMenu })));

interface NavBarProps {
  mobileOpen: boolean;
  onToggleMobile: () => void;
  onCloseMobile: () => void;
}

/** The 5rem bar: logo, desktop links (md and up), and the hamburger below md. */
export function NavBar({ mobileOpen, onToggleMobile, onCloseMobile }: NavBarProps) {
  // A visitor's links until `auth.me` says otherwise: the prerendered page is the visitor's.
  const { user, isAdmin } = useCurrentUser();
  const { t } = useLingui();
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Logo onNavigate={onCloseMobile} />
        <Group gap="md" wrap="nowrap">
          <Group gap="sm" visibleFrom="md" wrap="nowrap" component="nav" aria-label={t`Main`}>
            {user ? (
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
            ) : (
              <>
                <Button component={Link} to="/auth" variant="subtle" color="gray.0" c="white">
                  <Trans>Member Login</Trans>
                </Button>
                <Button component={Link} to="/join-membership" color="gold.4" c="dark.9">
                  <Trans>Become a Member</Trans>
                </Button>
              </>
            )}
          </Group>
          <LanguageSwitch />
          <Burger
            opened={mobileOpen}
            onClick={onToggleMobile}
            hiddenFrom="md"
            color="white"
            aria-label={mobileOpen ? t`Close navigation menu` : t`Open navigation menu`}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
          />
        </Group>
      </Group>
    </Container>
  );
}
