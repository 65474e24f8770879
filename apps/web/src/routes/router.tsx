import type { ComponentType, ReactNode } from 'react';
import { lazy } from 'react';
import { Layout } from '../components/Layout/Layout';
import { useLocation } from '../lib/router';
import { RequireAdmin, RequireUser } from './guards';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A member or admin page with TanStack Query and the tRPC client around it: both load with the
 * first such page, never with a visitor page.
 */
function memberPage(load: () => PageModule) {
  return lazy(async () => {
    const [{ default: Page }, { ApiProvider }] = await Promise.all([
      load(),
      import('../lib/ApiProvider'),
    ]);
    return {
      default: function MemberPage() {
        return (
          <ApiProvider>
            <Page />
          </ApiProvider>
        );
      },
    };
  });
}

// One chunk per page: visitors never download member or admin screens.
const HomePage = lazy(() => import('../pages/HomePage'));
const AuthPage = lazy(() => import('../pages/AuthPage'));
const PlansPage = lazy(() => import('../pages/PlansPage'));
const DemoBookingPage = lazy(() => import('../pages/DemoBookingPage'));
const BookingPage = memberPage(() => import('../pages/BookingPage'));
const LeaguesPage = memberPage(() => import('../pages/LeaguesPage'));
const AccountPage = memberPage(() => import('../pages/AccountPage'));
const AdminPage = memberPage(() => import('../pages/AdminPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** `pathname` as the table's keys are written: as react-router matched, any case, trailing `/` optional. */
export function routeKey(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape matches nothing but the 404 page.
  }
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/** The page at `pathname`: the route table of spec section 2 (plans at both paths: DECISIONS.md gap 2). */
function pageAt(pathname: string): ReactNode {
  switch (routeKey(pathname)) {
    case '/':
      return <HomePage />;
    case '/auth':
      return <AuthPage />;
    case '/memberships':
    case '/join-membership':
      return <PlansPage />;
    case '/demo-booking':
      return <DemoBookingPage />;
    case '/booking':
      return (
        <RequireUser>
          <BookingPage />
        </RequireUser>
      );
    case '/leagues':
      return (
        <RequireUser>
          <LeaguesPage />
        </RequireUser>
      );
    case '/account':
      return (
        <RequireUser>
          <AccountPage />
        </RequireUser>
      );
    case '/admin':
      return (
        <RequireAdmin>
          <AdminPage />
        </RequireAdmin>
      );
    default:
      return <NotFoundPage />;
  }
}

/** The layout around the page at the current address. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <Layout>{pageAt(pathname)}</Layout>;
}
