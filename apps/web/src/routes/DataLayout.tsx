import { Outlet } from 'react-router-dom';
import { DataProvider } from '../lib/DataProvider';

/**
 * Layout route of the pages that are all API (a guest's waiver, the member and admin pages, their
 * guards): the app's one tRPC client and query cache around them. A lazy route, so visitor pages
 * never load it.
 */
export function DataLayout() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}
