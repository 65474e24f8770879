import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kyselyFor, seedLocalDefaults, type Database } from '@club/db';
import { startTestServer } from '@club/db/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { restoreDatabase } from '../src/cli/backup';
import { findPgTool } from '../src/cli/pg-tools';
import { createMailer } from '../src/mail/mailer';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { DEBIAN_SERVER_PACKAGE, debianMajors, startDebianPostgres } from './debian-postgres';
import type { ThrowawayServer } from './debian-postgres';
import { get, post, registerMember, sessionCookie } from './harness';
import { startMailCapture } from './mail-capture';
import { testEnv } from './test-env';

// `pnpm db:backup` and `pnpm db:restore` end to end: a club filled through the product is backed up
// by the command, restored by the command into an empty database, and every table, sequence,
// constraint, trigger and index is compared. pg_dump refuses a server newer than itself, so this
// runs on a throwaway server of the installed pg_dump's own major (Debian's postgresql-15 on
// bookworm), not on the tests' embedded PostgreSQL 18. Without it the file fails, naming the package.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The superuser's password over TCP: with `:` and `\`, which the .pgpass line the commands hand it to
 * pg_dump in must escape, and `@`, which a URL must.
 */
const PASSWORD = 'b@ck:up\\secret';

let server: ThrowawayServer;
let tmp: string;
let source: { db: Database; url: string; app: FastifyInstance; close(): Promise<void> };
let member: { email: string; cookie: string };
/** GET /api/bookings/user for `member`, when the backup was taken. */
let memberBookings: unknown;
let before: Awaited<ReturnType<typeof snapshot>>;
let backup: ReturnType<typeof command>;
let restore: ReturnType<typeof command>;
const dumpFile = () => path.join(tmp, 'club.dump');

