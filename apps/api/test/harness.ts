import type { MembershipType } from '@club/domain';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { startMailCapture } from './mail-capture';
import { testEnv } from './test-env';

export interface Harness {
  app: FastifyInstance;
  t: TestDatabase;
  mail: Awaited<ReturnType<typeof startMailCapture>>;
  clock: { now: Date };
  close(): Promise<void>;
}

/** The whole app on a fresh database of its own, real SMTP capture, and a settable clock. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const t = await createTestDatabase(inject('pgServerUrl'));
  const mail = await startMailCapture();
  const clock = { now: new Date('2026-11-23T15:00:00Z') };
  const parsedEnv = testEnv({
    ...env,
  });
  const app = await buildApp({
    db: t.db,
    databaseUrl: t.url,
    env: parsedEnv,
    secret: 'test-secret-test-secret-test-secret-0123',
    now: () => clock.now,
    webDist: null,
    mailer: createMailer({
      from: parsedEnv.MAIL_FROM,
      smtpUrl: mail.url,
      outboxDir: '/nonexistent',
      log: () => {},
    }),
  });
  return {
    app,
    t,
    mail,
    clock,
    async close() {
      await app.close();
      await mail.close();
      await t.drop();
    },
  };
}

/** The app on the harness's database serving a built web app from `webDist` (mail as files there). */
export function appServingWeb(
  h: Harness,
  webDist: string,
  env = testEnv(),
): Promise<FastifyInstance> {
  return buildApp({
    db: h.t.db,
    databaseUrl: h.t.url,
    env,
    secret: 'x'.repeat(40),
    webDist,
    mailer: createMailer({
      from: env.MAIL_FROM,
      outboxDir: path.join(webDist, 'outbox'),
      log: () => {},
    }),
  });
}

/** Cookie header value from a response's set-cookie, for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'club.sid');
  if (!cookie) throw new Error('no session cookie was set');
  return `club.sid=${cookie.value}`;
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

let counter = 0;
/** Registers a fresh member and answers their session cookie and e-mail. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  counter += 1;
  const email = `member${counter}-${Date.now()}@example.com`;
  const res = await post(app, '/api/register', {
    email,
    password: 'secret123',
    firstName: 'Pat',
    lastName: 'Palmer',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), email: res.json<{ email: string }>().email, res };
}

/** A fresh member on a plan tier (set as an admin's edit sets it): cookie, e-mail and id. */
export async function registerMemberOn(h: Harness, tier: MembershipType) {
  const { cookie, email } = await registerMember(h.app);
  const { id } = await h.t.db
    .updateTable('users')
    .set({ membershipType: tier })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { cookie, email, id };
}

/**
 * Another API process on the harness's database and clock whose SMTP is down: what it queues stays
 * in the outbox, for the harness's own process to send once the retry is due.
 */
export function processThatCannotSend(h: Harness): Promise<FastifyInstance> {
  const broken: Mailer = { send: () => Promise.reject(new Error('SMTP is down')) };
  return buildApp({
    db: h.t.db,
    databaseUrl: h.t.url,
    env: testEnv({
      RATE_LIMITS: 'off',
    }),
    secret: 'test-secret-test-secret-test-secret-0123',
    now: () => h.clock.now,
    webDist: null,
    mailer: broken,
  });
}
