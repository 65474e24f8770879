import { describe, expect, it } from 'vitest';
import { fakeApi, member, ok, renderRoutes, screen, waitFor } from '../test-utils';
import { routes } from './routes';

const signedIn = (role: 'user' | 'admin' = 'user') =>
  fakeApi({ 'auth.me': ok(member({ role })), 'leagues.list': ok([]) });

function robots(): string | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null;
}

describe('the route table', () => {
  it.each(['/booking', '/leagues', '/account?tab=leagues', '/admin'])(
    'sends a visitor opening %s to the login screen, to come back after login',
    async (path) => {
      const { router } = renderRoutes(routes, { route: path });
      // the member page's code loads first (lazy route), as in the browser
      expect(
        await screen.findByRole('heading', { name: 'Member Login' }, { timeout: 15_000 }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/auth');
      const back = path === '/admin' ? '/admin' : path;
      expect(router.state.location.state).toEqual({ from: back });
    },
  );

  it('sends a signed-in member who is not an admin from /admin to the home page', async () => {
    const { router } = renderRoutes(routes, { route: '/admin', api: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('sends a signed-in member opening /auth to where they were going', async () => {
    const { router } = renderRoutes(routes, { route: '/auth', api: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
  });

  it.each(['/memberships', '/join-membership', '/MEMBERSHIPS/', '/Join-Membership'])(
    'shows the plans at %s (any case, a trailing slash)',
    async (path) => {
      renderRoutes(routes, { route: path });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Membership Plans' }),
      ).toBeVisible();
    },
  );

  it('shows the not-found page at an unknown path, kept out of search results', async () => {
    renderRoutes(routes, { route: '/no-such-page/at-all' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(robots()).toBe('noindex');
  });

  it('lets crawlers index a visitor page', async () => {
    renderRoutes(routes, { route: '/demo-booking' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a free demo today' }),
    ).toBeVisible();
    expect(robots()).toBeNull();
    expect(document.title).toBe('Book a Free Demo | Inside 9');
  });
});
