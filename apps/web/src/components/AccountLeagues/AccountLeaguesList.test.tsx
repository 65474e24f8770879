import { describe, expect, it } from 'vitest';
import type { Handler } from '../../test-utils';
import { failWith, fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { leagueFixture, participationFixture } from '../LeagueDisplay/leagueFixtures';
import { AccountLeaguesList } from './AccountLeaguesList';

const SOLO = leagueFixture({ id: 3, name: 'Monday Night Stroke League' });
const PAIRS = leagueFixture({
  id: 8,
  name: 'Thursday Scramble Series',
  teamType: 'scramble',
  status: 'upcoming',
  dayOfWeek: 4,
});

function renderList(handlers: Record<string, Handler>) {
  return renderWithProviders(<AccountLeaguesList />, { api: fakeApi(handlers) });
}

describe('AccountLeaguesList', () => {
  it('shows league number, team number, status, registration date, payment and the partner', async () => {
    renderList({
      'leagues.myParticipations': ok([
        participationFixture(PAIRS, {
          teamNumber: 2,
          paymentMethod: 'card',
          registrationDate: '2026-11-20T18:00:00.000Z',
          partnerName: 'Pat Partner',
          partnerEmail: 'pat@example.com',
        }),
        participationFixture(SOLO),
      ]),
    });
    const pairs = await screen.findByRole('listitem', { name: 'Thursday Scramble Series' });
    const field = (item: HTMLElement, label: string) =>
      within(item).getByText(label).nextElementSibling?.textContent;
    expect(field(pairs, 'League number')).toBe('#8');
    expect(field(pairs, 'Team number')).toBe('#2');
    expect(field(pairs, 'Registered on')).toBe('11/20/26');
    expect(field(pairs, 'Payment method')).toBe('Card');
    expect(field(pairs, 'Partner')).toBe('Pat Partner');
    expect(field(pairs, 'Partner e-mail')).toBe('pat@example.com');
    expect(within(pairs).getByText('Registered')).toBeVisible();
    expect(within(pairs).getByText('Upcoming')).toBeVisible();

    const solo = screen.getByRole('listitem', { name: 'Monday Night Stroke League' });
    expect(field(solo, 'Team number')).toBe('–');
    expect(field(solo, 'Payment method')).toBe('Cash');
    expect(within(solo).queryByText('Partner')).toBeNull();
    expect(within(solo).getByText('Active')).toBeVisible();
  });

  it("invites a member without leagues to 'Browse Leagues'", async () => {
    renderList({ 'leagues.myParticipations': ok([]) });
    expect(await screen.findByText('You are not registered for any leagues yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Leagues' })).toHaveAttribute(
      'href',
      '/leagues',
    );
  });

  it('says when the registrations could not be loaded', async () => {
    renderList({
      'leagues.myParticipations': failWith(500, {
        message: 'Something went wrong',
        code: 'INTERNAL',
      }),
    });
    expect(await screen.findByText('Leagues could not be loaded')).toBeVisible();
    expect(await screen.findByText('Failed to fetch leagues')).toBeVisible();
  });
});
