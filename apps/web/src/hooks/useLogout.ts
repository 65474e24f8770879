import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { readApiError } from '../lib/apiError';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { useSetCurrentUser } from './useCurrentUser';

/** Logs out, goes home, then clears the current user and every cached member query. */
export function useLogout(onDone?: () => void) {
  const { t } = useLingui();
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      // Leave the page first, rendered at once rather than in a transition: a guarded page still
      // on screen would see the visitor and send them to /auth.
      await navigate('/', { flushSync: true });
      setCurrentUser(null);
      onDone?.();
    },
    onError: (error) => {
      toast({
        title: t`Logout failed`,
        description: readApiError(error).message,
        variant: 'destructive',
      });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
