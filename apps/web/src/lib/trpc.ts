import type { AppRouter } from '@club/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** Same origin: the session cookie travels with every call. */
export function createApiClient() {
  return createTRPCClient<AppRouter>({
    // at most the API's maxBatchSize (apps/api/src/app.ts) calls per request
    links: [httpBatchLink({ url: '/trpc', maxItems: 10 })],
  });
}
