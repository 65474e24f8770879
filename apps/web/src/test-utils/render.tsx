import type { AppRouter } from '@club/api';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queries, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '../lib/router';
import { afterEach } from 'vitest';
import { Toaster } from '../components/Toaster/Toaster';
import { createQueryClient } from '../lib/queryClient';
import { createRpc } from '../lib/rpc';
import { SessionProvider } from '../lib/session';
import { trpc, TRPCProvider } from '../lib/trpc';
import { theme } from '../theme';
import type { FakeApi } from './fakeApi';
import { fakeApi } from './fakeApi';

export interface RenderOptions {
  /** The address the screen is shown at (MemoryRouter). */
  route?: string;
  /** The stand-in server; by default signed out, with the club's one location. */
  api?: FakeApi;
}

export type Rendered = ReturnType<typeof render> & {
  user: ReturnType<typeof userEvent.setup>;
  api: FakeApi;
};

// Toasts live in a store outside React: none may leak into the next test.
afterEach(() => notifications.clean());

/**
 * Renders a screen as the app does: the app's Mantine theme (transitions and portals off, as
 * Mantine advises for tests), a router, the session (current user), the query client with the
 * app's defaults and the real tRPC client, both sending every call to `api`, and the toast area.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const api = options.api ?? fakeApi();
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://club.test/trpc', fetch: api.fetch })],
  });
  const reactClient = trpc.createClient({
    links: [httpLink({ url: 'http://club.test/trpc', fetch: api.fetch })],
  });
  const rpc = createRpc({ url: 'http://club.test/trpc', fetch: api.fetch, batch: false });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <SessionProvider rpc={rpc}>
          <trpc.Provider client={reactClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
                <Toaster />
                <MemoryRouter initialPath={options.route}>{children}</MemoryRouter>
              </TRPCProvider>
            </QueryClientProvider>
          </trpc.Provider>
        </SessionProvider>
      </MantineProvider>
    );
  }
  const user = userEvent.setup({ delay: null });
  return { ...render(ui, { wrapper: Providers, queries }), user, api };
}
