/** What a route of the table tells the rest of the app (`useMatches()`, the prerender). */
export interface RouteHandle {
  /** Its page module, as the build manifest names it (`src/pages/HomePage.tsx`). */
  page: string;
  /** A visitor page that crawlers may index (DECISIONS.md: public pages are public). */
  indexable: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}
