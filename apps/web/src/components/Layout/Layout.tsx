import { Trans, useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { Footer } from '../Footer/Footer';
import { lazyWithData } from '../../lib/lazyWithData';
import { isRouteHandle } from '../../lib/routeHandle';
import { NavBar } from '../NavBar/NavBar';
import { PageLoader } from '../PageLoader/PageLoader';
import classes from './Layout.module.css';

// The phone menu's code (and what logout needs, the data layer's) loads when it is first opened.
const MobileMenu = lazyWithData(() =>
  import('../MobileMenu/MobileMenu').then((module) => module.MobileMenu),
);

/**
 * Bar on top, the page, the footer. Below md the bar's hamburger opens the mobile menu.
 * The footer sits outside <main> so it is the page's contentinfo landmark.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (opened && !menuWanted) setMenuWanted(true);
  // Member and admin pages and unknown paths stay out of search results; visitor pages are indexed.
  const indexable = useMatches().some(({ handle }) => isRouteHandle(handle) && handle.indexable);
  return (
    // The bar and the phone menu are plain fixed elements (Mantine's AppShell, for this one
    // layout, would add its scroll lock and transitions to every page's first load).
    <>
      {!indexable && <meta name="robots" content="noindex" />}
      <a href="#main" className={classes.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <header className={classes.header}>
        <NavBar mobileOpen={opened} onToggleMobile={toggle} onCloseMobile={close} />
      </header>
      <nav
        id="mobile-menu"
        aria-label={t`Mobile`}
        // Closed, the panel is only moved off-screen: keep it out of reach of keyboards and readers.
        inert={!opened}
        className={opened ? classes.navbar : `${classes.navbar} ${classes.navbarClosed}`}
      >
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu onClose={close} />
          </Suspense>
        )}
      </nav>
      <div className={classes.frame}>
        <main id="main" className={classes.page} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </main>
        <Footer />
      </div>
    </>
  );
}
