import { saveSession } from '@club/db';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMailer } from '../src/mail/mailer';
import { get, post, sessionCookie } from './harness';
import { runJob } from './job-support';
import { testEnv } from './test-env';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('sessions').execute();
});

const NOW = new Date('2026-11-23T15:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function storedSids(): Promise<string[]> {
  return (await t.db.selectFrom('sessions').select('sid').orderBy('sid').execute()).map(
    (r) => r.sid,
  );
}

describe('expired sessions are deleted by the sweep job (every 15 minutes, once across processes)', () => {
  it('a session past expiry (or at it) is gone, a live one stays; a signed-in member stays signed in', async () => {
    const clock = { now: NOW };
    const env = testEnv({
      RATE_LIMITS: 'off',
    });
    const app = await buildApp({
      db: t.db,
      databaseUrl: t.url,
      env,
      secret: 'test-secret-test-secret-test-secret-0123',
      now: () => clock.now,
      webDist: null,
      mailer: createMailer({
        from: env.MAIL_FROM,
        smtpUrl: 'smtp://127.0.0.1:9',
        outboxDir: '/nonexistent',
        log: () => {},
      }),
    });
    try {
      await saveSession(t.db, 'expired', null, { userId: 1 }, later(-1000));
      await saveSession(t.db, 'expires-now', null, { userId: 2 }, NOW);
      await saveSession(t.db, 'live', null, { userId: 3 }, later(1000));
      await runJob(t.url, 'sweep-sessions');
      expect(await storedSids()).toEqual(['live']);

      const res = await post(app, '/api/register', {
        email: `sweep-${Date.now()}@example.com`,
        password: 'secret123',
        firstName: 'Pat',
        lastName: 'Palmer',
      });
      expect(res.statusCode).toBe(201);
      // on the app's clock: a day later the live one has expired, the new session has not
      clock.now = later(86_400_000);
      await runJob(t.url, 'sweep-sessions', 2);
      expect(await storedSids()).toHaveLength(1);
      expect((await get(app, '/api/user', sessionCookie(res))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
