import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { returnTo } from '../lib/authRedirect';

/** Layout route of the signed-in pages: a spinner while the user loads, /auth for visitors. */
export function RequireUser() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return <Navigate to="/auth" replace state={returnTo(location.pathname + location.search)} />;
  }
  return <Outlet />;
}

/** Layout route of the admin pages: visitors go to /auth, signed-in non-admins to the home page. */
export function RequireAdmin() {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return <Navigate to="/auth" replace state={returnTo(location.pathname)} />;
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