function databaseUrl(name: string): string {
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The app on a database of the throwaway server, mail going to a real SMTP capture. */
async function appOn(name: string) {
  const url = databaseUrl(name);
  const db = kyselyFor(url, 5);
  const mail = await startMailCapture();
  const env = testEnv({
    RATE_LIMITS: 'off',
  });
  const app = await buildApp({
    db,
    databaseUrl: url,
    env,
    secret: 'test-secret-test-secret-test-secret-0123',
    now: () => new Date('2026-11-23T15:00:00Z'),
    webDist: null,
    mailer: createMailer({
      from: env.MAIL_FROM,
      smtpUrl: mail.url,
      outboxDir: '/nonexistent',
      log: () => {},
    }),
  });
  return {
    db,
    url,
    app,
    close: async () => {
      await app.close();
      await mail.close();
      await db.destroy();
    },
  };
}

/** Everything a restore must bring back, read from the catalogs and every table of `public`. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const list = async (query: string) =>
      (await client.query<Record<string, unknown>>(query)).rows.map((r) =>
        Object.values(r).join(' | '),
      );
    const tables = await list(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const rows: Record<string, unknown[]> = {};
    for (const table of tables) {
      const t = client.escapeIdentifier(table);
      const { rows: found } = await client.query<{ rows: unknown[] }>(
        `select coalesce(json_agg(x order by x::text), '[]') as rows from public.${t} x`,
      );
      rows[table] = found[0]?.rows ?? [];
    }
    return {
      rows,
      sequences: await list(
        `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
      ),
      // a dump reloads a CHECK's `(a AND b) AND c` as `a AND b AND c`: compared without brackets
      constraints: await list(
        `select conrelid::regclass::text, conname,
           regexp_replace(pg_get_constraintdef(oid), '[()]', '', 'g') from pg_constraint
         where connamespace = 'public'::regnamespace order by 1, 2`,
      ),
      triggers: await list(
        `select tgrelid::regclass::text, tgname, pg_get_triggerdef(oid) from pg_trigger
         where not tgisinternal order by 1, 2`,
      ),
      indexes: await list(
        `select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
      ),
      functions: await list(
        `select p.oid::regprocedure::text, md5(pg_get_functiondef(p.oid)) from pg_proc p
         where pronamespace = 'public'::regnamespace and prokind = 'f' order by 1`,
      ),
      extensions: await list(`select extname, extversion from pg_extension order by 1`),
    };
  } finally {
    await client.end();
  }
}

/** Runs one of the package's commands (`pnpm db:backup`'s script) with only `env` set. */
function command(script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: API_DIR,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  const [major] = debianMajors();
  if (major === undefined) {
    throw new Error(
      "The backup round trip needs PostgreSQL's server and client tools of one major version " +
        `from Debian (none in /usr/lib/postgresql): apt-get install ${DEBIAN_SERVER_PACKAGE}`,
    );
  }
  tmp = mkdtempSync(path.join(os.tmpdir(), 'club-backup-'));
  // the server's user (postgres, when the tests run as root) reaches its folder through these
  chmodSync(tmp, 0o755);
  mkdirSync(path.join(tmp, 'data'), { mode: 0o755 });
  // laid out as DATA_DIR/pg, the embedded database's place, for the test without DATABASE_URL
  server = await startDebianPostgres(major, path.join(tmp, 'data', 'pg'), PASSWORD);
  await startTestServer(server.url);
  await admin('create database club template club_test_template');
  source = await appOn('club');

  // a club as the product fills it: the seeded location, bays, hours and leagues, an admin,
  // members with sessions, bookings (one cancelled, a waitlist place), a league entry, a demo
  // request, a reset code, and the mail all of it sent
  await seedLocalDefaults(source.db, { today: '2026-11-23' });
  await createOrPromoteAdmin(source.db, {
    email: 'desk@inside9golf.com',
    password: 'front-desk-99',
  });
  const login = await post(source.app, '/api/login', {
    username: 'desk@inside9golf.com',
    password: 'front-desk-99',
  });
  expect(login.statusCode).toBe(200);
  const location = await source.db.selectFrom('locations').select('id').executeTakeFirstOrThrow();
  const bay = await source.app.inject({
    method: 'POST',
    url: '/api/bays',
    headers: { cookie: sessionCookie(login) },
    payload: {
      name: 'Bay 5',
      type: 'Standard',
      locationId: location.id,
      features: ['Launch monitor'],
      isActive: false,
    },
  });
  expect(bay.statusCode).toBe(201);
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await registerMember(source.app));
  const [first, ...others] = members;
  if (!first) throw new Error('no member');
  member = first;
  const slot = { startTime: '2026-11-24T18:00:00-06:00', durationMinutes: 60 };
  for (const m of [first, ...others.slice(0, 3)]) {
    expect((await post(source.app, '/api/bookings', slot, m.cookie)).statusCode).toBe(201);
  }
  const waiting = await post(
    source.app,
    '/api/bookings',
    { ...slot, joinWaitlist: true },
    others[3]?.cookie,
  );
  expect(waiting.statusCode).toBe(201);
  const later = await post(
    source.app,
    '/api/bookings',
    { startTime: '2026-11-25T10:00:00-06:00', durationMinutes: 90 },
    first.cookie,
  );
  expect(later.statusCode).toBe(201);
  const cancel = await post(
    source.app,
    `/api/bookings/${later.json<{ id: number }>().id}/cancel`,
    undefined,
    first.cookie,
  );
  expect(cancel.statusCode).toBe(200);
  const leagues = (await get(source.app, '/api/leagues', first.cookie)).json<{ id: number }[]>();
  const league = leagues[0];
  if (!league) throw new Error('the seed has no league');
  const entry = await post(
    source.app,
    '/api/leagues/register',
    { leagueId: league.id },
    first.cookie,
  );
  expect(entry.statusCode).toBe(201);
  const demo = await post(source.app, '/api/demo-requests', {
    firstName: 'Jordan',
    lastName: 'Spieth',
    email: 'visitor@example.com',
    phone: '(210) 555-0199',
    preferredDate: '2026-12-05T12:00:00.000Z',
    preferredTime: 'Evening',
    heardFrom: 'Friend/Family',
  });
  expect(demo.statusCode).toBe(201);
  expect((await post(source.app, '/api/forgot-password', { email: first.email })).statusCode).toBe(
    200,
  );
  memberBookings = (await get(source.app, '/api/bookings/user', first.cookie)).json();
  // the outbox sends after each answer: the club is still once every mail is out
  for (let waited = 0; ; waited += 100) {
    const unsent = await source.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('sentAt', 'is', null)
      .execute();
    if (unsent.length === 0) break;
    if (waited > 20_000) throw new Error(`${unsent.length} mails still unsent after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  before = await snapshot(source.url);

  // the commands as `pnpm db:backup` and `pnpm db:restore` run them, given only DATABASE_URL
  backup = command('db-backup', [dumpFile()], { DATABASE_URL: source.url });
  await admin('create database restored template template0');
  restore = command('db-restore', [dumpFile()], { DATABASE_URL: databaseUrl('restored') });
  // nothing changed the source meanwhile, so `before` is what the backup holds
  expect(await snapshot(source.url)).toEqual(before);
});

afterAll(async () => {
  await source?.close();
  server?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('pnpm db:backup and pnpm db:restore', () => {
  it('restore an empty database to every row, sequence, constraint, trigger and index the backup was taken with', async () => {
    for (const table of [
      'users',
      'sessions',
      'bookings',
      'leagues',
      'league_participants',
      'demo_requests',
      'mail_outbox',
      'password_reset_codes',
      'admin_audit_log',
      'bay_operating_hours',
      'kysely_migration',
    ]) {
      expect(before.rows[table], table).not.toHaveLength(0);
    }
    expect(backup.output).toMatch(/^Backed up DATABASE_URL to .*club\.dump/m);
    expect(backup.status).toBe(0);
    expect(restore.output).toMatch(/^Restored .*club\.dump into DATABASE_URL/m);
    expect(restore.status).toBe(0);

    const after = await snapshot(databaseUrl('restored'));
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
    for (const table of Object.keys(before.rows))
      expect(after.rows[table], table).toEqual(before.rows[table]);
    expect(after).toEqual(before);
  });

  it('leave a restored club the app runs on: the member signs in and finds their bookings', async () => {
    const restored = await appOn('restored');
    try {
      const login = await post(restored.app, '/api/login', {
        username: member.email,
        password: 'secret123',
      });
      expect(login.statusCode).toBe(200);
      const mine = await get(restored.app, '/api/bookings/user', sessionCookie(login));
      expect(mine.json()).toEqual(memberBookings);
      expect(mine.json()).not.toHaveLength(0);
      // the sequences came back too: a new booking takes a fresh id instead of failing
      const next = await post(
        restored.app,
        '/api/bookings',
        { startTime: '2026-11-26T10:00:00-06:00', durationMinutes: 60 },
        sessionCookie(login),
      );
      expect(next.statusCode).toBe(201);
    } finally {
      await restored.close();
    }
  });

  it('replace what a database held with the backup (--clean), and refuse while others use it unless --force', async () => {
    const file = dumpFile();
    await admin('create database other template club_test_template');
    const other = await appOn('other');
    try {
      await seedLocalDefaults(other.db, { today: '2026-12-01' });
      await registerMember(other.app, { email: 'only-here@example.com' });
      await expect(restoreDatabase({ url: other.url, file })).rejects.toThrow(
        /other session\(s\) are connected to the database .*--force/,
      );
      expect(await snapshot(other.url)).not.toEqual(await snapshot(source.url));
      await restoreDatabase({ url: other.url, file, force: true });
    } finally {
      await other.close();
    }
    expect(await snapshot(other.url)).toEqual(await snapshot(source.url));
  });

  it('back up the running local database (DATA_DIR/pg) when DATABASE_URL is unset, with PG_BIN first', async () => {
    const file = path.join(tmp, 'local.dump');
    const now = await snapshot(source.url);
    const pgBin = `/usr/lib/postgresql/${server.major}/bin`;
    const backup = command('db-backup', [file], {
      DATA_DIR: path.join(tmp, 'data'),
      PG_BIN: pgBin,
    });
    expect(backup.output).toContain(`Backed up the local database (${server.dataDir}) to ${file}`);
    expect(backup.output).toContain(`${pgBin}/pg_dump, PostgreSQL ${server.major}`);
    expect(backup.status).toBe(0);
    await admin('create database from_local template template0');
    await restoreDatabase({ url: databaseUrl('from_local'), file });
    expect(await snapshot(databaseUrl('from_local'))).toEqual(now);
    // never over an existing file
    const again = command('db-backup', [file], { DATA_DIR: path.join(tmp, 'data') });
    expect(again.output).toContain('exists: choose another name');
    expect(again.status).toBe(1);
  });

  it("are what the compose file's backup service does too: deploy/backup.sh's files restore either way", async () => {
    const address = new URL(server.url);
    const backups = path.join(tmp, 'backups');
    const script = (args: string[], database: string) =>
      spawnSync('sh', [path.join(API_DIR, '../../deploy/backup.sh'), ...args], {
        encoding: 'utf8',
        env: {
          PATH: `/usr/lib/postgresql/${server.major}/bin:/usr/bin:/bin`,
          PGHOST: address.hostname,
          PGPORT: address.port,
          PGUSER: 'postgres',
          PGPASSWORD: PASSWORD,
          PGDATABASE: database,
          BACKUP_DIR: backups,
        },
      });
    mkdirSync(backups);
    const then = await snapshot(source.url);
    const now = script(['now'], 'club');
    expect(now.stdout).toMatch(/^backup: wrote .*club-\d{8}T\d{6}Z\.dump/m);
    expect(now.status).toBe(0);
    const [, file = ''] = /wrote (\S+)/.exec(now.stdout) ?? [];
    expect(script(['check'], 'club').status).toBe(0);

    // refused while the app holds the database
    const busy = script(['restore', path.basename(file)], 'club');
    expect(busy.stderr).toContain('other session(s) use the database: stop the API first');
    expect(busy.status).toBe(1);

    await admin('create database by_script template template0');
    const restored = script(['restore', path.basename(file)], 'by_script');
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(await snapshot(databaseUrl('by_script'))).toEqual(then);
    // and again over what it restored, the job queue's partitioned tables included
    const again = script(['restore', path.basename(file)], 'by_script');
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    expect(await snapshot(databaseUrl('by_script'))).toEqual(then);

    await admin('create database by_command template template0');
    await restoreDatabase({ url: databaseUrl('by_command'), file });
    expect(await snapshot(databaseUrl('by_command'))).toEqual(then);
  });

  it('name the PostgreSQL version needed when no pg_dump is new enough, and say where none exists', () => {
    expect(() => findPgTool('pg_dump', 99)).toThrow(
      /pg_dump of PostgreSQL 99 or newer is needed.*postgresql-client-99.*PG_BIN.*postgres:99 image/s,
    );
    const none = command('db-backup', [path.join(tmp, 'x.dump')], {
      DATA_DIR: path.join(tmp, 'nothing'),
    });
    expect(none.output).toContain(
      `There is no local database in ${path.join(tmp, 'nothing', 'pg')}`,
    );
    expect(none.status).toBe(1);
    expect(existsSync(path.join(tmp, 'x.dump'))).toBe(false);
  });
});
