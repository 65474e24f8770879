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
import { member } from '../../test-utils/people';
import { leagueFixture, participantFixture } from '../LeagueDisplay/leagueFixtures';
import { LeagueRegisterDialog } from './LeagueRegisterDialog';

const SOLO = leagueFixture({ id: 1, name: 'Solo Stroke', status: 'upcoming' });
const PAIRS = leagueFixture({
  id: 2,
  name: 'Pairs Scramble',
  teamType: 'scramble',
  status: 'upcoming',
});
const USER = member();

function renderDialog(
  league: typeof SOLO,
  handlers: Record<string, Handler> = {},
  who: typeof USER = USER,
) {
  const api = fakeApi({
    'auth.me': ok(who),
    'leagues.register': ok(participantFixture()),
    ...handlers,
  });
  return renderWithProviders(
    <LeagueRegisterDialog
      league={league}
      leagues={[SOLO, PAIRS]}
      user={who}
      onClose={() => undefined}
    />,
    { api },
  );
}

describe('LeagueRegisterDialog', () => {
  it('registers the member for an individual league with the chosen payment', async () => {
    const { user, api } = renderDialog(SOLO);
    expect(screen.getByRole('combobox', { name: /^League/ })).toHaveValue('Solo Stroke');
    expect(screen.queryByLabelText('Player 1 name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(api.inputsOf('leagues.register')).toHaveLength(1));
    expect(api.inputsOf('leagues.register')[0]).toEqual({
      leagueId: 1,
      userId: 7,
      paymentMethod: 'cash',
      status: 'active',
    });
    expect(await screen.findByText('Registration Complete')).toBeVisible();
  });

  it('tells an Elite member the entry is included in the plan, with no payment to choose', () => {
    renderDialog(SOLO, {}, member({ membershipType: 'elite' }));
    expect(screen.getByText('Entry included in your Elite plan: no fee to pay.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
  });

  it('scramble: player 2 is the member, read-only; player 1 is required with the spec messages', async () => {
    const { user, api } = renderDialog(PAIRS);
    expect(screen.getByLabelText('Player 2 name')).toHaveValue('Casey Fairway');
    expect(screen.getByLabelText('Player 2 name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Player 2 email')).toHaveValue('casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Player 1 name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid email for Player 1')).toBeVisible();
    expect(api.inputsOf('leagues.register')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Player 1 name/), 'Pat Partner');
    await user.type(screen.getByLabelText(/Player 1 email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(api.inputsOf('leagues.register')).toHaveLength(1));
    expect(api.inputsOf('leagues.register')[0]).toMatchObject({
      leagueId: 2,
      player1Name: 'Pat Partner',
      player1Email: 'pat@example.com',
      player2Name: 'Casey Fairway',
      player2Email: 'casey@example.com',
    });
  });

  it("shows the server's reason when the league filled up meanwhile", async () => {
    const { user } = renderDialog(SOLO, {
      'leagues.register': failWith(409, { message: 'This league is full.', code: 'CONFLICT' }),
    });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration failed')).toBeVisible();
    expect(screen.getByText('This league is full.')).toBeVisible();
  });

  it('asks for the club waiver when the server requires it, and registers after "I agree"', async () => {
    let answers = 0;
    const { user, api } = renderDialog(SOLO, {
      'waiver.current': ok({ enabled: true, version: 2, text: 'Play safe.', accepted: true }),
      'waiver.accept': ok({ version: 2, acceptedAt: '2026-11-23T15:00:00.000Z' }),
      'leagues.register': () =>
        answers++ === 0
          ? failWith(403, {
              message: 'Please accept the club waiver before booking.',
              code: 'WAIVER_REQUIRED',
            })
          : ok(participantFixture()),
    });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Club waiver' });
    expect(await within(dialog).findByText('Play safe.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Registration Complete')).toBeVisible();
    expect(api.inputsOf('leagues.register')).toHaveLength(2);
    expect(screen.queryByText('Registration failed')).toBeNull();
  });
});
