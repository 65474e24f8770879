import { startTransition } from 'react';
import { useNavigate } from '../lib/router';
import { readApiError } from '../lib/apiError';
import { toast } from '../lib/toast';
import { useRpcMutation } from './useRpcMutation';
import { useSetCurrentUser } from './useCurrentUser';

/** Logs out, clears the current user and every cached member query, then goes home. */
export function useLogout(onDone?: () => void) {
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  const mutation = useRpcMutation('auth.logout', {
    onSuccess: () => {
      // Leave the page and forget the user in one commit: a guarded page must never see the
      // visitor and send them to /auth. Clearing the user also empties the member query cache.
      startTransition(() => {
        navigate('/');
        setCurrentUser(null);
      });
      onDone?.();
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: readApiError(error).message,
        variant: 'destructive',
      });
    },
  });
  return { logout: () => mutation.mutate(undefined), isPending: mutation.isPending };
}
