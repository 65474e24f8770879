import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminCoaches } from './AdminCoaches';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('AdminCoaches in Spanish', () => {
  it('names the columns, the weekday and the times in Spanish, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<AdminCoaches />, {
      api: fakeApi({
        'adminLessons.coaches': ok([
          {
            id: 3,
            firstName: 'Maya',
            lastName: 'Swing',
            name: 'Maya Swing',
            email: null,
            bio: null,
            hourlyRate: 80,
            isActive: true,
            hours: [{ dayOfWeek: 2, startTime: '09:00', endTime: '24:00' }],
          },
        ]),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Entrenadores' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Horario semanal' })).toBeVisible();
    expect(table).toHaveTextContent(/Martes 9:00\s?a\.\s?m\. - medianoche/);
    expect(table).toHaveTextContent('$80/h');
    expect(within(table).getByText('Sin correo electrónico')).toBeVisible();
    expect(within(table).getByText('Activo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar entrenador' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
