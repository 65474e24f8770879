import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AccountBilling } from './AccountBilling';
import { billing, entry } from './billingFixtures';
import { StatementBody } from './StatementBody';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('Billing in Spanish', () => {
  it('says the balance, the columns, each line’s kind and day in Spanish, with no axe violation', async () => {
    await loadCatalog('AccountPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<AccountBilling />, {
      api: fakeApi({
        'billing.mine': ok(
          billing({
            balanceCents: 1500,
            entries: [entry({ runningBalanceCents: 1500 })],
            total: 1,
          }),
        ),
      }),
    });
    expect(await screen.findByText('Usted debe $15', {}, SLOW)).toBeVisible();
    expect(screen.getByText('Con saldo pendiente')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Estado de cuenta' });
    expect(within(table).getByRole('columnheader', { name: 'Concepto' })).toBeVisible();
    expect(within(table).getByText('Cargo')).toBeVisible();
    expect(within(table).getByText('24/11/2026')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('an admin’s empty statement of a member reads in Spanish', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    renderWithProviders(
      <StatementBody
        billing={{ isPending: false, isError: false, data: billing() }}
        zone="America/Chicago"
        onPage={() => undefined}
        name="Casey Fairway"
      />,
    );
    expect(await screen.findByText('El saldo de Casey Fairway es $0', {}, SLOW)).toBeVisible();
    expect(screen.getByText('Todavía no hay cargos')).toBeVisible();
    expect(
      screen.getByText('No se ha cargado, acreditado ni pagado nada en esta cuenta.'),
    ).toBeVisible();
  });
});
