import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { returnTo } from '../lib/authRedirect';

/** Signed-in pages: a spinner while the user loads, /auth for visitors. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return <Navigate to="/auth" replace state={returnTo(location.pathname + location.search)} />;
  }
  return children;
}

/** Admin pages: visitors go to /auth, signed-in non-admins to the home page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return <Navigate to="/auth" replace state={returnTo(location.pathname)} />;
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
