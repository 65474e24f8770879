import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  failWith,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import type { Handler } from '../../test-utils';
import { leagueFixture, participantFixture, resultFixture } from '../LeagueDisplay/leagueFixtures';
import { LeagueScoreboardDialog } from './LeagueScoreboardDialog';

// An admin removes a participant from the scoreboard; a removed player's saved scores stay, marked.

const LEAGUE = leagueFixture({ id: 5, endDate: '2026-11-30', durationWeeks: 3 });
const ANN = participantFixture({ id: 1, userId: 1, firstName: 'Ann', lastName: 'Able' });
const GONE = participantFixture({
  id: 2,
  userId: 2,
  firstName: 'Gil',
  lastName: 'Gone',
  status: 'withdrawn',
});

function renderBoard(canEdit: boolean, handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'leagues.participants': ok([ANN, GONE]),
    'leagues.results': ok([
      resultFixture({ id: 9, userId: 2, matchDate: '2026-11-09', score: 70 }),
    ]),
    ...handlers,
  });
  return renderWithProviders(
    <LeagueScoreboardDialog league={LEAGUE} canEdit={canEdit} onClose={() => undefined} />,
    { api },
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('LeagueScoreboardDialog: participants who left', () => {
  it("a withdrawn player's row keeps their scores, marked Withdrawn, and cannot be edited or removed", async () => {
    renderBoard(true);
    await screen.findByRole('table', { name: 'Scoreboard' });
    const gone = row('Gil Gone');
    expect(within(gone).getByText('Withdrawn')).toBeVisible();
    expect(
      within(gone).getByText('70', { selector: 'td:last-child, td:last-child *' }),
    ).toBeVisible();
    expect(within(gone).queryByRole('button', { name: /Score for Gil Gone/ })).toBeNull();
    expect(within(gone).queryByRole('button', { name: 'Remove Gil Gone' })).toBeNull();
    expect(within(row('Ann Able')).queryByText('Withdrawn')).toBeNull();
  });

  it('members see no Remove button and no standings download', async () => {
    renderBoard(false);
    await screen.findByRole('table', { name: 'Scoreboard' });
    expect(screen.queryByRole('button', { name: 'Remove Ann Able' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download Standings/ })).toBeNull();
  });

  it('admins download the season standings as CSV', async () => {
    renderBoard(true);
    await screen.findByRole('table', { name: 'Scoreboard' });
    expect(screen.getByRole('link', { name: 'Download Standings (CSV)' })).toHaveAttribute(
      'href',
      '/api/leagues/5/standings',
    );
  });

  it('an admin removes a participant after confirming', async () => {
    const { user, api } = renderBoard(true, {
      'adminLeagues.removeParticipant': ok({ ...LEAGUE, currentParticipants: 2 }),
    });
    await screen.findByRole('table', { name: 'Scoreboard' });
    await user.click(screen.getByRole('button', { name: 'Remove Ann Able' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove participant' });
    expect(within(dialog).getByText(/Ann Able/)).toBeVisible();
    expect(api.inputsOf('adminLeagues.removeParticipant')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Participant' }));
    await waitFor(() =>
      expect(api.inputsOf('adminLeagues.removeParticipant')).toEqual([{ id: 5, participantId: 1 }]),
    );
    expect(await screen.findByText('Participant removed')).toBeVisible();
  });

  it("a refused removal shows the server's reason", async () => {
    const { user } = renderBoard(true, {
      'adminLeagues.removeParticipant': failWith(409, {
        message: 'This participant has already withdrawn.',
        code: 'CONFLICT',
      }),
    });
    await screen.findByRole('table', { name: 'Scoreboard' });
    await user.click(screen.getByRole('button', { name: 'Remove Ann Able' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove participant' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Participant' }));
    expect(await screen.findByText('This participant has already withdrawn.')).toBeVisible();
  });
});
