import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './lib/AppProviders';
import type { TrpcClient } from './lib/trpc';

export { routes } from './routes/routes';

interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}

/**
 * Marks the document once React has taken over the prerendered page (`<html data-hydrated>`):
 * from then on its buttons answer. Browser tests wait for it before they click.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** The app in the browser: the providers around the route table's router. */
export function App({ router, queryClient, trpcClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
      <HydrationMark />
    </AppProviders>
  );
}
