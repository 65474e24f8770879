import { useLingui } from '@lingui/react/macro';
import { Burger, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithData } from '../../lib/lazyWithData';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Logo } from '../Logo/Logo';
import { VisitorLinks } from './VisitorLinks';

// Who is signed in is the API's answer: the links that depend on it are an island, its code (and
// the data layer's) after the page's. The prerendered bar and the fallback are a visitor's links;
// a member's replace them once the island has loaded and `auth.me` has answered.
const AccountLinks = lazyWithData(() => import('./AccountLinks').then((m) => m.AccountLinks));

interface NavBarProps {
  mobileOpen: boolean;
  onToggleMobile: () => void;
  onCloseMobile: () => void;
}

/** The 5rem bar: logo, desktop links (md and up), the language switch, and the hamburger below md. */
export function NavBar({ mobileOpen, onToggleMobile, onCloseMobile }: NavBarProps) {
  const { t } = useLingui();
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Logo onNavigate={onCloseMobile} />
        <Group gap="md" wrap="nowrap">
          <Group gap="sm" visibleFrom="md" wrap="nowrap" component="nav" aria-label={t`Main`}>
            <Suspense fallback={<VisitorLinks />}>
              <AccountLinks />
            </Suspense>
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
