import type { TDemoRequest } from '@club/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminDemoRequests } from './AdminDemoRequests';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };
const REQUEST: TDemoRequest = {
  id: 4,
  firstName: 'Jordan',
  lastName: 'Spieth',
  email: 'jordan@example.com',
  phone: '(210) 555-0199',
  preferredDate: '2026-12-05',
  preferredTime: 'Evening',
  heardFrom: 'Friend/Family',
  status: 'scheduled',
  notes: null,
  userId: null,
  createdAt: '2026-11-23T15:00:00.000Z',
  locale: 'en',
};

afterEach(async () => {
  await activateLocale('en');
});

describe('AdminDemoRequests in Spanish', () => {
  it('reads in Spanish, the status and the preferred date included, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<AdminDemoRequests />, {
      api: fakeApi({
        'adminDemoRequests.page': ok({ items: [REQUEST], total: 1, page: 1, pageSize: 20 }),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Solicitudes de demostración' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Nos conoció por' })).toBeVisible();
    expect(within(table).getByText('5 de diciembre de 2026')).toBeVisible();
    expect(within(table).getByText('Programada')).toBeVisible();
    expect(
      within(table).getByRole('button', { name: 'Actualizar el estado de Jordan Spieth' }),
    ).toHaveTextContent('Actualizar estado');
    expect(screen.getByRole('link', { name: 'Exportar a CSV' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
