import type { AppRouter } from '@club/api';
import type { HTTPBatchLinkOptions } from '@trpc/client';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** The app's one typed API: `trpc.<router>.<procedure>.useQuery()` / `.useMutation()`, `trpc.useUtils()`. */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** The API's address and transport: same origin (the session cookie travels with every call). */
export interface TrpcTarget {
  url: string;
  /** Tests hand in their stand-in server. */
  fetch?: HTTPBatchLinkOptions<never>['fetch'];
}

const SAME_ORIGIN: TrpcTarget = { url: '/trpc' };

export function createTrpcClient(target: TrpcTarget = SAME_ORIGIN) {
  // at most the API's maxBatchSize (apps/api/src/app.ts) calls per request
  return trpc.createClient({ links: [httpBatchLink({ ...target, maxItems: 10 })] });
}
