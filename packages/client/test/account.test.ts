// The member's own account through the typed client (issue 26): the procedures, their inputs and
// answers typed by the API's router, their refusals one ClubApiError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubApiError, createClubClient } from '../src';
import { startClubServer, type ClubServer } from './support/club-server';

let club: ClubServer;
beforeAll(async () => {
  club = await startClubServer({ RATE_LIMITS: 'off' });
});
afterAll(() => club.close());

describe('account procedures', () => {
  it('edit the profile, switch reminders off, read My game; a wrong password is a typed refusal', async () => {
    const client = createClubClient({ url: club.url });
    await client.auth.register.mutate({
      email: 'typed-account@example.com',
      password: 'Fairway-Secret-42',
      firstName: 'Sam',
      lastName: 'Snead',
    });
    const me = await client.account.updateProfile.mutate({
      firstName: 'Samuel',
      lastName: 'Snead',
      phone: '210-555-0111',
      bookingReminders: false,
    });
    expect(me).toMatchObject({ firstName: 'Samuel', phone: '210-555-0111' });
    expect(await client.account.settings.query()).toEqual({ bookingReminders: false });
    const stats = await client.account.stats.query();
    expect(stats).toMatchObject({ totalSessions: 0, seasons: [] });
    expect(stats.months).toHaveLength(12);

    const refused = await client.account.changePassword
      .mutate({ currentPassword: 'not-it', newPassword: 'Another-Secret-43' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(ClubApiError);
    expect(refused).toMatchObject({
      status: 400,
      fieldErrors: { currentPassword: 'Your current password is not correct.' },
    });
  });
});
