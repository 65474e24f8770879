import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv } from './test-env';
import { createMailer } from '../src/mail/mailer';
import { get, post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

describe('rate limits', () => {
  it('answers 429 with a clear message after 10 logins for one address', async () => {
    const { email } = await registerMember(h.app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(h.app, '/api/login', { username: email, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
    }
    const res = await post(h.app, '/api/login', { username: email, password: 'secret123' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(TOO_MANY);
    // the window passes
    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 15 * 60_000);
      expect(
        (await post(h.app, '/api/login', { username: email, password: 'secret123' })).statusCode,
      ).toBe(200);
    } finally {
      h.clock.now = start;
    }
  });

  it('limits forgot-password per address', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await post(h.app, '/api/forgot-password', { email })).statusCode).toBe(200);
    }
    expect((await post(h.app, '/api/forgot-password', { email })).statusCode).toBe(429);
  });

  it('limits registrations per client to 20 an hour', async () => {
    // an app of its own: a client that has registered nobody yet, in a fresh window
    const fresh = await startHarness();
    try {
      const register = (email: string) =>
        post(fresh.app, '/api/register', {
          email,
          password: 'secret123',
          firstName: 'F',
          lastName: 'L',
        });
      const opened = fresh.clock.now;
      const answers: number[] = [];
      for (let i = 0; i < 20; i++)
        answers.push((await register(`flood${i}@example.com`)).statusCode);
      expect(answers).toEqual(Array.from({ length: 20 }, () => 201));
      const over = await register('flood20@example.com');
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe(TOO_MANY);
      // still limited a second before the hour is up, free again once it is
      fresh.clock.now = new Date(opened.getTime() + 60 * 60_000 - 1000);
      expect((await register('flood21@example.com')).statusCode).toBe(429);
      fresh.clock.now = new Date(opened.getTime() + 60 * 60_000);
      expect((await register('after-the-hour@example.com')).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
  });

  it('RATE_LIMITS=off switches them off', async () => {
    const off = await startHarness({ RATE_LIMITS: 'off' });
    try {
      for (let i = 0; i < 15; i++) {
        const res = await post(off.app, '/api/login', {
          username: 'x@example.com',
          password: 'wrong-pass',
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await off.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Cross-site requests are not allowed.');
    const trpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(trpc.statusCode).toBe(403);
  });

  it('lets the same origin and scripts without an Origin through', async () => {
    const same = await h.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    expect((await post(h.app, '/api/logout', undefined)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('live in PostgreSQL: a second API process on the same database knows the session', async () => {
    const { cookie, email } = await registerMember(h.app);
    const env = testEnv();
    const other = await buildApp({
      databaseUrl: h.t.url,
      db: h.t.db,
      env,
      secret: 'test-secret-test-secret-test-secret-0123',
      webDist: null,
      mailer: createMailer({
        from: env.MAIL_FROM,
        smtpUrl: h.mail.url,
        outboxDir: '/nonexistent',
        log: () => {},
      }),
    });
    try {
      const res = await get(other, '/api/user', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(email);
    } finally {
      await other.close();
    }
  });
});

describe('health and docs', () => {
  it('reports the database healthy', async () => {
    const res = await get(h.app, '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('documents every REST path in the OpenAPI document and the docs page', async () => {
    const doc = (await get(h.app, '/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.0.3');
    for (const [path, method] of [
      ['/api/user', 'get'],
      ['/api/user/profile', 'get'],
      ['/api/login', 'post'],
      ['/api/register', 'post'],
      ['/api/logout', 'post'],
      ['/api/forgot-password', 'post'],
      ['/api/verify-reset-code', 'post'],
      ['/api/reset-password', 'post'],
      ['/api/health', 'get'],
      ['/api/locations', 'get'],
      ['/api/bays', 'get'],
      ['/api/bays/{id}/operating-hours', 'get'],
      ['/api/bookings', 'get'],
      ['/api/bookings', 'post'],
      ['/api/bookings/user', 'get'],
      ['/api/bookings/{id}/cancel', 'post'],
      ['/api/calendar/{token}', 'get'],
      ['/api/demo-requests', 'post'],
      ['/api/demo-requests', 'get'],
      ['/api/demo-requests/{id}', 'put'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(
      doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect(Object.keys(doc.paths['/api/calendar/{token}'].get.responses['200'].content)).toEqual([
      'text/calendar; charset=utf-8',
    ]);
    const page = await get(h.app, '/api/docs');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/openapi.json');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get(h.app, '/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not found');
  });
});
