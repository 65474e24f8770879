import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, member, ok, renderWithProviders, screen, within } from '../../test-utils';
import { leagueFixture } from '../LeagueDisplay/leagueFixtures';
import { AdminLeaguesSection } from './AdminLeaguesSection';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('League Management in Spanish', () => {
  it('reads in Spanish: tabs, columns, a league’s day, dates, status and teams, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<AdminLeaguesSection />, {
      api: fakeApi({
        'auth.me': ok(member({ role: 'admin' })),
        'leagues.list': ok([
          leagueFixture({
            id: 2,
            name: 'Thursday Scramble Series',
            status: 'upcoming',
            teamType: 'scramble',
            currentParticipants: 4,
            teams: 2,
          }),
        ]),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Ligas' }, SLOW);
    expect(screen.getByRole('heading', { name: 'Gestión de ligas' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ligas activas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recalcular conteos' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /Thursday Scramble Series/ });
    expect(within(row).getByText('Scramble (parejas)')).toBeVisible();
    expect(within(row).getByText('Menor puntuación')).toBeVisible();
    expect(within(row).getByText('9 de noviembre de 2026')).toBeVisible();
    expect(within(row).getByText('Lunes')).toBeVisible();
    expect(within(row).getByText('4 (2 equipos)')).toBeVisible();
    expect(within(row).getByText('Próxima')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Eliminar Thursday Scramble Series' }),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
