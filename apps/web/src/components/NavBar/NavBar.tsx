import { Burger, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithData } from '../../lib/lazyWithData';
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

/** The 5rem bar: logo, desktop links (md and up), and the hamburger below md. */
export function NavBar({ mobileOpen, onToggleMobile, onCloseMobile }: NavBarProps) {
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Logo onNavigate={onCloseMobile} />
        <Group gap="sm" visibleFrom="md" wrap="nowrap" component="nav" aria-label="Main">
          <Suspense fallback={<VisitorLinks />}>
            <AccountLinks />
          </Suspense>
        </Group>
        <Burger
          opened={mobileOpen}
          onClick={onToggleMobile}
          hiddenFrom="md"
          color="white"
          aria-label={mobileOpen ? 'Close navigation menu' : 'Open navigation menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
        />
      </Group>
    </Container>
  );
}
