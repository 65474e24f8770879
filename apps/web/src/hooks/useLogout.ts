import { matchQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { readApiError } from '../lib/apiError';
import { toast } from '../lib/toast';
import { useTRPC } from '../lib/trpc';
import { useSetCurrentUser } from './useCurrentUser';

/** Logs out, clears the current user and every cached member query, then goes home. */
export function useLogout(onDone?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        // Leave the page first (committed at once): a guarded page would send the visitor to /auth.
        await navigate('/', { flushSync: true });
        // A member's data must not outlive their session on a shared device.
        const me = trpc.auth.me.queryFilter();
        queryClient.removeQueries({ predicate: (query) => !matchQuery(me, query) });
        setCurrentUser(null);
        onDone?.();
      },
      onError: (error) => {
        toast({
          title: 'Logout failed',
          description: readApiError(error).message,
          variant: 'destructive',
        });
      },
    }),
  );
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
