import { queries, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../lib/AppProviders';
import { TrpcProviders } from '../lib/DataProvider';
import { createQueryClient } from '../lib/queryClient';
import { httpLink } from '@trpc/client';
import { trpc } from '../lib/trpc';
import type { FakeApi } from './fakeApi';
import { fakeApi } from './fakeApi';

export interface RenderOptions {
  /** The address the screen is shown at (a memory router). */
  route?: string;
  /** The stand-in server; by default signed out, with the club's one location. */
  api?: FakeApi;
}

export type Rendered = ReturnType<typeof render> & {
  user: ReturnType<typeof userEvent.setup>;
  api: FakeApi;
  /** Where the memory router is (`router.state.location`). */
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders as the app does: the app's providers (Mantine with the app's theme in its documented
 * test mode, the toast area) and, around the whole screen, the tRPC client and a query client with
 * the app's rules (in the app, the parts that call the API bring them: lib/DataProvider, which adds
 * nothing inside these), with every call sent to `api`, around a memory router. `routes` (the app's table) or `ui` at any path.
 */
function renderApp(routes: RouteObject[], options: RenderOptions): Rendered {
  const api = options.api ?? fakeApi();
  const target = { url: 'http://club.test/trpc', fetch: api.fetch };
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <AppProviders env="test">
      <TrpcProviders
        queryClient={createQueryClient()}
        // unbatched: the stand-in server answers one procedure per request
        trpcClient={trpc.createClient({ links: [httpLink(target)] })}
      >
        <RouterProvider router={router} />
      </TrpcProviders>
    </AppProviders>,
    { queries },
  );
  return { ...rendered, user, api, router };
}

/** One screen, shown at `options.route` (any path). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  return renderApp([{ path: '*', element: ui }], options);
}

/** The app's route table at `options.route`. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}): Rendered {
  return renderApp(routes, options);
}
