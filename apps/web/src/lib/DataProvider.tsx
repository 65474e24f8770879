import type { QueryClient } from '@tanstack/react-query';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { createQueryClient } from './queryClient';
import type { TrpcClient } from './trpc';
import { createTrpcClient, trpc } from './trpc';

export interface TrpcProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

/** The tRPC client and the query cache `trpc.<router>.<procedure>` hooks read (tests hand in theirs). */
export function TrpcProviders({ queryClient, trpcClient, children }: TrpcProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

// The app's one query cache and tRPC client, made when the first part of a page that needs the API
// loads this module: every such part (the bar's account links, the footer's contact, a form, the
// member area) reads and writes the same cache, so `auth.me` is asked once and a login shows at once
// everywhere.
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

/**
 * Around a part of a page that calls the API: the app's one tRPC client and query cache. Inside
 * providers already (the member area around a page's part, component tests' own clients) it adds
 * nothing, so there is always one cache per page.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return (
    <TrpcProviders queryClient={queryClient} trpcClient={trpcClient}>
      {children}
    </TrpcProviders>
  );
}
