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

// League Management: Edit opens the league's own form, prefilled; Save Changes sends the edit.

const UPCOMING = leagueFixture({
  id: 2,
  name: 'Thursday Scramble Series',
  status: 'upcoming',
  teamType: 'scramble',
  startDate: '2026-12-03',
  endDate: '2026-12-31',
  dayOfWeek: 4,
  durationWeeks: 4,
  startTime: '19:00:00',
  endTime: '21:00:00',
  capacity: 24,
  fee: 149,
  prizes: 'A TrackMan pack',
});
const ACTIVE = leagueFixture({ id: 1, name: 'Monday Night Stroke League' });
const GONE = leagueFixture({ id: 4, name: 'Cancelled Cup', status: 'cancelled' });

function renderSection(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'auth.me': ok(member({ role: 'admin' })),
    'leagues.list': ok([ACTIVE, UPCOMING, GONE]),
    ...handlers,
  });
  return renderWithProviders(<AdminLeaguesSection />, { api });
}

/** The visible input a label names (a Select also labels its hidden value). */
function visibleInput(form: HTMLElement, label: RegExp): HTMLElement | undefined {
  return within(form)
    .getAllByLabelText(label)
    .find((e) => e instanceof HTMLInputElement && e.type !== 'hidden');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T18:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('AdminLeaguesSection: edit a league', () => {
  it('the form opens prefilled; location, team and game type stay; Save Changes sends the edit', async () => {
    const { user, api } = renderSection({
      'adminLeagues.update': ok({ ...UPCOMING, name: 'Thursday Scramble', capacity: 20 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Thursday Scramble Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit League' });
    const form = within(dialog).getByRole('form', { name: 'Edit League' });
    expect(within(form).getByLabelText(/League Name/)).toHaveValue('Thursday Scramble Series');
    expect(within(form).getByLabelText(/Day of Week/)).toHaveValue('Thursday');
    expect(within(form).getByLabelText(/Maximum Participants/)).toHaveValue('24');
    expect(within(form).getByLabelText(/Prizes/)).toHaveValue('A TrackMan pack');
    expect(visibleInput(form, /Team Type/)).toBeDisabled();
    expect(visibleInput(form, /Game Type/)).toBeDisabled();
    expect(visibleInput(form, /^Location/)).toBeDisabled();

    const name = within(form).getByLabelText(/League Name/);
    await user.clear(name);
    await user.type(name, 'Thursday Scramble');
    const capacity = within(form).getByLabelText(/Maximum Participants/);
    await user.clear(capacity);
    await user.type(capacity, '20');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.inputsOf('adminLeagues.update')).toHaveLength(1));
    expect(api.inputsOf('adminLeagues.update')[0]).toMatchObject({
      id: 2,
      name: 'Thursday Scramble',
      capacity: 20,
      teamType: 'scramble',
      startDate: '2026-12-03',
      startTime: '19:00',
      fee: 149,
    });
    expect(await screen.findByText('League updated')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit League' })).toBeNull());
  }, 60_000);

  it('a started league keeps its start date (the form does not block other edits); no Edit for a cancelled one', async () => {
    const { user, api } = renderSection({ 'adminLeagues.update': ok(ACTIVE) });
    await user.click(await screen.findByRole('tab', { name: 'All Leagues' }));
    expect(screen.queryByRole('button', { name: 'Edit Cancelled Cup' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Monday Night Stroke League' }));
    const form = await screen.findByRole('form', { name: 'Edit League' });
    expect(within(form).getByRole('button', { name: /Start Date/ })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.inputsOf('adminLeagues.update')).toHaveLength(1));
    expect(api.inputsOf('adminLeagues.update')[0]).toMatchObject({
      id: 1,
      startDate: '2026-11-09',
    });
  }, 60_000);

  it("a refused edit keeps the form open and shows the server's reason", async () => {
    const { user } = renderSection({
      'adminLeagues.update': failWith(409, {
        message: 'Capacity cannot be below the 3 teams (6 players) already registered.',
        code: 'CONFLICT',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Thursday Scramble Series' }));
    const form = await screen.findByRole('form', { name: 'Edit League' });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating league')).toBeVisible();
    expect(
      screen.getByText('Capacity cannot be below the 3 teams (6 players) already registered.'),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Edit League' })).toBeVisible();
  }, 60_000);
});
