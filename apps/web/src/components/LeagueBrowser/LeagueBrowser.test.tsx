import { describe, expect, it } from 'vitest';
import type { Handler } from '../../test-utils';
import { failWith, fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { member } from '../../test-utils/people';
import { leagueFixture, participationFixture } from '../LeagueDisplay/leagueFixtures';
import { LeagueBrowser } from './LeagueBrowser';

const ACTIVE = leagueFixture();
const UPCOMING = leagueFixture({
  id: 2,
  name: 'Thursday Scramble Series',
  teamType: 'scramble',
  status: 'upcoming',
  startDate: '2026-12-03',
  endDate: '2027-01-14',
  dayOfWeek: 4,
  durationWeeks: 6,
  capacity: 24,
  entries: 0,
  currentParticipants: 0,
  teams: 0,
});
const FULL = leagueFixture({
  id: 3,
  name: 'Full House',
  status: 'upcoming',
  capacity: 2,
  entries: 2,
  startDate: '2026-12-07',
  endDate: '2026-12-14',
});

function renderBrowser(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'auth.me': ok(member()),
    'leagues.list': ok([ACTIVE, UPCOMING, FULL]),
    'leagues.myEntries': ok([]),
    ...handlers,
  });
  return renderWithProviders(<LeagueBrowser />, { api });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('LeagueBrowser', () => {
  it('shows the active leagues as cards with status, types, start, schedule and availability', async () => {
    renderBrowser();
    const active = await screen.findByRole('article', { name: ACTIVE.name });
    expect(within(active).getByText('Active')).toBeVisible();
    expect(within(active).getByText('Lowest Score')).toBeVisible();
    expect(within(active).getByText('Individual')).toBeVisible();
    expect(within(active).getByText('11/9/26')).toBeVisible();
    expect(within(active).getByText('Mondays, 2 weeks · 6:00 PM – 8:00 PM')).toBeVisible();
    expect(within(active).getByText('3/16 filled · 13 spots left')).toBeVisible();
    expect(within(active).getByRole('button', { name: 'Register Now' })).toBeEnabled();
    expect(screen.queryByRole('article', { name: UPCOMING.name })).toBeNull();
  });

  it('lists upcoming leagues; a full one cannot be registered for; scramble counts teams', async () => {
    const { user } = renderBrowser();
    await user.click(await screen.findByRole('tab', { name: 'Upcoming Leagues' }));
    expect(within(card(UPCOMING.name)).getByText('0/12 filled · 12 teams left')).toBeVisible();
    expect(within(card(UPCOMING.name)).getByText('Scramble (2-person)')).toBeVisible();
    expect(within(card(FULL.name)).getByText('2/2 filled · Full')).toBeVisible();
    expect(within(card(FULL.name)).getByRole('button', { name: 'Register Now' })).toBeDisabled();
  });

  it('marks a league the member is in as Registered and lists it under My Leagues', async () => {
    const { user } = renderBrowser({
      'leagues.myEntries': ok([
        participationFixture(UPCOMING, { teamNumber: 4, partnerName: 'Pat Partner' }),
      ]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Upcoming Leagues' }));
    expect(within(card(UPCOMING.name)).getByText('Registered')).toBeVisible();
    expect(within(card(UPCOMING.name)).queryByRole('button', { name: 'Register Now' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'My Leagues' }));
    const item = screen.getByRole('listitem', { name: UPCOMING.name });
    expect(
      within(item).getByText('Regular League · starts 12/3/26 · Thursdays, 6 weeks'),
    ).toBeVisible();
    expect(within(item).getByText(/Team #4 · Partner: Pat Partner/)).toBeVisible();
    expect(within(item).getByRole('button', { name: 'View Details' })).toBeVisible();
  });

  it.each([
    ['Active Leagues', 'No active leagues at the moment. Check upcoming leagues!'],
    ['Upcoming Leagues', 'No upcoming leagues scheduled. Check back soon!'],
    ['My Leagues', 'You are not registered for any leagues yet.'],
  ])('%s empty: %s', async (tab, text) => {
    const { user } = renderBrowser({ 'leagues.list': ok([]) });
    await user.click(await screen.findByRole('tab', { name: tab }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('says when the leagues could not be loaded', async () => {
    renderBrowser({
      'leagues.list': failWith(500, { message: 'Something went wrong', code: 'INTERNAL' }),
    });
    expect(await screen.findByText('Leagues could not be loaded')).toBeVisible();
  });
});
