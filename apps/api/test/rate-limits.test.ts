import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, trustProxyOption } from '../src/env';
import { RATE_LIMIT_MESSAGE } from '../src/services/rate-limiter';
import { registerMember, startHarness, type Harness } from './harness';
import { testEnv } from './test-env';

// Rate limits live in PostgreSQL, answer 429 with Retry-After, and are keyed so that an attacker
// at one address cannot lock a member out (DECISIONS.md, Rate limits).

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: '1' });
});
afterAll(() => h.close());

/** A request as if from `ip` behind the one trusted proxy (127.0.0.1 in light-my-request). */
function from(ip: string, url: string, payload: object) {
  return h.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
}

function expect429(res: LightMyRequestResponse, maxWaitSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
  expect(res.json().retryAfterSeconds).toBe(wait);
}

describe('login', () => {
  it('refuses the 11th try from one client for one address, with Retry-After, and the owner elsewhere still signs in', async () => {
    const { email } = await registerMember(h.app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await from('203.0.113.7', '/api/login', { username: email, password: 'wrong-pass' }))
          .statusCode,
      ).toBe(401);
    }
    expect429(
      await from('203.0.113.7', '/api/login', { username: email, password: 'wrong-pass' }),
      15 * 60,
    );
    // the attacker keeps hammering: the refusals do not count towards the address's ceiling
    for (let i = 0; i < 120; i++)
      await from('203.0.113.7', '/api/login', { username: email, password: 'x-wrong' });
    const owner = await from('198.51.100.20', '/api/login', {
      username: email,
      password: 'secret123',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('a rotating X-Forwarded-For does not dodge the limit: only the trusted hop is believed', async () => {
    const { email } = await registerMember(h.app);
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 11; i++) {
      // the client writes its own X-Forwarded-For; the proxy appends the address it saw
      last = await h.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password: 'wrong-pass' },
        headers: { 'x-forwarded-for': `10.9.${i}.1, 192.0.2.50` },
      });
    }
    if (!last) throw new Error('no request made');
    expect429(last, 15 * 60);
  });

  it('past the per-address ceiling (many clients), everyone waits for the window', async () => {
    const { email } = await registerMember(h.app);
    let refused = 0;
    for (let client = 0; client < 11; client++) {
      for (let i = 0; i < 10; i++) {
        const res = await from(`192.0.2.${client + 100}`, '/api/login', {
          username: email,
          password: 'wrong-pass',
        });
        if (res.statusCode === 429) refused += 1;
      }
    }
    expect(refused).toBe(10); // the 101st try and later, from the 11th client
    expect429(
      await from('198.51.100.99', '/api/login', { username: email, password: 'secret123' }),
      60 * 60,
    );
  }, 90_000);
});

describe('reset-code verification and reset', () => {
  it.each([['/api/verify-reset-code'], ['/api/reset-password']])(
    '%s is limited per client and address (10 per 15 minutes)',
    async (url) => {
      const email = `limit-${url.length}@example.com`;
      const body = { email, resetCode: '000000', newPassword: 'Fresh-Start-42' };
      for (let i = 0; i < 10; i++)
        expect((await from('203.0.113.9', url, body)).statusCode).toBe(400);
      // the reset-code cap (10 wrong codes a day) and the client limit meet here: a 429 either way
      expect((await from('203.0.113.9', url, body)).statusCode).toBe(429);
    },
  );
});

describe('Retry-After on every 429', () => {
  /** A tRPC call (or a batch of them) as if from `ip`. */
  function trpcFrom(ip: string, paths: string, body: unknown) {
    return h.app.inject({
      method: 'POST',
      url: `/trpc/${paths}`,
      payload: JSON.stringify(body),
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
    });
  }
  const wrongLogin = { username: 'trpc-429@example.com', password: 'wrong-pass' };

  it('a refused tRPC call carries it, as many seconds as the envelope says', async () => {
    for (let i = 0; i < 10; i++)
      expect((await trpcFrom('203.0.113.90', 'auth.login', wrongLogin)).statusCode).toBe(401);
    const res = await trpcFrom('203.0.113.90', 'auth.login', wrongLogin);
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(res.json().error.data.error).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: wait,
    });
  });

  it('a tRPC batch holding one refusal carries it too; an answer without one does not', async () => {
    const ok = await trpcFrom('203.0.113.91', 'auth.login?batch=1', { 0: wrongLogin });
    expect(ok.headers['retry-after']).toBeUndefined();
    for (let i = 0; i < 9; i++) await trpcFrom('203.0.113.91', 'auth.login', wrongLogin);
    const batch = await trpcFrom('203.0.113.91', 'auth.logout,auth.login?batch=1', {
      1: wrongLogin,
    });
    const wait = Number(batch.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });
});

describe('shared by every API process', () => {
  it('a second app on the same database sees the same counters', async () => {
    const email = 'two-processes@example.com';
    {
      // a second app over the first one's database, as a second API process would be
      const { buildApp } = await import('../src/app');
      const { createMailer } = await import('../src/mail/mailer');
      const env = testEnv({
        TRUST_PROXY: '1',
      });
      const other = await buildApp({
        db: h.t.db,
        databaseUrl: h.t.url,
        env,
        secret: 'test-secret-test-secret-test-secret-0123',
        now: () => h.clock.now,
        webDist: null,
        mailer: createMailer({
          from: env.MAIL_FROM,
          smtpUrl: h.mail.url,
          outboxDir: '/nonexistent',
          log: () => {},
        }),
      });
      try {
        for (let i = 0; i < 5; i++) {
          const app = i % 2 === 0 ? h.app : other;
          const res = await app.inject({
            method: 'POST',
            url: '/api/forgot-password',
            payload: { email },
            headers: { 'x-forwarded-for': '203.0.113.44' },
          });
          expect(res.statusCode).toBe(200);
        }
        const sixth = await other.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email },
          headers: { 'x-forwarded-for': '203.0.113.44' },
        });
        expect429(sixth, 60 * 60);
      } finally {
        await other.close();
      }
    }
  });

  it('ended windows are deleted from the table', async () => {
    const before = await h.t.db.selectFrom('rateLimits').select('key').execute();
    expect(before.length).toBeGreaterThan(0);
    const { RateLimiter } = await import('../src/services/rate-limiter');
    const deleted = await new RateLimiter(h.t.db, true).sweep(
      new Date(h.clock.now.getTime() + 25 * 60 * 60_000),
    );
    expect(deleted).toBe(before.length);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.0.0/8,::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
  ])('%s -> %j', (value, parsed) => {
    expect(loadEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(parsed);
  });

  it.each([['true'], ['yes'], ['10.0.0.300'], ['10.0.0.0/33'], ['proxy.example.com']])(
    '%s is refused at start: never trust everyone',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/number of trusted proxy hops/);
    },
  );

  it('a hop count trusts exactly that many hops', () => {
    const trust = trustProxyOption(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect([trust('127.0.0.1', 0), trust('10.0.0.1', 1)]).toEqual([true, false]);
  });
});
