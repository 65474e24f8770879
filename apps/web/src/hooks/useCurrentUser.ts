import type { TUser } from '@club/contract';
import { useSession } from '../lib/session';

export interface CurrentUser {
  /** The signed-in user, or null when signed out (or when the lookup failed). */
  user: TUser | null;
  /** True until the first answer of `auth.me` arrives. */
  isLoading: boolean;
  isAdmin: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { user, isLoading } = useSession();
  return { user, isLoading, isAdmin: user?.role === 'admin' };
}

/** Sets (or clears) the current user after login, registration or logout (spec section 4). */
export function useSetCurrentUser(): (user: TUser | null) => void {
  return useSession().setUser;
}
