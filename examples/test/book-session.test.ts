import { createClubClient, type ClubClient } from '@club/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  startClubServer,
  type ClubServer,
} from '../../packages/client/test/support/club-server';
import { runExample } from './support/run-example';

let club: ClubServer;
beforeAll(async () => {
  club = await startClubServer({ RATE_LIMITS: 'off' });
});
afterAll(() => club.close());

const PASSWORD = 'Fairway-Secret-42';
let counter = 0;

async function member(): Promise<{ client: ClubClient; env: Record<string, string> }> {
  counter += 1;
  const email = `booker-${counter}@example.com`;
  const client = createClubClient({ url: club.url });
  await client.auth.register.mutate({
    email,
    password: PASSWORD,
    firstName: 'Bea',
    lastName: 'Booker',
  });
  return { client, env: { CLUB_URL: club.url, CLUB_EMAIL: email, CLUB_PASSWORD: PASSWORD } };
}

describe('pnpm example book-session', () => {
  it("books at the club's local date and time and prints the booking, which the member then has", async () => {
    const { client, env } = await member();
    const run = await runExample(
      ['book-session', '--date', '2026-11-24', '--start', '10:00', '--minutes', '90'],
      { env },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed).toMatchObject({
      startTime: at('2026-11-24T10:00'),
      endTime: at('2026-11-24T11:30'),
      status: 'confirmed',
      isWaitlisted: false,
      bayName: 'Bay 1',
    });
    const mine = await client.bookings.mine.query();
    expect(mine.map((b) => [b.id, b.status, b.startTime])).toEqual([
      [printed.id, 'confirmed', at('2026-11-24T10:00')],
    ]);
  });

  it('offers the waitlist when every bay is taken, and --waitlist takes a place', async () => {
    const startTime = at('2026-11-26T19:00');
    const bays = await createClubClient({ url: club.url }).bays.list.query();
    for (let taken = 0; taken < bays.length; taken += 1) {
      await (await member()).client.bookings.create.mutate({ startTime, durationMinutes: 60 });
    }
    const { client, env } = await member();
    const args = ['book-session', '--date', '2026-11-26', '--start', '19:00'];

    const full = await runExample(args, { env });
    expect(full.code).toBe(1);
    expect(full.stdout).toBe('');
    expect(full.stderr).toBe(
      'book-session: All bays are booked at that time. Run it again with --waitlist to join the waitlist.\n',
    );
    expect(await client.bookings.mine.query()).toEqual([]);

    const queued = await runExample([...args, '--waitlist'], { env });
    expect(queued.code).toBe(0);
    expect(JSON.parse(queued.stdout)).toMatchObject({
      status: 'waitlisted',
      isWaitlisted: true,
      waitlistPosition: 1,
    });
    expect((await client.bookings.mine.query()).map((b) => b.status)).toEqual(['waitlisted']);
  });

  it.each([
    [['--date', '24/11/2026', '--start', '10:00'], '--date must be a day written YYYY-MM-DD'],
    [['--date', '2026-02-30', '--start', '10:00'], '--date must be a day written YYYY-MM-DD'],
    [['--date', '2026-11-24', '--start', '25:00'], '--start must be a 24-hour time HH:MM'],
    [['--date', '2026-11-24'], '--start must be a 24-hour time HH:MM'],
    [
      ['--date', '2026-11-24', '--start', '10:00', '--minutes', 'an hour'],
      '--minutes must be a whole number',
    ],
    [['--date', '2026-11-24', '--start', '10:00', '--bay', '2'], "Unknown option '--bay'"],
  ])('refuses bad options %j with one line on stderr and exit code 2', async (options, message) => {
    const { env } = await member();
    const run = await runExample(['book-session', ...options], { env });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(message);
  });

  it("passes on the club's refusal in its words, with exit code 1", async () => {
    const { env } = await member();
    const run = await runExample(
      ['book-session', '--date', '2026-11-24', '--start', '10:00', '--minutes', '45'],
      { env },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'book-session: Sessions last from 30 minutes to 4 hours, in 30-minute steps. [400 VALIDATION]\n',
    );
  });

  it('fails a wrong password or a missing account with one line and a non-zero exit', async () => {
    const { env } = await member();
    const wrong = await runExample(['book-session', '--date', '2026-11-24', '--start', '10:00'], {
      env: { ...env, CLUB_PASSWORD: 'not-the-password' },
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toMatch(
      new RegExp(
        `^book-session: login as ${env.CLUB_EMAIL} at .* failed: .*\\[401 INVALID_CREDENTIALS\\]\\n$`,
      ),
    );

    const anonymous = await runExample(
      ['book-session', '--date', '2026-11-24', '--start', '10:00'],
      {
        env: { CLUB_URL: club.url },
      },
    );
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toContain('set CLUB_EMAIL and CLUB_PASSWORD');
  });

  it("runs through the root command's entry and names the examples", async () => {
    const run = await runExample(['no-such-example'], { viaEntry: true });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^unknown example "no-such-example"; usage: pnpm example <name> \[options\]; one of: book-session --date/,
    );
    expect(run.stderr.split('\n')).toHaveLength(2);
  });
});
