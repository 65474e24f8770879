import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClubClient, type ClubClient } from '@club/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClubServer, type ClubServer } from '../../packages/client/test/support/club-server';
import { runExample } from './support/run-example';

let club: ClubServer;
let admin: ClubClient;
let adminEnv: Record<string, string>;
let folder: string;
beforeAll(async () => {
  club = await startClubServer({ RATE_LIMITS: 'off' });
  adminEnv = {
    CLUB_URL: club.url,
    CLUB_EMAIL: club.admin.email,
    CLUB_PASSWORD: club.admin.password,
  };
  admin = createClubClient({ url: club.url });
  await admin.login(club.admin.email, club.admin.password);
  folder = mkdtempSync(path.join(tmpdir(), 'club-import-'));
  // someone who is already a member
  await createClubClient({ url: club.url }).auth.register.mutate({
    email: 'already@example.com',
    password: 'Fairway-Secret-42',
    firstName: 'Al',
    lastName: 'Ready',
  });
});
afterAll(async () => {
  await club.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Writes a CSV into the test's folder; the example runs there and is given the relative name. */
function csvFile(name: string, lines: string[]): string {
  writeFileSync(path.join(folder, name), `\ufeff${lines.join('\r\n')}\r\n`);
  return name;
}

const MEMBERS = [
  'First Name,Last Name,E-mail,Phone,Membership',
  'Grace,Park,grace.park@example.com,210-555-0101,Pro',
  '"Ángel","Cabrera, Jr.",angel@example.com,,',
  'Al,Ready,ALREADY@example.com,,member',
  'Grace,Park,Grace.Park@example.com,210-555-0101,Pro',
];

describe('pnpm example import-members', () => {
  it('adds the new members, skips the existing and repeated e-mails, and prints what it did', async () => {
    const file = csvFile('members.csv', MEMBERS);
    const run = await runExample(['import-members', file], { env: adminEnv, cwd: folder });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.created).toEqual([
      expect.objectContaining({
        line: 2,
        email: 'grace.park@example.com',
        firstName: 'Grace',
        membershipType: 'pro',
      }),
      expect.objectContaining({
        line: 3,
        email: 'angel@example.com',
        lastName: 'Cabrera, Jr.',
        membershipType: 'none',
      }),
    ]);
    expect(report.skipped).toEqual([
      { line: 4, email: 'ALREADY@example.com', reason: 'already a member' },
      { line: 5, email: 'Grace.Park@example.com', reason: 'repeated in the file' },
    ]);
    expect(report.refused).toEqual([]);

    const [grace] = await admin.adminMembers.list.query({ search: 'grace.park@example.com' });
    expect(grace).toMatchObject({
      firstName: 'Grace',
      lastName: 'Park',
      phone: '210-555-0101',
      membershipType: 'pro',
      role: 'user',
    });
    expect(
      (await admin.adminMembers.list.query({ search: 'Cabrera' })).map((m) => m.email),
    ).toEqual(['angel@example.com']);
    // each new member is sent a code to set a password
    expect(
      club.outbox().filter((mail) => /^To: grace\.park@example\.com$/im.test(mail)),
    ).toHaveLength(1);
  });

  it('skips everyone on a second import of the same file', async () => {
    const run = await runExample(['import-members', 'members.csv'], { env: adminEnv, cwd: folder });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.created).toEqual([]);
    expect(report.skipped.map((s: { line: number; reason: string }) => [s.line, s.reason])).toEqual(
      [
        [2, 'already a member'],
        [3, 'already a member'],
        [4, 'already a member'],
        [5, 'already a member'],
      ],
    );
    expect(await admin.adminMembers.list.query({ search: 'grace.park@example.com' })).toHaveLength(
      1,
    );
  });

  it('reports the rows the club refuses, in its words, adds the rest, and exits with 1', async () => {
    const file = csvFile('mixed.csv', [
      'email,first_name,last_name,membership_type,ID',
      'not-an-email,Bad,Address,,7',
      'ok@example.com,Olive,Kay,elite,8',
      'gold@example.com,Gold,Tier,gold,9',
    ]);
    const run = await runExample(['import-members', file], { env: adminEnv, cwd: folder });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'import-members: 2 row(s) refused (line 2, 4); the report is on stdout\n',
    );
    const report = JSON.parse(run.stdout);
    expect(report.created.map((c: { email: string }) => c.email)).toEqual(['ok@example.com']);
    expect(report.refused).toEqual([
      {
        line: 2,
        email: 'not-an-email',
        message: 'Please enter a valid email address',
        fieldErrors: { email: 'Please enter a valid email address' },
      },
      expect.objectContaining({
        line: 4,
        email: 'gold@example.com',
        fieldErrors: { membershipType: expect.stringContaining('elite') },
      }),
    ]);
    expect(await admin.adminMembers.list.query({ search: 'gold@example.com' })).toEqual([]);
  });

  it.each([
    [[], 'name one CSV file'],
    [['missing.csv'], 'cannot read missing.csv'],
    [['no-header.csv'], 'missing: firstName, lastName, email'],
    [['members.csv', 'other.csv'], 'name one CSV file'],
  ])('refuses %j with one line and exit code 2', async (args, message) => {
    csvFile('no-header.csv', ['Grace,Park,grace@example.com']);
    const run = await runExample(['import-members', ...args], { env: adminEnv, cwd: folder });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });
});
