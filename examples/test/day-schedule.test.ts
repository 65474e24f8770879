import { createClubClient } from '@club/client';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClubServer, type ClubServer } from '../../packages/client/test/support/club-server';
import { runExample } from './support/run-example';

let club: ClubServer;
let adminEnv: Record<string, string>;
beforeAll(async () => {
  club = await startClubServer({ RATE_LIMITS: 'off' });
  adminEnv = {
    CLUB_URL: club.url,
    CLUB_EMAIL: club.admin.email,
    CLUB_PASSWORD: club.admin.password,
  };
});
afterAll(() => club.close());

const PASSWORD = 'Fairway-Secret-42';

async function memberEnv(email: string, firstName: string): Promise<Record<string, string>> {
  const client = createClubClient({ url: club.url });
  await client.auth.register.mutate({ email, password: PASSWORD, firstName, lastName: 'Lopez' });
  return { CLUB_URL: club.url, CLUB_EMAIL: email, CLUB_PASSWORD: PASSWORD };
}

interface Entry {
  kind: string;
  id: number;
  start: string;
  end: string;
  bays: string[];
  who: string;
  email: string | null;
  status: string;
  waitlistPosition: number | null;
}

describe('pnpm example day-schedule', () => {
  let booked: { id: number };
  beforeAll(async () => {
    const env = await memberEnv('nancy@example.com', 'Nancy');
    const run = await runExample(
      ['book-session', '--date', '2026-11-24', '--start', '18:30', '--minutes', '120'],
      { env },
    );
    expect(run.code).toBe(0);
    booked = JSON.parse(run.stdout);
  });

  it('lists the booking a member made with book-session, with the member, in JSON', async () => {
    const run = await runExample(['day-schedule', '--date', '2026-11-24'], { env: adminEnv });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const schedule = JSON.parse(run.stdout);
    expect(schedule).toMatchObject({ date: '2026-11-24', timeZone: 'America/Chicago' });
    expect(schedule.bays.map((b: { name: string }) => b.name)).toEqual([
      'Bay 1',
      'Bay 2',
      'Bay 3',
      'Bay 4',
    ]);
    const bookings = (schedule.entries as Entry[]).filter((e) => e.kind === 'booking');
    expect(bookings).toEqual([
      expect.objectContaining({
        id: booked.id,
        start: '2026-11-24 18:30',
        end: '2026-11-24 20:30',
        bays: ['Bay 1'],
        who: 'Nancy Lopez',
        email: 'nancy@example.com',
        status: 'confirmed',
      }),
    ]);
  });

  it('prints the same day as CSV with --csv', async () => {
    const run = await runExample(['day-schedule', '--date', '2026-11-24', '--csv'], {
      env: adminEnv,
    });
    expect(run.code).toBe(0);
    const records: string[][] = parse(run.stdout);
    const [header, ...rows] = records;
    expect(header).toEqual([
      'Start',
      'End',
      'Bays',
      'Kind',
      'Who',
      'Email',
      'Status',
      'Waitlist Position',
      'Price',
      'ID',
    ]);
    expect(rows.filter((r) => r[3] === 'booking')).toEqual([
      [
        '2026-11-24 18:30',
        '2026-11-24 20:30',
        'Bay 1',
        'booking',
        'Nancy Lopez',
        'nancy@example.com',
        'confirmed',
        '',
        expect.any(String),
        String(booked.id),
      ],
    ]);
    expect(run.stdout).toContain('\r\n');
  });

  it('shows waitlisted bookings with their place, and not other days', async () => {
    const startTime = new Date('2026-11-25T07:00:00-06:00').toISOString();
    for (const name of ['Ann', 'Ben', 'Cy', 'Di', 'Ed']) {
      const member = createClubClient({ url: club.url });
      await member.auth.register.mutate({
        email: `${name}@example.com`,
        password: PASSWORD,
        firstName: name,
        lastName: 'Lopez',
      });
      await member.bookings.create.mutate({
        startTime,
        durationMinutes: 60,
        joinWaitlist: name === 'Ed',
      });
    }

    const run = await runExample(['day-schedule', '--date', '2026-11-25'], { env: adminEnv });
    const bookings = (JSON.parse(run.stdout).entries as Entry[]).filter(
      (e) => e.kind === 'booking',
    );
    expect(bookings.map((e) => [e.who, e.status, e.waitlistPosition, e.bays.length])).toEqual([
      ['Ann Lopez', 'confirmed', null, 1],
      ['Ben Lopez', 'confirmed', null, 1],
      ['Cy Lopez', 'confirmed', null, 1],
      ['Di Lopez', 'confirmed', null, 1],
      ['Ed Lopez', 'waitlisted', 1, 1],
    ]);
    expect(bookings.map((e) => e.id)).not.toContain(booked.id);
  });

  it("is for admins: a member gets the club's 403 in one line and exit code 1", async () => {
    const run = await runExample(['day-schedule', '--date', '2026-11-24'], {
      env: await memberEnv('not-an-admin@example.com', 'Nat'),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'day-schedule: You do not have permission to access this page. [403 FORBIDDEN]\n',
    );
  });

  it.each([
    [['--date', 'tomorrow'], '--date must be a day written YYYY-MM-DD'],
    [['--date', '2026-11-24', '--location', 'main'], '--location must be a location id'],
    [['--date', '2026-11-24', '--json'], "Unknown option '--json'"],
  ])('refuses bad options %j with exit code 2', async (options, message) => {
    const run = await runExample(['day-schedule', ...options], { env: adminEnv });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });
});
