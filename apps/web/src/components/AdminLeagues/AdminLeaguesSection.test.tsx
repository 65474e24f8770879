import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { member } from '../../test-utils/people';
import { leagueFixture } from '../LeagueDisplay/leagueFixtures';
import { AdminLeaguesSection } from './AdminLeaguesSection';

const ACTIVE = leagueFixture({ id: 1, name: 'Monday Night Stroke League' });
const UPCOMING = leagueFixture({
  id: 2,
  name: 'Thursday Scramble Series',
  status: 'upcoming',
  teamType: 'scramble',
  currentParticipants: 4,
  teams: 2,
  startTime: '19:00:00',
  endTime: '21:00:00',
});
const DONE = leagueFixture({ id: 3, name: 'Autumn Classic', status: 'completed' });
const GONE = leagueFixture({ id: 4, name: 'Cancelled Cup', status: 'cancelled' });

function renderSection(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'auth.me': ok(member({ role: 'admin' })),
    'leagues.list': ok([ACTIVE, UPCOMING, DONE, GONE]),
    ...handlers,
  });
  return renderWithProviders(<AdminLeaguesSection />, { api });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T18:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('AdminLeaguesSection', () => {
  it('Active Leagues lists active and upcoming leagues with every column; Delete only for upcoming', async () => {
    renderSection();
    await screen.findByRole('table', { name: 'Leagues' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Team Type',
      'Game Type',
      'Start Date',
      'End Date',
      'Day',
      'Time',
      'Number of Spots',
      'Currently Registered',
      'Status',
      'Actions',
    ]);
    const scramble = row('Thursday Scramble Series');
    expect(within(scramble).getByText('19:00-21:00')).toBeVisible();
    expect(within(scramble).getByText('4 (2 teams)')).toBeVisible();
    expect(
      within(scramble).getByRole('button', { name: 'Delete Thursday Scramble Series' }),
    ).toBeVisible();
    expect(
      within(row('Monday Night Stroke League')).queryByRole('button', { name: /Delete/ }),
    ).toBeNull();
    expect(screen.queryByText('Autumn Classic')).toBeNull();
  });

  it('Completed has no Status or Actions; All shows cancelled in red', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('tab', { name: 'Completed Leagues' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
    expect(screen.getByText('Autumn Classic')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'All Leagues' }));
    expect(within(row('Cancelled Cup')).getByText('Cancelled')).toBeVisible();
  });

  it.each([
    ['Active Leagues', 'No active leagues found. Create a new league to get started.'],
    ['Completed Leagues', 'No completed leagues found.'],
    ['All Leagues', 'No leagues found. Create a new league to get started.'],
  ])('%s empty: %s', async (tab, text) => {
    const { user } = renderSection({ 'leagues.list': ok([]) });
    await user.click(await screen.findByRole('tab', { name: tab }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('deletes an upcoming league after the confirmation', async () => {
    const { user, api } = renderSection({
      'adminLeagues.remove': ok({ ...UPCOMING, status: 'cancelled' }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Thursday Scramble Series' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this league?')).toBeVisible();
    expect(
      within(dialog).getByText('Only upcoming leagues with no participants can be deleted.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete League' }));
    await waitFor(() => expect(api.inputsOf('adminLeagues.remove')).toEqual([{ id: 2 }]));
    expect(await screen.findByText('League deleted')).toBeVisible();
  });

  it("a refused delete shows 'Error' with the server's reason", async () => {
    const { user } = renderSection({
      'adminLeagues.remove': failWith(409, {
        message: 'Only upcoming leagues with no participants can be deleted.',
        code: 'CONFLICT',
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Thursday Scramble Series' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete League' }),
    );
    expect(await screen.findByText('Error')).toBeVisible();
  });

  it('Recalculate Counts says how many leagues it corrected', async () => {
    const { user } = renderSection({
      'adminLeagues.recalculateCounts': ok({ checked: 4, updated: 2, results: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Recalculate Counts' }));
    expect(await screen.findByText('League counts updated')).toBeVisible();
    expect(
      screen.getByText('Updated 2 leagues with their correct participant counts.'),
    ).toBeVisible();
  });

  it('creates a league from the form and returns to the Active tab', async () => {
    const { user, api } = renderSection({
      'adminLeagues.create': ok(leagueFixture({ id: 9, name: 'Tuesday Twilight' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Create New League' }));
    expect(screen.getByLabelText(/Day of Week/)).toHaveValue('Monday');
    expect(screen.getByText('Number of weeks the league will run (1-12 weeks).')).toBeVisible();
    expect(screen.getByText('Maximum number of players (2-40).')).toBeVisible();
    await user.click(screen.getByLabelText(/League Name/));
    await user.paste('Tuesday Twilight');
    await user.click(screen.getByLabelText(/^Description/));
    await user.paste('Nine holes after work');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    await waitFor(() => expect(api.inputsOf('adminLeagues.create')).toHaveLength(1));
    expect(api.inputsOf('adminLeagues.create')[0]).toMatchObject({
      name: 'Tuesday Twilight',
      locationId: '1',
      startDate: '2026-11-23',
      endDate: '2027-01-04',
      dayOfWeek: 1,
      capacity: 12,
      fee: 99,
    });
    expect(await screen.findByText('League created')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Active Leagues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }, 60_000);

  it("an invalid form says 'Form validation failed' and sends nothing; a refusal shows the server's text", async () => {
    const { user, api } = renderSection({
      'adminLeagues.create': failWith(409, {
        message: "This league's nights would take bays from 2 confirmed bookings.",
        code: 'CONFLICT',
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Create League' }));
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Form validation failed')).toBeVisible();
    expect(screen.getByText('League name is required')).toBeVisible();
    expect(api.inputsOf('adminLeagues.create')).toHaveLength(0);
    await user.click(screen.getByLabelText(/League Name/));
    await user.paste('Clash');
    await user.click(screen.getByLabelText(/^Description/));
    await user.paste('Over bookings');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Error creating league')).toBeVisible();
    expect(
      screen.getByText("This league's nights would take bays from 2 confirmed bookings."),
    ).toBeVisible();
  }, 60_000);
});
