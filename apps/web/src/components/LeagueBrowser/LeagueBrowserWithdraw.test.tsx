import { describe, expect, it } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen, waitFor, within } from '../../test-utils';
import { member } from '../../test-utils/people';
import { leagueFixture, participationFixture } from '../LeagueDisplay/leagueFixtures';
import { LeagueBrowser } from './LeagueBrowser';

// The Leagues screen: a registered member withdraws from an upcoming league from its card.

const ACTIVE = leagueFixture();
const UPCOMING = leagueFixture({
  id: 2,
  name: 'Thursday Scramble Series',
  status: 'upcoming',
  startDate: '2026-12-03',
  endDate: '2027-01-14',
  dayOfWeek: 4,
  durationWeeks: 6,
});

function renderBrowser() {
  const api = fakeApi({
    'auth.me': ok(member()),
    'leagues.list': ok([ACTIVE, UPCOMING]),
    'leagues.myEntries': ok([participationFixture(ACTIVE), participationFixture(UPCOMING)]),
    'leagues.withdraw': ok(UPCOMING),
  });
  return renderWithProviders(<LeagueBrowser />, { api });
}

describe('LeagueBrowser: withdraw', () => {
  it('a registered member withdraws from an upcoming league after confirming; not from a started one', async () => {
    const { user, api } = renderBrowser();
    const active = await screen.findByRole('article', { name: ACTIVE.name });
    expect(within(active).getByText('Registered')).toBeVisible();
    expect(within(active).queryByRole('button', { name: /Withdraw/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Upcoming Leagues' }));
    const soon = await screen.findByRole('article', { name: UPCOMING.name });
    await user.click(
      within(soon).getByRole('button', { name: 'Withdraw from Thursday Scramble Series' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from league' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.inputsOf('leagues.withdraw')).toEqual([{ id: 2 }]));
    expect(await screen.findByText('Withdrawn from league')).toBeVisible();
  });
});
