import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { pathAfterLogin } from '../../lib/authRedirect';

/**
 * While `auth.me` loads the login form shows (the prerendered page); a member is sent on. Its own
 * component, so the answer re-renders nothing else: an update reaching the login form before its
 * code has arrived makes React drop the prerendered form for the loader (it blinked and moved).
 */
export function SignedInRedirect() {
  const { user } = useCurrentUser();
  const location = useLocation();
  return user ? <Navigate to={pathAfterLogin(location.state)} replace /> : null;
}
