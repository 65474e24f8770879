import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '../components/Toaster/Toasts';
import { cssVariablesResolver, theme } from '../theme';
import type { TrpcClient } from './trpc';
import { trpc } from './trpc';

export interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** Mantine's `env="test"` (no transitions, no portals) in component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * What every page renders inside, in the browser, in the prerender and in component tests:
 * Mantine with the app's theme, the one tRPC client and query cache, and the toast area.
 */
export function AppProviders({ queryClient, trpcClient, env, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Toasts />
          {children}
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
