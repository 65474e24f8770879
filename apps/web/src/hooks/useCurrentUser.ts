import type { TUser } from '@club/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../lib/trpc';

export interface CurrentUser {
  /** The signed-in user, or null when signed out (or when the lookup failed). */
  user: TUser | null;
  /** True until the first answer of `auth.me` arrives. */
  isLoading: boolean;
  isAdmin: boolean;
}

export function useCurrentUser(): CurrentUser {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const user = me.data ?? null;
  return { user, isLoading: me.isPending, isAdmin: user?.role === 'admin' };
}

/** Sets (or clears) the current user after login, registration or logout (spec section 4). */
export function useSetCurrentUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (user: TUser | null) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
    },
    [queryClient, trpc],
  );
}
