import type { Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { Layout } from '../components/Layout/Layout';
import { loadCatalog } from '../i18n/i18n';
import type { RouteHandle } from '../lib/routeHandle';

// One chunk per page (visitors never download member or admin screens), loaded by the route.
// A page module exports its English messages beside the page (README "Languages").
const pages = import.meta.glob<{ default: ComponentType; messages: Messages }>(
  '../pages/*Page.tsx',
);

/**
 * A route that lazy-loads `src/pages/<name>.tsx` and, beside it, the page's messages in the
 * visitor's language (`src/locales/<name>/`, README "Languages"): it renders with both.
 */
function page(name: string, path: string | undefined, indexable = false): RouteObject {
  const load = pages[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page named ${name}`);
  const handle: RouteHandle = { page: `src/pages/${name}.tsx`, indexable };
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    lazy: async () => {
      // The page's English comes with it; another language's catalog loads at the same time.
      const [module] = await Promise.all([load(), loadCatalog(name)]);
      await loadCatalog(name, module.messages);
      return { Component: module.default };
    },
  };
}

/** A layout route whose component is `name` of `./guards` (they read `auth.me`: loaded with the page). */
function guard(name: 'RequireUser' | 'RequireAdmin', children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: (await import('./guards'))[name] }), children };
}

/**
 * The route table of spec section 2: plans at two paths (DECISIONS.md gap 2), member pages
 * behind the signed-in guard, the admin page behind the admin guard, everything else 404. The
 * pages that are all API sit in the data layout (the tRPC client and query cache); visitor pages
 * bring them only in the parts that need them (lib/lazyWithData).
 * Paths match in any case and with a trailing slash (react-router's defaults).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <Layout>
        <Outlet />
      </Layout>
    ),
    children: [
      page('HomePage', undefined, true),
      page('AuthPage', 'auth', true),
      page('PlansPage', 'memberships', true),
      page('PlansPage', 'join-membership', true),
      page('DemoBookingPage', 'demo-booking', true),
      {
        lazy: async () => ({ Component: (await import('./DataLayout')).DataLayout }),
        children: [
          // a guest's link from the booking's e-mail: one person's page, never indexed
          page('WaiverPage', 'waiver/:token'),
          guard('RequireUser', [
            page('BookingPage', 'booking'),
            page('LeaguesPage', 'leagues'),
            page('LessonsPage', 'lessons'),
            page('AccountPage', 'account'),
          ]),
          guard('RequireAdmin', [page('AdminPage', 'admin')]),
        ],
      },
      page('NotFoundPage', '*'),
    ],
  },
];
