import type { ComponentType } from 'react';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/Layout/Layout';
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

/**
 * The route table of spec section 2 (plans at both paths: DECISIONS.md gap 2). Declarative
 * routes: the app loads no data before a page, so the data router's code is not needed.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/memberships" element={<PlansPage />} />
        <Route path="/join-membership" element={<PlansPage />} />
        <Route path="/demo-booking" element={<DemoBookingPage />} />
        <Route
          path="/booking"
          element={
            <RequireUser>
              <BookingPage />
            </RequireUser>
          }
        />
        <Route
          path="/leagues"
          element={
            <RequireUser>
              <LeaguesPage />
            </RequireUser>
          }
        />
        <Route
          path="/account"
          element={
            <RequireUser>
              <AccountPage />
            </RequireUser>
          }
        />
        <Route
          path="/admin"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
