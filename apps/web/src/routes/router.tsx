import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../components/Layout/Layout';
import { RequireAdmin, RequireUser } from './guards';

// One chunk per page: visitors never download member or admin screens.
const HomePage = lazy(() => import('../pages/HomePage'));
const AuthPage = lazy(() => import('../pages/AuthPage'));
const PlansPage = lazy(() => import('../pages/PlansPage'));
const DemoBookingPage = lazy(() => import('../pages/DemoBookingPage'));
const BookingPage = lazy(() => import('../pages/BookingPage'));
const LeaguesPage = lazy(() => import('../pages/LeaguesPage'));
const AccountPage = lazy(() => import('../pages/AccountPage'));
const AdminPage = lazy(() => import('../pages/AdminPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** The route table of spec section 2 (plans at both paths: DECISIONS.md gap 2). */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/memberships', element: <PlansPage /> },
      { path: '/join-membership', element: <PlansPage /> },
      { path: '/demo-booking', element: <DemoBookingPage /> },
      {
        path: '/booking',
        element: (
          <RequireUser>
            <BookingPage />
          </RequireUser>
        ),
      },
      {
        path: '/leagues',
        element: (
          <RequireUser>
            <LeaguesPage />
          </RequireUser>
        ),
      },
      {
        path: '/account',
        element: (
          <RequireUser>
            <AccountPage />
          </RequireUser>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
