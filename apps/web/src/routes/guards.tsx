import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** Where /auth sends a member back to after login (set when a guard redirected them). */
export interface AuthRedirectState {
  from?: string;
}

/** Signed-in pages: a spinner while the user loads, /auth for visitors. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    const state: AuthRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}

/** Admin pages: visitors go to /auth, signed-in non-admins to the home page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    const state: AuthRedirectState = { from: location.pathname };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
