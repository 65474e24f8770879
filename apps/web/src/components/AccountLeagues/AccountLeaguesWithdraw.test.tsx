import { describe, expect, it } from 'vitest';
import {
  failWith,
  fakeApi,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import type { Handler } from '../../test-utils';
import { leagueFixture, participationFixture } from '../LeagueDisplay/leagueFixtures';
import { AccountLeaguesList } from './AccountLeaguesList';

// My Account's Leagues tab: a member withdraws from a league that has not started, after confirming.

const SOON = leagueFixture({ id: 8, name: 'Thursday Scramble Series', status: 'upcoming' });
const NOW = leagueFixture({ id: 3, name: 'Monday Night Stroke League', status: 'active' });
const LEFT = leagueFixture({ id: 4, name: 'Winter Ladder', status: 'upcoming' });

function renderList(handlers: Record<string, Handler> = {}) {
  return renderWithProviders(<AccountLeaguesList />, {
    api: fakeApi({
      'leagues.myParticipations': ok([
        participationFixture(SOON),
        participationFixture(NOW),
        participationFixture(LEFT, { status: 'withdrawn' }),
      ]),
      ...handlers,
    }),
  });
}

describe('AccountLeaguesList: withdraw', () => {
  it('offers Withdraw only on an active registration in a league that has not started', async () => {
    renderList();
    const soon = await screen.findByRole('listitem', { name: 'Thursday Scramble Series' });
    expect(
      within(soon).getByRole('button', { name: 'Withdraw from Thursday Scramble Series' }),
    ).toBeVisible();
    const now = screen.getByRole('listitem', { name: 'Monday Night Stroke League' });
    expect(within(now).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    const left = screen.getByRole('listitem', { name: 'Winter Ladder' });
    expect(within(left).getByText('Withdrawn')).toBeVisible();
    expect(within(left).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('asks first; Keep My Place sends nothing, Withdraw frees the place', async () => {
    const { user, api } = renderList({ 'leagues.withdraw': ok(SOON) });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw from Thursday Scramble Series' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw from league' });
    expect(within(dialog).getByText(/Thursday Scramble Series/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep My Place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.inputsOf('leagues.withdraw')).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Withdraw from Thursday Scramble Series' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Withdraw from league' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.inputsOf('leagues.withdraw')).toEqual([{ id: 8 }]));
    expect(await screen.findByText('Withdrawn from league')).toBeVisible();
  });

  it("a refusal shows the server's reason", async () => {
    const { user } = renderList({
      'leagues.withdraw': failWith(409, {
        message: 'You can withdraw only before the league starts.',
        code: 'CONFLICT',
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw from Thursday Scramble Series' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from league' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('You can withdraw only before the league starts.'),
    ).toBeVisible();
  });
});
