import { saveSession } from '@club/db';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { startSessionSweeper } from '../src/http/session-store';
import { createMailer } from '../src/mail/mailer';
import { get, post, sessionCookie } from './harness';

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
const errors: unknown[] = [];
const log = { info: () => {}, error: (err: unknown) => void errors.push(err) };

async function storedSids(): Promise<string[]> {
  return (await t.db.selectFrom('sessions').select('sid').orderBy('sid').execute()).map(
    (r) => r.sid,
  );
}

describe('expired sessions are deleted', () => {
  it('on start: a session past expiry (or at it) is gone, a live one stays', async () => {
    await saveSession(t.db, 'expired', null, { userId: 1 }, later(-1000));
    await saveSession(t.db, 'expires-now', null, { userId: 2 }, NOW);
    await saveSession(t.db, 'live', null, { userId: 3 }, later(1000));
    const stop = startSessionSweeper(t.db, () => NOW, log, 60_000);
    await stop(); // waits for the sweep made on start
    expect(await storedSids()).toEqual(['live']);
    expect(errors).toEqual([]);
  });

  it('on its timer, and not after it is stopped', async () => {
    const clock = { now: NOW };
    const stop = startSessionSweeper(t.db, () => clock.now, log, 25);
    try {
      await saveSession(t.db, 'a-minute', null, {}, later(60_000));
      await saveSession(t.db, 'a-day', null, {}, later(86_400_000));
      clock.now = later(120_000); // the first has expired since the sweeper started
      await vi.waitFor(async () => expect(await storedSids()).toEqual(['a-day']), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await stop();
    }
    await saveSession(t.db, 'after-stop', null, {}, later(-1000));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await storedSids()).toEqual(['a-day', 'after-stop']);
    expect(errors).toEqual([]);
  });

  it('the app sweeps when it starts, keeps a signed-in member signed in, and stops on close', async () => {
    await saveSession(t.db, 'abandoned', null, {}, new Date(Date.now() - 1000));
    const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' });
    const app = await buildApp({
      db: t.db,
      env,
      secret: 'test-secret-test-secret-test-secret-0123',
      webDist: null,
      mailer: createMailer({
        from: env.MAIL_FROM,
        smtpUrl: 'smtp://127.0.0.1:9',
        outboxDir: '/nonexistent',
        log: () => {},
      }),
    });
    try {
      await vi.waitFor(async () => expect(await storedSids()).not.toContain('abandoned'), {
        timeout: 5000,
        interval: 20,
      });
      const res = await post(app, '/api/register', {
        email: `sweep-${Date.now()}@example.com`,
        password: 'secret123',
        firstName: 'Pat',
        lastName: 'Palmer',
      });
      expect(res.statusCode).toBe(201);
      expect((await get(app, '/api/user', sessionCookie(res))).statusCode).toBe(200);
      expect(await storedSids()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
