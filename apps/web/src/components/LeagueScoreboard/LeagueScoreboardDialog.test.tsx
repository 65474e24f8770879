import { describe, expect, it } from 'vitest';
import type { Handler } from '../../test-utils';
import {
  failWith,
  fakeApi,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { leagueFixture, participantFixture, resultFixture } from '../LeagueDisplay/leagueFixtures';
import { LeagueScoreboardDialog } from './LeagueScoreboardDialog';

// Three weeks, three nights: Mondays 11/9, 11/16 and 11/23 (the end date 11/30 closes it).
const SEASON = { endDate: '2026-11-30', durationWeeks: 3 };
const LOW = leagueFixture(SEASON);
const ANN = participantFixture({ id: 1, userId: 1, firstName: 'Ann', lastName: 'Able' });
const BOB = participantFixture({ id: 2, userId: 2, firstName: 'Bob', lastName: 'Baker' });
const RESULTS = [
  resultFixture({
    id: 11,
    userId: 1,
    matchDate: '2026-11-09',
    score: 80,
    updatedAt: '2026-11-10T03:00:00.000Z',
  }),
  resultFixture({
    id: 12,
    userId: 1,
    matchDate: '2026-11-09',
    score: 74,
    updatedAt: '2026-11-11T03:00:00.000Z',
  }),
  resultFixture({ id: 13, userId: 2, matchDate: '2026-11-09', score: 76 }),
];

function renderScoreboard(league = LOW, canEdit = false, handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'leagues.participants': ok([ANN, BOB]),
    'leagues.results': ok(RESULTS),
    'leagues.saveResult': ok(resultFixture()),
    'leagues.updateResult': ok(resultFixture()),
    ...handlers,
  });
  return renderWithProviders(
    <LeagueScoreboardDialog league={league} canEdit={canEdit} onClose={() => undefined} />,
    {
      api,
    },
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('LeagueScoreboardDialog', () => {
  it('a row per participant, a column per match date, the latest score, totals and the lowest total leading', async () => {
    renderScoreboard();
    await screen.findByRole('table', { name: 'Scoreboard' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Player', '11/9', '11/16', '11/23', 'Total']);
    expect(
      within(row('Ann Able'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['74', '\u2013', '\u2013', '74']);
    expect(within(row('Ann Able')).getByText('Leader')).toBeVisible();
    expect(within(row('Bob Baker')).queryByText('Leader')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('match play shows W, T, L and ? and the most points lead', async () => {
    renderScoreboard(leagueFixture({ ...SEASON, gameType: 'matchplay' }), false, {
      'leagues.results': ok([
        resultFixture({ id: 1, userId: 1, matchDate: '2026-11-09', score: 1 }),
        resultFixture({ id: 2, userId: 1, matchDate: '2026-11-16', score: 0.5 }),
        resultFixture({ id: 3, userId: 2, matchDate: '2026-11-09', score: 0 }),
        resultFixture({ id: 4, userId: 2, matchDate: '2026-11-16', score: 2 }),
      ]),
    });
    await screen.findByRole('table', { name: 'Scoreboard' });
    expect(
      within(row('Ann Able'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['W', 'T', '\u2013', '1.5']);
    expect(
      within(row('Bob Baker'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['L', '?', '\u2013', '2']);
    expect(within(row('Bob Baker')).getByText('Leader')).toBeVisible();
  });

  it("says 'No scores have been recorded for this league yet.' before any score", async () => {
    renderScoreboard(LOW, false, { 'leagues.results': ok([]) });
    expect(
      await screen.findByText('No scores have been recorded for this league yet.'),
    ).toBeVisible();
  });

  it('an admin enters a score in place: Enter saves a new cell', async () => {
    const { user, api } = renderScoreboard(LOW, true);
    await user.click(
      await screen.findByRole('button', { name: 'Score for Bob Baker on 11/16/26: \u2013. Edit' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Score for Bob Baker on 11/16/26' }),
      '71{Enter}',
    );
    await waitFor(() => expect(api.inputsOf('leagues.saveResult')).toHaveLength(1));
    expect(api.inputsOf('leagues.saveResult')[0]).toEqual({
      leagueId: 1,
      userId: 2,
      teamNumber: 0,
      matchDate: '2026-11-16',
      score: 71,
    });
    expect(await screen.findByText('Score saved')).toBeVisible();
  });

  it('Enter on a saved cell updates that score; Escape cancels without a call', async () => {
    const { user, api } = renderScoreboard(LOW, true);
    await user.click(
      await screen.findByRole('button', { name: 'Score for Ann Able on 11/9/26: 74. Edit' }),
    );
    const input = screen.getByRole('textbox', { name: 'Score for Ann Able on 11/9/26' });
    expect(input).toHaveValue('74');
    await user.clear(input);
    await user.type(input, '70{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Score for Ann Able on 11/9/26' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Score for Ann Able on 11/9/26: 74. Edit' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Score for Ann Able on 11/9/26' }),
      '{Backspace}{Backspace}73{Enter}',
    );
    await waitFor(() =>
      expect(api.inputsOf('leagues.updateResult')).toEqual([{ id: 12, score: 73 }]),
    );
    expect(await screen.findByText('Score updated')).toBeVisible();
    expect(api.inputsOf('leagues.saveResult')).toHaveLength(0);
  });

  it('refuses a match-play score that is not 0, 0.5 or 1 before sending it', async () => {
    const { user, api } = renderScoreboard(
      leagueFixture({ ...SEASON, gameType: 'matchplay' }),
      true,
      {
        'leagues.results': ok([]),
      },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Score for Ann Able on 11/9/26: \u2013. Edit' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Score for Ann Able on 11/9/26' }),
      '0.7{Enter}',
    );
    expect(await screen.findByText('Invalid score for Match Play')).toBeVisible();
    expect(screen.getByText('Score must be 0 (Loss), 0.5 (Tie), or 1 (Win).')).toBeVisible();
    expect(api.inputsOf('leagues.saveResult')).toHaveLength(0);
  });

  it("shows 'Error saving score' with the server's reason", async () => {
    const { user } = renderScoreboard(LOW, true, {
      'leagues.saveResult': failWith(400, {
        message: "That date is not one of this league's match dates.",
        code: 'VALIDATION',
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Score for Bob Baker on 11/23/26: \u2013. Edit' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Score for Bob Baker on 11/23/26' }),
      '70{Enter}',
    );
    expect(await screen.findByText('Error saving score')).toBeVisible();
    expect(screen.getByText("That date is not one of this league's match dates.")).toBeVisible();
  });
});
