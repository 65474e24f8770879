import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLUB_LOCATION,
  fakeApi,
  never,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { AccountBilling } from './AccountBilling';
import { billing, entry } from './billingFixtures';

const SLOW = { timeout: 8000 };

const PAID = entry({
  id: 2,
  date: '2026-11-25T17:00:00.000Z',
  kind: 'payment',
  item: 'other',
  itemId: null,
  description: 'Payment (cash)',
  amountCents: 2500,
  signedCents: -2500,
  runningBalanceCents: 1500,
  method: 'cash',
  note: 'At the desk',
  recordedByAdmin: true,
});

describe('AccountBilling', () => {
  it('says what the member owes and lists the statement newest first with the balance after each line', async () => {
    renderWithProviders(<AccountBilling />, {
      api: fakeApi({
        'billing.mine': ok(billing({ balanceCents: 1500, entries: [PAID, entry()], total: 2 })),
      }),
    });
    expect(await screen.findByText('You owe $15', {}, SLOW)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Statement' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateItemAmountBalance',
      '11/25/26Payment (cash)Payment · At the desk-$25$15',
      '11/24/26Bay sessionCharge$40$40',
    ]);
    // a phone's stacked list of the same lines (CSS shows one of the two)
    const list = screen.getByRole('list', { name: 'Statement' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Payment (cash)-$2511/25/26 · Payment · At the deskBalance $15',
      'Bay session$4011/24/26 · ChargeBalance $40',
    ]);
  });

  it.each([
    [0, 'Your balance is $0'],
    [-2000, 'You have a credit of $20'],
  ])('words a balance of %i cents as "%s"', async (balanceCents, text) => {
    renderWithProviders(<AccountBilling />, {
      api: fakeApi({ 'billing.mine': ok(billing({ balanceCents, entries: [entry()], total: 1 })) }),
    });
    expect(await screen.findByText(text, {}, SLOW)).toBeVisible();
  });

  it('says there are no charges yet on a new account', async () => {
    renderWithProviders(<AccountBilling />, { api: fakeApi({ 'billing.mine': ok(billing()) }) });
    expect(await screen.findByText('No charges yet', {}, SLOW)).toBeVisible();
    expect(screen.getByText('Your balance is $0')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loader while the statement loads', async () => {
    renderWithProviders(<AccountBilling />, { api: fakeApi({ 'billing.mine': () => never() }) });
    expect(await screen.findByLabelText('Loading the statement', {}, SLOW)).toBeVisible();
  });

  it('pages the statement with named buttons', async () => {
    const api = fakeApi({
      'billing.mine': ok(billing({ balanceCents: 4000, entries: [entry()], total: 45 })),
    });
    const { user } = renderWithProviders(<AccountBilling />, { api });
    await user.click(await screen.findByRole('button', { name: 'Next page' }, SLOW));
    expect(api.inputsOf('billing.mine').at(-1)).toEqual({ page: 2, pageSize: 20 });
  });

  describe('Pay balance, when the club takes cards (Stripe)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const cards = { 'locations.list': ok([{ ...CLUB_LOCATION, cardPayments: true }]) };

    it('opens Stripe Checkout for what the member owes', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      const api = fakeApi({
        ...cards,
        'billing.mine': ok(billing({ balanceCents: 4000, entries: [entry()], total: 1 })),
        'billing.payBalance': ok({ url: 'https://checkout.stripe.com/c/pay/cs_9' }),
      });
      const { user } = renderWithProviders(<AccountBilling />, { api });
      await user.click(await screen.findByRole('button', { name: 'Pay balance' }, SLOW));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_9'),
      );
    });

    it('is not offered with nothing to pay, nor when the club takes no cards', async () => {
      const { unmount } = renderWithProviders(<AccountBilling />, {
        api: fakeApi({ ...cards, 'billing.mine': ok(billing({ balanceCents: 0 })) }),
      });
      expect(await screen.findByText('Your balance is $0', {}, SLOW)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pay balance' })).toBeNull();
      unmount();
      renderWithProviders(<AccountBilling />, {
        api: fakeApi({
          'billing.mine': ok(billing({ balanceCents: 4000, entries: [entry()], total: 1 })),
        }),
      });
      expect(await screen.findByText('You owe $40', {}, SLOW)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pay balance' })).toBeNull();
    });
  });
});
