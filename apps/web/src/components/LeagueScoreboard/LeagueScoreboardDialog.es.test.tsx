import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { leagueFixture, participantFixture, resultFixture } from '../LeagueDisplay/leagueFixtures';
import { LeagueScoreboardDialog } from './LeagueScoreboardDialog';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 15000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('LeagueScoreboardDialog in Spanish', () => {
  it('names the dialog, the league, the columns and the cells in Spanish, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const league = leagueFixture({ endDate: '2026-11-30', durationWeeks: 3 });
    const { baseElement } = renderWithProviders(
      <LeagueScoreboardDialog league={league} canEdit onClose={() => undefined} />,
      {
        api: fakeApi({
          'leagues.participants': ok([
            participantFixture({ id: 1, userId: 1, firstName: 'Ann', lastName: 'Able' }),
          ]),
          'leagues.results': ok([
            resultFixture({ id: 11, userId: 1, matchDate: '2026-11-09', score: 74 }),
          ]),
        }),
      },
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Tabla de puntajes de Monday Night Stroke League' },
      SLOW,
    );
    const table = await within(dialog).findByRole('table', { name: 'Tabla de puntajes' }, SLOW);
    expect(dialog).toHaveTextContent(/Menor puntuación · Individual · Los lunes, 3 semanas/);
    expect(dialog).toHaveTextContent(/del 9 de noviembre de 2026 al 30 de noviembre de 2026/);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Jugador', '9/11', '16/11', '23/11', 'Total']);
    expect(within(table).getByText('Líder')).toBeVisible();
    expect(
      within(table).getByRole('button', {
        name: 'Puntaje de Ann Able el 9 de noviembre de 2026: 74. Editar',
      }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Descargar clasificación (CSV)' }),
    ).toBeVisible();
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
