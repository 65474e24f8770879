import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import LeaguesPage from '../../pages/LeaguesPage';
import { fakeApi, member, ok, renderWithProviders, screen, within } from '../../test-utils';
import { leagueFixture } from '../LeagueDisplay/leagueFixtures';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };

afterEach(() => activateLocale('en'));

describe('the leagues page in Spanish', () => {
  it('reads in Spanish, a league card and the empty tabs included, with no axe violation', async () => {
    await loadCatalog('LeaguesPage');
    await activateLocale('es');
    const api = fakeApi({
      'auth.me': ok(member({ membershipType: 'pro' })),
      'leagues.list': ok([leagueFixture()]),
      'leagues.myEntries': ok([]),
    });
    const { container, user } = renderWithProviders(<LeaguesPage />, { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ligas de Inside 9' }, SLOW),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Monday Night Stroke League' }, SLOW);
    expect(within(card).getByText('Activa')).toBeVisible();
    expect(within(card).getByText('Menor puntuación')).toBeVisible();
    expect(within(card).getByText('9 de noviembre de 2026')).toBeVisible();
    expect(within(card).getByText(/^Los lunes, 2 semanas · 6:00\sp\.\s?m\./)).toBeVisible();
    expect(within(card).getByText('3/16 ocupados · quedan 13 lugares')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Inscribirse' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Mis ligas' }));
    expect(
      await screen.findByText('Todavía no tiene inscripciones en ninguna liga.'),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);
});
