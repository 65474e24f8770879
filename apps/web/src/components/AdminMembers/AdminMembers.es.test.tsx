import type { TAdminMember } from '@club/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, member, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminMembers } from './AdminMembers';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };
const row = (overrides: Partial<TAdminMember> = {}): TAdminMember => ({
  ...member(),
  bookingCount: 0,
  waiverStatus: 'never',
  balanceCents: 0,
  noShows30Days: 0,
  ...overrides,
});

afterEach(async () => {
  await activateLocale('en');
});

describe('AdminMembers in Spanish', () => {
  it('reads in Spanish, plans, hours and balances included, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const api = fakeApi({
      'adminMembers.page': ok({
        items: [
          row({
            membershipType: 'pro',
            hoursRemaining: 10.5,
            balanceCents: 4000,
            phone: '210-555-0101',
          }),
          row({ id: 8, firstName: 'Ada', lastName: 'Admin', role: 'admin', phone: null }),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    const { container } = renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Socios' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Saldo' })).toBeVisible();
    expect(within(table).getByText('Le quedan 10.5 h este mes')).toBeVisible();
    expect(within(table).getByText('Debe $40')).toBeVisible();
    expect(within(table).getByText('Sin teléfono')).toBeVisible();
    expect(within(table).getByText('Administrador')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar socio' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Buscar socios' })).toHaveAttribute(
      'placeholder',
      'Buscar por nombre, correo o teléfono',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
