import type { ComponentType } from 'react';
import { lazy } from 'react';

/**
 * `React.lazy` for a part of a visitor page that calls the API (an island): its code and the data
 * layer's (TanStack Query, the tRPC client, lib/DataProvider) load together after the page's, and it
 * renders inside the app's one query cache. Until then the prerendered HTML stays as it is, and React
 * hydrates the part in place when its code arrives (selective hydration): the part's first render
 * must be the one the prerender drew (a visitor's, before `auth.me` answers).
 */
export function lazyWithData<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ DataProvider }, Component] = await Promise.all([import('./DataProvider'), load()]);
    function WithData(props: P) {
      return (
        <DataProvider>
          <Component {...props} />
        </DataProvider>
      );
    }
    // eslint-disable-next-line lingui/no-unlocalized-strings -- React DevTools' name of the component
    WithData.displayName = `WithData(${Component.displayName ?? Component.name})`;
    return { default: WithData };
  });
}
