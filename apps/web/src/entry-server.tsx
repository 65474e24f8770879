// The prerender's entry (vite/prerender.ts): the same providers and route table as the browser,
// rendered to HTML at build time with React Router's static handler.
import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './App';
import { AppProviders } from './lib/AppProviders';
import { isRouteHandle } from './lib/routeHandle';

/** The address the not-found page is prerendered at (any path that no route names). */
export const NOT_FOUND_PATH = '/404';

/** Every path of the route table, and the not-found page's; none with a parameter (one person's page). */
export function prerenderPaths(table: RouteObject[] = routes, base = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [NOT_FOUND_PATH];
    if (route.path?.includes(':')) return [];
    const here = route.path ? `${base}/${route.path}` : base;
    if (route.children) return prerenderPaths(route.children, here);
    return [here || '/'];
  });
}

export interface Prerendered {
  /** The app's HTML, React's hoisted `<title>`/`<meta>` first. */
  html: string;
  /** Build manifest keys of the page modules the route loaded (their chunks are preloaded). */
  pages: string[];
  indexable: boolean;
}

/** The page at `path` as a visitor sees it before `auth.me` answers. */
export async function render(path: string): Promise<Prerendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy component (a page's own React.lazy parts too).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        {/* No hydration data: no route has a loader, and the site's CSP forbids inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in place: no script may put it there (CSP, and visitors without JS).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  const handles = context.matches.flatMap(({ route }) =>
    isRouteHandle(route.handle) ? [route.handle] : [],
  );
  return {
    html,
    pages: handles.map((handle) => handle.page),
    indexable: handles.some((handle) => handle.indexable),
  };
}
