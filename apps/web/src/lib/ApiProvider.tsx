import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './queryClient';
import { onSignOut } from './session';
import { createApiClient, createTrpcClient, trpc, TRPCProvider } from './trpc';

interface ApiClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createApiClient>;
  reactClient: ReturnType<typeof createTrpcClient>;
}

let clients: ApiClients | undefined;

/** One query cache for the whole visit, made when the first member screen opens. */
function apiClients(): ApiClients {
  if (!clients) {
    const queryClient = createQueryClient();
    // A member's data must not outlive their session on a shared device.
    onSignOut(() => queryClient.clear());
    clients = { queryClient, trpcClient: createApiClient(), reactClient: createTrpcClient() };
  }
  return clients;
}

/**
 * TanStack Query and the tRPC client for member and admin screens. Visitor pages never load it
 * (routes/router.tsx wraps only the member pages' lazy modules in it).
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient, reactClient } = apiClients();
  return (
    <trpc.Provider client={reactClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
