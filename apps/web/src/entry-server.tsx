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
import { activateLocale } from './i18n/i18n';
import type { Locale } from './i18n/locales';
import { LOCALE_BASE, LOCALES, localeOfPath, pathIn, SOURCE_LOCALE } from './i18n/locales';

export { LANGUAGE_TAG } from './i18n/locales';

/** The address the not-found page is prerendered at (any path that no route names). */
export const NOT_FOUND_PATH = '/404';

/**
 * Every path of the route table, and the not-found page's, in every language (English at the
 * root, Spanish under /es); none with a parameter (one person's page).
 */
export function prerenderPaths(): string[] {
  const paths = routePaths(routes);
  return LOCALES.flatMap((locale) => paths.map((path) => pathIn(locale, path)));
}

function routePaths(table: RouteObject[], base = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [NOT_FOUND_PATH];
    if (route.path?.includes(':')) return [];
    const here = route.path ? `${base}/${route.path}` : base;
    if (route.children) return routePaths(route.children, here);
    return [here || '/'];
  });
}

export interface Prerendered {
  /** The app's HTML, React's hoisted `<title>`/`<meta>` first. */
  html: string;
  /** Build manifest keys of the page modules the route loaded (their chunks are preloaded). */
  pages: string[];
  indexable: boolean;
  /** The page's language (its address's). */
  locale: Locale;
  notFound: boolean;
}

/** The page at `path` as a visitor sees it before `auth.me` answers. */
export async function render(path: string): Promise<Prerendered> {
  const locale = localeOfPath(path);
  await activateLocale(locale);
  const handler = createStaticHandler(routes, { basename: LOCALE_BASE[locale] || undefined });
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
  const pages = handles.map((handle) => handle.page);
  // Another language than the source's: the catalogs it hydrates with (layout's and page's), which
  // main.tsx loads before hydrating, so the prerender preloads them with the page's code.
  const catalogs =
    locale === SOURCE_LOCALE
      ? []
      : ['main', ...pages.map((page) => page.replace(/^src\/pages\/(\w+)\.tsx$/, '$1'))].map(
          (name) => `src/locales/${name}/${locale}.po`,
        );
  return {
    html,
    pages: [...pages, ...catalogs],
    indexable: handles.some((handle) => handle.indexable),
    locale,
    notFound: path === pathIn(locale, NOT_FOUND_PATH),
  };
}
