import type { TMemberStats } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, member, ok, renderWithProviders, screen, within } from '../../test-utils';
import { MyGame } from './MyGame';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function stats(overrides: Partial<TMemberStats> = {}): TMemberStats {
  return {
    timeZone: 'America/Chicago',
    months: MONTHS.map((month) => ({ month, hours: 0 })),
    byWeekday: [0, 0, 0, 0, 0, 0, 0],
    byHour: Array.from({ length: 24 }, () => 0),
    seasons: [],
    totalSessions: 0,
    totalHours: 0,
    ...overrides,
  };
}

const PLAYED = stats({
  months: MONTHS.map((month) => ({
    month,
    hours: month === '2026-11' ? 2.5 : month === '2026-10' ? 1 : 0,
  })),
  byWeekday: [0, 0, 2, 1, 0, 0, 0],
  byHour: Array.from({ length: 24 }, (_, h) => (h === 18 ? 2 : h === 10 ? 1 : 0)),
  seasons: [
    {
      leagueId: 4,
      leagueName: 'Winter Stroke Play',
      gameType: 'lowest_score',
      scores: [
        { matchDate: '2026-11-30', score: 78 },
        { matchDate: '2026-12-07', score: 74 },
      ],
    },
  ],
  totalSessions: 3,
  totalHours: 3.5,
});

function renderGame(answer: TMemberStats) {
  const api = fakeApi({ 'auth.me': ok(member()), 'account.stats': ok(answer) });
  return renderWithProviders(<MyGame />, { api });
}

describe('MyGame', () => {
  it('invites a new member to play', async () => {
    renderGame(stats());
    expect(await screen.findByText('Your game starts here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking');
  });

  it('gives screen readers every figure as a table', async () => {
    renderGame(PLAYED);
    const months = await screen.findByRole('table', { name: /Hours on the simulators/ });
    expect(within(months).getByRole('row', { name: 'Nov 2026 2.5 h' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'Oct 2026 1 h' })).toBeInTheDocument();
    const days = screen.getByRole('table', { name: /each day of the week/ });
    expect(within(days).getByRole('row', { name: 'Tuesday 2' })).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: /hour they started/ });
    expect(within(hours).getByRole('row', { name: '6 PM 2' })).toBeInTheDocument();
    const scores = screen.getByRole('table', { name: /Winter Stroke Play/ });
    expect(
      within(scores)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Match nightScore', '11/30/2678', '12/7/2674']);
    expect(screen.getByText('3.5 h')).toBeVisible();
  });

  it('shows the tables to everyone on request', async () => {
    const view = renderGame(PLAYED);
    await screen.findByRole('table', { name: /Hours on the simulators/ });
    await view.user.click(screen.getByRole('radio', { name: 'Tables' }));
    expect(screen.getByRole('table', { name: /Hours on the simulators/ })).toBeVisible();
  });
});
