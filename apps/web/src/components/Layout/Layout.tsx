import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../Footer/Footer';
import { useRobotsMeta } from '../../hooks/usePageMeta';
import { NavBar } from '../NavBar/NavBar';
import { PageLoader } from '../PageLoader/PageLoader';
import classes from './Layout.module.css';

// The phone menu's code (and what logout needs) loads when the menu is first opened.
const MobileMenu = lazy(() =>
  import('../MobileMenu/MobileMenu').then((module) => ({ default: module.MobileMenu })),
);

/**
 * Bar on top, the page, the footer. Below md the bar's hamburger opens the mobile menu.
 * The footer sits outside <main> so it is the page's contentinfo landmark.
 */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (opened && !menuWanted) setMenuWanted(true);
  useRobotsMeta(useLocation().pathname);
  return (
    <AppShell
      header={{ height: '5rem' }}
      navbar={{ width: 320, breakpoint: 'md', collapsed: { mobile: !opened, desktop: true } }}
      classNames={{ header: classes.header, navbar: classes.navbar }}
    >
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <AppShell.Header>
        <NavBar mobileOpen={opened} onToggleMobile={toggle} onCloseMobile={close} />
      </AppShell.Header>
      <AppShell.Navbar
        id="mobile-menu"
        aria-label="Mobile"
        hiddenFrom="md"
        // Closed, the panel is only moved off-screen: keep it out of reach of keyboards and readers.
        inert={!opened}
        className={opened ? undefined : classes.navbarClosed}
      >
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu onClose={close} />
          </Suspense>
        )}
      </AppShell.Navbar>
      <div className={classes.frame}>
        <main id="main" className={classes.page} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </AppShell>
  );
}
