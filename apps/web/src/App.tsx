import { useEffect } from 'react';
import type { DataRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './lib/AppProviders';

export { routes } from './routes/routes';

interface AppProps {
  router: DataRouter;
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
export function App({ router }: AppProps) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <HydrationMark />
    </AppProviders>
  );
}
