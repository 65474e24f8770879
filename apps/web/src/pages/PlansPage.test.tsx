import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../test-utils';
import {
  CLUB_LOCATION,
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../test-utils';
import type { FakeApi } from '../test-utils';
import PlansPage from './PlansPage';

/**
 * The cards' choices are an island (its code after the page's, as in the browser): until it has
 * loaded the cards are drawn and their buttons wait. It has loaded once it asks who is signed in.
 */
async function choicesLoaded(api: FakeApi) {
  await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('auth.me'));
}

describe('the plans page', () => {
  it('shows a signed-in member that payment is not available yet, and closes the notice', async () => {
    const { user, router, api } = renderWithProviders(<PlansPage />, {
      route: '/memberships',
      api: fakeApi({ 'auth.me': ok(member()) }),
    });
    await choicesLoaded(api);
    await user.click(await screen.findByRole('button', { name: 'Choose Elite' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You chose the Elite plan');
    expect(alert).toHaveTextContent('Online payment is not available yet.');
    expect(router.state.location.pathname).toBe('/memberships');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends a visitor to the login screen, to come back to the plans', async () => {
    const { user, router, api } = renderWithProviders(<PlansPage />, { route: '/join-membership' });
    await choicesLoaded(api);
    await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/join-membership' });
  });

  it('waits for the session when the choice comes before it is known', async () => {
    let answer: (a: Answer) => void = () => undefined;
    const session = new Promise<Answer>((resolve) => (answer = resolve));
    const { user, router, api } = renderWithProviders(<PlansPage />, {
      route: '/memberships',
      api: fakeApi({ 'auth.me': () => session }),
    });
    await choicesLoaded(api);
    await user.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(router.state.location.pathname).toBe('/memberships');
    answer(ok(member()));
    expect(await screen.findByRole('alert')).toHaveTextContent('You chose the Pro plan');
    expect(router.state.location.pathname).toBe('/memberships');
  });

  it('shows a member their own plan as theirs, with nothing to choose there', async () => {
    renderWithProviders(<PlansPage />, {
      route: '/memberships',
      api: fakeApi({ 'auth.me': ok(member({ membershipType: 'pro' })) }),
    });
    expect(await screen.findByRole('button', { name: 'Your Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Choose Pro' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Elite' })).toBeEnabled();
  });

  it("shows an Elite member's plan card the guest passes left this month; a Pro's none", async () => {
    const elite = member({
      membershipType: 'elite',
      guestPasses: { left: 1, perMonth: 2, text: 'Guest passes: 1 of 2 left this month' },
    });
    const { unmount } = renderWithProviders(<PlansPage />, {
      route: '/memberships',
      api: fakeApi({ 'auth.me': ok(elite) }),
    });
    const card = (await screen.findByRole('button', { name: 'Your Current Plan' })).closest(
      'article',
    );
    expect(card).toHaveAccessibleName('Elite');
    expect(card).toHaveTextContent('Guest passes: 1 of 2 left this month');
    unmount();
    renderWithProviders(<PlansPage />, {
      route: '/memberships',
      api: fakeApi({ 'auth.me': ok(member({ membershipType: 'pro', guestPasses: null })) }),
    });
    await screen.findByRole('button', { name: 'Your Current Plan' });
    expect(screen.queryByText(/Guest passes/)).not.toBeInTheDocument();
  });

  describe('when the club takes cards (Stripe)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const cards = { 'locations.list': ok([{ ...CLUB_LOCATION, cardPayments: true }]) };

    it('Choose opens Stripe Checkout for that plan', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      const api = fakeApi({
        ...cards,
        'auth.me': ok(member()),
        'billing.checkout': ok({ url: 'https://checkout.stripe.com/c/pay/cs_1' }),
      });
      const { user } = renderWithProviders(<PlansPage />, { route: '/memberships', api });
      await choicesLoaded(api);
      await user.click(await screen.findByRole('button', { name: 'Choose Elite' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
      );
      expect(api.inputsOf('billing.checkout')).toEqual([{ plan: 'elite' }]);
      expect(screen.queryByText(/Online payment is not available yet/)).not.toBeInTheDocument();
    });

    it("shows Checkout's refusal", async () => {
      const api = fakeApi({
        ...cards,
        'auth.me': ok(member()),
        'billing.checkout': failWith(409, {
          message: 'You already pay for a plan by card: use Manage plan to change it.',
          code: 'CONFLICT',
        }),
      });
      const { user } = renderWithProviders(<PlansPage />, { route: '/memberships', api });
      await choicesLoaded(api);
      await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('use Manage plan to change it');
    });
  });
});
