import type { AppRouter } from '@club/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { createTRPCReact } from '@trpc/react-query';

/** The app's one typed API: `trpc.<router>.<procedure>.useQuery()` / `.useMutation()`, `trpc.useUtils()`. */
export const trpc = createTRPCReact<AppRouter>();

/** Same origin: the session cookie travels with every call. */
export function createTrpcClient() {
  return trpc.createClient({
    // at most the API's maxBatchSize (apps/api/src/app.ts) calls per request
    links: [httpBatchLink({ url: '/trpc', maxItems: 10 })],
  });
}

// Old client (@trpc/tanstack-react-query): removed once every screen uses `trpc` above.
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', maxItems: 10 })],
  });
}
