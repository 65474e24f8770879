import type { TUser } from '@club/contract';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { trpc } from '../lib/trpc';
import { useHydrated } from './useHydrated';

export interface CurrentUser {
  /** The signed-in user, or null when signed out (or when the lookup failed). */
  user: TUser | null;
  /** True until the first answer of `auth.me` arrives (a prerendered page is drawn in this state). */
  isLoading: boolean;
  isAdmin: boolean;
}

/** Who is signed in: the `auth.me` query. */
export function useCurrentUser(): CurrentUser {
  const me = trpc.auth.me.useQuery();
  // A prerendered page is a visitor's: that is what it hydrates as, even when the answer is in.
  const hydrated = useHydrated();
  const user = hydrated ? (me.data ?? null) : null;
  return { user, isLoading: !hydrated || me.isPending, isAdmin: user?.role === 'admin' };
}

/**
 * Sets the current user after login or registration; after logout (`null`) it also forgets every
 * other cached query, so a member's data never outlives their session on a shared device.
 */
export function useSetCurrentUser(): (user: TUser | null) => void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    (user: TUser | null) => {
      if (user === null) {
        const me = JSON.stringify(getQueryKey(trpc.auth.me, undefined, 'query'));
        queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== me });
      }
      utils.auth.me.setData(undefined, user);
    },
    [utils, queryClient],
  );
}
