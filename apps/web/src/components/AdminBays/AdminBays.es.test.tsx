import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import AdminPage from '../../pages/AdminPage';
import {
  CLUB_LOCATION,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  within,
} from '../../test-utils';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('the admin panel’s Bay Management in Spanish', () => {
  it('reads in Spanish: the panel’s heading, Back to Menu, the bays table and its type labels, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const api = fakeApi({
      'auth.me': ok(member({ role: 'admin' })),
      'locations.list': ok([CLUB_LOCATION]),
      'bays.list': ok([
        {
          id: 3,
          name: 'Bay 3',
          type: 'Premium' as const,
          locationId: CLUB_LOCATION.id,
          features: ['Bar service'],
          isActive: true,
        },
      ]),
    });
    const { container } = renderWithProviders(<AdminPage />, {
      route: '/admin?section=bays',
      api,
    });
    const table = await screen.findByRole('table', { name: 'Simuladores' }, SLOW);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Gestión de simuladores' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Volver al menú' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar nuevo simulador' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Nombre del simulador' })).toBeVisible();
    expect(within(table).getAllByText('Suite Premium')[0]).toBeInTheDocument();
    // a bay's own name stays as given
    expect(within(table).getByRole('switch', { name: 'Bay 3 activo' })).toBeChecked();
    expect(within(table).getByRole('button', { name: 'Editar Bay 3' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Horario de Bay 3' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
