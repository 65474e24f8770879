import { describe, expect, it } from 'vitest';
import { fakeApi, member, ok, renderRoutes, screen, waitFor, within } from '../test-utils';
import { routes } from './routes';

describe('deleting the account from My Account', () => {
  it('lands on the home page, signed out', async () => {
    const api = fakeApi({
      'auth.me': ok(member()),
      'account.settings': ok({ bookingReminders: true }),
      'bookings.calendarFeed': ok({ url: 'webcal://club.test/api/calendar/x.ics' }),
      'account.deleteAccount': ok({
        ok: true,
        message: 'gone',
        cancelledBookings: 0,
        freedLeaguePlaces: 0,
      }),
      'leagues.list': ok([]),
    });
    const view = renderRoutes(routes, { route: '/account?tab=profile', api });
    await view.user.click(
      await screen.findByRole('button', { name: 'Delete My Account' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await view.user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await view.user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'DELETE');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Member Login' })).toBeNull());
  });
});
