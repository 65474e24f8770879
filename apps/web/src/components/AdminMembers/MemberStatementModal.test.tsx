import type { TAdminMember } from '@club/contract';
import { describe, expect, it } from 'vitest';
import type { Handler } from '../../test-utils';
import {
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { billing, entry } from '../Billing/billingFixtures';
import { AdminMembers } from './AdminMembers';

const SLOW = { timeout: 8000 };
const row = (overrides: Partial<TAdminMember> = {}): TAdminMember => ({
  ...member(),
  bookingCount: 0,
  waiverStatus: 'never',
  balanceCents: 4000,
  noShows30Days: 0,
  ...overrides,
});
const page = (items: TAdminMember[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

/** Member Management with a member owing $40 until the desk records $40, then $0. */
function renderMembers(handlers: Record<string, Handler> = {}) {
  let balance = 4000;
  const api = fakeApi({
    'adminMembers.page': () => page([row({ balanceCents: balance })]),
    'adminBilling.member': () =>
      ok(billing({ balanceCents: balance, entries: [entry()], total: 1, pageSize: 10 })),
    'adminBilling.recordPayment': () => {
      balance = 0;
      return ok({ entry: entry({ kind: 'payment', signedCents: -4000 }), balanceCents: 0 });
    },
    ...handlers,
  });
  return renderWithProviders(<AdminMembers />, { api });
}

describe('Member Management: balances and statements', () => {
  it('shows each balance, owing in a badge, and filters the list and the CSV to who owes', async () => {
    const api = fakeApi({
      'adminMembers.page': (input) =>
        Reflect.get(Object(input), 'owes') === true
          ? page([row()])
          : page([row(), row({ id: 8, firstName: 'Paid', balanceCents: 0 })]),
    });
    const { user } = renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeVisible();
    expect(within(table).getByText('Casey Fairway').closest('tr')).toHaveTextContent('Owes $40');
    expect(within(table).getByText('Paid Fairway').closest('tr')).toHaveTextContent('$0');

    await user.click(screen.getByRole('switch', { name: 'Owes' }));
    await waitFor(() => expect(screen.queryByText('Paid Fairway')).toBeNull());
    expect(api.inputsOf('adminMembers.page').at(-1)).toMatchObject({ owes: true, page: 1 });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export?owes=true',
    );
  });

  it("opens a member's statement from the row, records a cash payment and the balance falls", async () => {
    const { user, api } = renderMembers();
    await user.click(
      await screen.findByRole('button', { name: 'Statement of Casey Fairway' }, SLOW),
    );
    const statement = await screen.findByRole('dialog', { name: 'Statement: Casey Fairway' }, SLOW);
    expect(await within(statement).findByText('Casey Fairway owes $40')).toBeVisible();
    expect(within(statement).getByRole('table', { name: 'Statement' })).toHaveTextContent(
      'Bay session',
    );

    await user.click(within(statement).getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('dialog', { name: 'Record payment: Casey Fairway' });
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await within(form).findByText(/Choose how the member paid/)).toBeVisible();
    expect(within(form).getByText('The amount must be more than $0.')).toBeVisible();
    expect(api.inputsOf('adminBilling.recordPayment')).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: 'Method' }));
    await user.click(await within(form).findByRole('option', { name: 'Cash' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '40');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Paid at the desk');
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('Payment Recorded', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBilling.recordPayment')).toEqual([
      { id: 7, method: 'cash', amountCents: 4000, note: 'Paid at the desk' },
    ]);
    const back = await screen.findByRole('dialog', { name: 'Statement: Casey Fairway' }, SLOW);
    expect(await within(back).findByText("Casey Fairway's balance is $0", {}, SLOW)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Members' });
    await waitFor(() =>
      expect(within(table).getByText('Casey Fairway').closest('tr')).not.toHaveTextContent('Owes'),
    );
  });

  it("asks for a credit's reason and shows the server's refusal in the dialog", async () => {
    const { user, api } = renderMembers({
      'adminBilling.recordCredit': failWith(400, {
        message: 'The amount must be at most $100,000.',
        code: 'VALIDATION',
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Statement of Casey Fairway' }, SLOW),
    );
    const statement = await screen.findByRole('dialog', { name: 'Statement: Casey Fairway' }, SLOW);
    await user.click(await within(statement).findByRole('button', { name: 'Record credit' }));
    const form = await screen.findByRole('dialog', { name: 'Record credit: Casey Fairway' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Record Credit' }));
    expect(await within(form).findByText('Please give a reason for the credit.')).toBeVisible();
    expect(api.inputsOf('adminBilling.recordCredit')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Bay 2 screen was down');
    await user.click(within(form).getByRole('button', { name: 'Record Credit' }));
    expect(await within(form).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The amount must be at most $100,000.',
    );
    expect(api.inputsOf('adminBilling.recordCredit')).toEqual([
      { id: 7, amountCents: 2000, reason: 'Bay 2 screen was down' },
    ]);
  });
});
