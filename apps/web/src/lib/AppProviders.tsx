import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Toasts } from '../components/Toaster/Toasts';
import { cssVariablesResolver, theme } from '../theme';

export interface AppProvidersProps {
  /** Mantine's `env="test"` (no transitions, no portals) in component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * What every page renders inside, in the browser, in the prerender and in component tests:
 * Mantine with the app's theme and the toast area. The tRPC client and query cache are not here:
 * the parts that call the API bring them when they load (lib/DataProvider, lib/lazyWithData), so a
 * visitor page's first scripts hold neither.
 */
export function AppProviders({ env, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Toasts />
      {children}
    </MantineProvider>
  );
}
