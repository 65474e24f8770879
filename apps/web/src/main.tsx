import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './styles/mantine';
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App, routes } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page was prerendered (vite/prerender.ts) with its route's code loaded: load the same code
// before hydrating, so the first render matches the HTML (React Router's documented way for
// lazy routes with server rendering).
const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
);

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
