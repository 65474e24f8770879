// A real club for the client's and the examples' tests: the API built by apps/api's own buildApp,
// listening on a loopback port, on a fresh database cloned from the migrated template on the run's
// PostgreSQL, seeded with the local demo data (one location, four bays, the local admin), with a
// clock the test sets and e-mails written to a folder of its own.
//
// The API package exports only its router's type, so its builder is imported by path: test code
// only, never part of the client's build.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_ADMIN, seedLocalDefaults } from '@club/db';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import { inject } from 'vitest';
import { buildApp } from '../../../../apps/api/src/app';
import { loadEnv } from '../../../../apps/api/src/env';
import { createMailer } from '../../../../apps/api/src/mail/mailer';
import { hashPassword } from '../../../../apps/api/src/services/account/passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export interface ClubServer {
  /** Where the club answers, e.g. http://127.0.0.1:41234. */
  url: string;
  admin: { email: string; password: string };
  /** The server's clock; set it to move time (restore it in a finally). */
  clock: { now: Date };
  t: TestDatabase;
  /** The e-mails written so far, as raw .eml text. */
  outbox(): string[];
  close(): Promise<void>;
}

/** Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6). */
export const CLUB_NOW = new Date('2026-11-23T15:00:00Z');

export async function startClubServer(env: Record<string, string> = {}): Promise<ClubServer> {
  const t = await createTestDatabase(inject('pgServerUrl'));
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'club-client-outbox-'));
  const clock = { now: CLUB_NOW };
  await seedLocalDefaults(t.db, {
    today: localDateOf(clock.now, DEFAULT_TIME_ZONE),
    adminPasswordHash: await hashPassword(LOCAL_ADMIN.password),
  });
  const parsedEnv = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    MAIL_RETRY_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_SCHEDULE: 'off',
    ...env,
  });
  const app = await buildApp({
    db: t.db,
    databaseUrl: t.url,
    env: parsedEnv,
    secret: 'client-test-secret-client-test-secret-0123',
    now: () => clock.now,
    webDist: null,
    mailer: createMailer({ from: parsedEnv.MAIL_FROM, outboxDir, log: () => {} }),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    admin: { email: LOCAL_ADMIN.email, password: LOCAL_ADMIN.password },
    clock,
    t,
    outbox: () =>
      readdirSync(outboxDir)
        .sort()
        .map((file) => readFileSync(path.join(outboxDir, file), 'utf8')),
    async close() {
      await app.close();
      await t.drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** A local wall-clock time in the club's zone as an ISO instant: `at('2026-11-24T10:00')`. */
export function at(localDateTime: string): string {
  return new Date(`${localDateTime}:00-06:00`).toISOString();
}
