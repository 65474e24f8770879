import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { CLUB_LOCATION, fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import { ClubSetupForm } from './ClubSetupForm';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('ClubSetupForm in Spanish', () => {
  it('reads the first run’s welcome, fields and button in Spanish, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<ClubSetupForm />, {
      api: fakeApi({ 'locations.list': ok([CLUB_LOCATION]) }),
    });
    expect(await screen.findByRole('heading', { name: 'Configure su club' }, SLOW)).toBeVisible();
    expect(screen.getByText(/Bienvenido a Inside 9/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Nombre del club/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Código postal/ })).toBeVisible();
    expect(screen.getByRole('switch', { name: /Reservas solo para socios/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Configurar el club' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
