import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './styles/mantine';
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App, routes } from './App';
import { activateLocale, rememberLocale } from './i18n/i18n';
import { LOCALE_BASE, localeOfPath } from './i18n/locales';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language is its address's (English at the root, Spanish under /es): the router
// works under that base, so every link of a Spanish page stays in Spanish.
const locale = localeOfPath(window.location.pathname);
const basename = LOCALE_BASE[locale] || undefined;
// The language last read is the one the visitor comes back to, and the one the API answers in.
rememberLocale(locale);

// The page was prerendered (vite/prerender.ts) in its language, with its route's code and messages
// loaded: load the same before hydrating, so the first render matches the HTML (React Router's
// documented way for lazy routes with server rendering). The route's lazy() loads the page's
// catalog; the layout's catalog loads here.
const lazyMatches =
  matchRoutes(routes, window.location, basename)?.filter((match) => match.route.lazy) ?? [];
// (activateLocale first: from its first step on, a catalog a route asks for loads in `locale`.)
await Promise.all([
  activateLocale(locale),
  ...lazyMatches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
]);

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes, { basename })} />
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
