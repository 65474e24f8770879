import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './styles/mantine';
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App, routes } from './App';
import { activateLocale } from './i18n/i18n';
import { preferredLocale, SOURCE_LOCALE } from './i18n/locales';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient } from './lib/trpc';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The visitor's language: the club_lang cookie once chosen, else the browser's on a first visit.
const preferred = preferredLocale(document.cookie, navigator.languages);
// A prerendered page is English: it hydrates in English, so the first render matches the HTML,
// and a Spanish visitor's page turns to Spanish right after, once its Spanish catalogs arrive
// (activateLocale changes language in a transition: no hydration mismatch, no form replaced by
// its fallback). A page that was not prerendered is drawn in the visitor's language at once.
const prerendered = root.firstElementChild !== null;
const first = prerendered ? SOURCE_LOCALE : preferred;

// The page was prerendered (vite/prerender.ts) with its route's code and messages loaded: load
// the same before hydrating, so the first render matches the HTML (React Router's documented way
// for lazy routes with server rendering). The route's lazy() loads the page's catalog; the
// layout's catalog loads here.
const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
await Promise.all([
  activateLocale(first),
  ...lazyMatches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
]);

const app = (
  <StrictMode>
    <App
      router={createBrowserRouter(routes)}
      queryClient={createQueryClient()}
      trpcClient={createTrpcClient()}
    />
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
if (preferred !== first) void activateLocale(preferred);
