import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubApiError, createClubClient, type ClubClient } from '../src';
import { at, startClubServer, type ClubServer } from './support/club-server';

let club: ClubServer;
beforeAll(async () => {
  // Rate limits on, as in production: the 429 below is the server's own.
  club = await startClubServer({ RATE_LIMITS: 'on' });
});
afterAll(() => club.close());

const PASSWORD = 'Fairway-Secret-42';
let counter = 0;

/** A new member, signed in through the client (register answers the session cookie). */
async function newMember(): Promise<{ client: ClubClient; email: string }> {
  counter += 1;
  const email = `script-member-${counter}@example.com`;
  const client = createClubClient({ url: club.url });
  await client.auth.register.mutate({
    email,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Snead',
  });
  return { client, email };
}

/** The error a call rejects with; fails the test when the call succeeds. */
async function failureOf(call: Promise<unknown>): Promise<ClubApiError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected the call to fail, it answered ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(ClubApiError);
  expect(outcome.error).toBeInstanceOf(TRPCClientError);
  if (!(outcome.error instanceof ClubApiError)) throw outcome.error;
  return outcome.error;
}

describe('the session', () => {
  it('keeps the cookie from register and login, and forgets it on logout', async () => {
    const { client, email } = await newMember();
    expect(client.hasSession).toBe(true);
    expect((await client.auth.profile.query()).email).toBe(email);
    await client.logout();
    expect(client.hasSession).toBe(false);
    expect((await failureOf(client.auth.profile.query())).status).toBe(401);

    const user = await client.login(email, PASSWORD);
    expect(user).toMatchObject({ email, role: 'user', firstName: 'Sam' });
    expect(await client.bookings.mine.query()).toEqual([]);
  });

  it('signs in as the admin and reads an admin list', async () => {
    const admin = createClubClient({ url: `${club.url}/` });
    expect((await admin.login(club.admin.email, club.admin.password)).role).toBe('admin');
    expect(await admin.demoRequests.list.query()).toEqual([]);
  });
});

describe('errors become one ClubApiError', () => {
  it('400: a validation answer names the field and its message', async () => {
    const { client } = await newMember();
    const error = await failureOf(
      client.bookings.create.mutate({ startTime: at('2026-11-24T10:00'), durationMinutes: 45 }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Sessions last from 30 minutes to 4 hours, in 30-minute steps.',
      fieldErrors: {
        durationMinutes: 'Sessions last from 30 minutes to 4 hours, in 30-minute steps.',
      },
      canJoinWaitlist: false,
      retryAfter: undefined,
    });
  });

  it("400: a club rule's refusal carries its own code", async () => {
    const { client } = await newMember();
    const error = await failureOf(
      client.bookings.create.mutate({ startTime: at('2026-11-24T10:15'), durationMinutes: 60 }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'BOOKING_RULE',
      message: 'Sessions start on the hour or the half hour.',
    });
    expect(error.fieldErrors).toEqual({});
  });

  it('401: a wrong password, and a signed-out call', async () => {
    const { email } = await newMember();
    const client = createClubClient({ url: club.url });
    const wrong = await failureOf(client.login(email, 'not-the-password'));
    expect(wrong).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(wrong.message).toMatch(/\w/);
    expect(client.hasSession).toBe(false);
    const signedOut = await failureOf(client.bookings.mine.query());
    expect(signedOut).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
  });

  it("403: a member on an admin procedure, and a call from another site's origin", async () => {
    const { client, email } = await newMember();
    const forbidden = await failureOf(client.demoRequests.list.query());
    expect(forbidden).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to access this page.',
    });

    const elsewhere = createClubClient({ url: club.url, origin: 'https://elsewhere.example' });
    const crossSite = await failureOf(elsewhere.login(email, PASSWORD));
    expect(crossSite).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Cross-site requests are not allowed.',
    });
  });

  it('409: every bay taken offers the waitlist, and joinWaitlist takes a place', async () => {
    const startTime = at('2026-11-25T18:00');
    const bays = await createClubClient({ url: club.url }).bays.list.query();
    for (let taken = 0; taken < bays.length; taken += 1) {
      const { client } = await newMember();
      expect((await client.bookings.create.mutate({ startTime, durationMinutes: 60 })).status).toBe(
        'confirmed',
      );
    }
    const { client } = await newMember();
    const full = await failureOf(client.bookings.create.mutate({ startTime, durationMinutes: 60 }));
    expect(full).toMatchObject({ status: 409, code: 'BAYS_FULL', canJoinWaitlist: true });
    expect(full.message).toBe('All bays are booked at that time.');

    const queued = await client.bookings.create.mutate({
      startTime,
      durationMinutes: 60,
      joinWaitlist: true,
    });
    expect(queued).toMatchObject({ status: 'waitlisted', isWaitlisted: true, waitlistPosition: 1 });
  });

  it('409 without the waitlist: an e-mail already registered', async () => {
    const { email } = await newMember();
    const client = createClubClient({ url: club.url });
    const taken = await failureOf(
      client.auth.register.mutate({
        email,
        password: PASSWORD,
        firstName: 'Sam',
        lastName: 'Snead',
      }),
    );
    expect(taken).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', canJoinWaitlist: false });
  });

  it('429: repeated wrong logins are rate limited, with the seconds to wait', async () => {
    const { email } = await newMember();
    const client = createClubClient({ url: club.url });
    let limited: ClubApiError | undefined;
    for (let attempt = 1; attempt <= 30 && !limited; attempt += 1) {
      const error = await failureOf(client.login(email, `wrong-password-${attempt}`));
      if (error.status === 429) limited = error;
      else expect(error.code).toBe('INVALID_CREDENTIALS');
    }
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(limited?.message).toMatch(/too many/i);
    expect(limited?.retryAfter).toBeGreaterThan(0);
    expect(limited?.retryAfter).toBeLessThanOrEqual(60 * 60);
    // the number the server sent (its header when the answer has one, else the envelope's)
    const header =
      limited?.meta?.response instanceof Response
        ? limited.meta.response.headers.get('retry-after')
        : null;
    expect(limited?.retryAfter).toBe(Number(header ?? limited?.envelope?.retryAfterSeconds));
  });

  it('no answer at all: NETWORK, without a status', async () => {
    const client = createClubClient({ url: 'http://127.0.0.1:9' });
    const error = await failureOf(client.locations.list.query());
    expect(error).toMatchObject({ code: 'NETWORK', status: undefined, fieldErrors: {} });
  });
});
