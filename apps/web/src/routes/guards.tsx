import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { SITE_NAME } from '../hooks/usePageMeta';
import { returnTo } from '../lib/authRedirect';

/** The club's name as the title of a member page until the page names itself (usePageTitle). */
function MemberPage({ children }: { children: ReactNode }) {
  return (
    <>
      <title>{SITE_NAME}</title>
      {children}
    </>
  );
}

/** Layout route of the signed-in pages: a spinner while the user loads, /auth for visitors. */
export function RequireUser() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (!isLoading && !user) {
    return <Navigate to="/auth" replace state={returnTo(location.pathname + location.search)} />;
  }
  return <MemberPage>{isLoading ? <PageLoader /> : <Outlet />}</MemberPage>;
}

/** Layout route of the admin pages: visitors go to /auth, signed-in non-admins to the home page. */
export function RequireAdmin() {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const location = useLocation();
  if (!isLoading && !user) {
    return <Navigate to="/auth" replace state={returnTo(location.pathname)} />;
  }
  if (!isLoading && !isAdmin) return <Navigate to="/" replace />;
  return <MemberPage>{isLoading ? <PageLoader /> : <Outlet />}</MemberPage>;
}
