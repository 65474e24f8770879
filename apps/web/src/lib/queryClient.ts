import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: no retries, data never goes stale by time, no refetch on window focus, no
 * polling. Mutations say which queries they change.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
