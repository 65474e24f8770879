import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import WaiverPage from '../../pages/WaiverPage';
import { fakeApi, ok, renderRoutes, screen } from '../../test-utils';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15_000 };
const TOKEN = 'Ab0_-'.repeat(8);
const TEXT = 'Golf balls fly fast. Stand behind the line.';

afterEach(() => activateLocale('en'));

describe("a guest's waiver page in Spanish", () => {
  it('greets the guest and names the day in Spanish; "Acepto" thanks them; no axe violation', async () => {
    await loadCatalog('WaiverPage');
    await activateLocale('es');
    const api = fakeApi({
      'waiver.guest': ok({ version: 3, text: TEXT, firstName: 'Ann', date: '2026-11-24' }),
      'waiver.acceptGuest': ok({ version: 3, acceptedAt: '2026-11-23T15:00:00.000Z' }),
    });
    const { container, user } = renderRoutes(
      [{ path: '/waiver/:token', element: <WaiverPage /> }],
      {
        route: `/waiver/${TOKEN}`,
        api,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Hola, Ann' }, SLOW)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Descargo de responsabilidad del club' }),
    ).toBeVisible();
    expect(screen.getByText(/una reserva del martes, 24 de noviembre de 2026\./)).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Texto del descargo de responsabilidad' }),
    ).toHaveTextContent(TEXT);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Acepto' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias, Ann!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);
});
