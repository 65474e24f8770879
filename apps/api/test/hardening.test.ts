import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../src/services/account/passwords';
import { buildApp, MAX_BATCH_SIZE } from '../src/app';
import { loadEnv, startupWarnings } from '../src/env';
import { RATE_LIMIT_MESSAGE } from '../src/services/rate-limiter';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';
import { testEnv } from './test-env';

// Issue 9: reset-code caps, amplification, logout, calendar feed secrets, pages and start-up.

// The real password hashing, counted: a test checks which requests reach it.
// The files of a worker share their modules (vitest.config.ts): this one imports its own, so that
// the mock below is what the app it builds calls.
const hashing = vi.hoisted(() => {
  vi.resetModules();
  return { calls: 0 };
});
vi.mock('../src/services/account/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashing.calls += 1;
      return real.hashPassword(password);
    },
  };
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

async function requestCode(email: string): Promise<string> {
  const seen = h.mail.inbox.length;
  expect((await post(h.app, '/api/forgot-password', { email })).statusCode).toBe(200);
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = h.mail.inbox
      .slice(seen)
      .find((m) => m.to.includes(email) && /reset code/.test(m.subject));
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no reset mail for ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('reset codes: at most 10 wrong per address per 24 hours, across codes', () => {
  it('the 11th wrong code of the day answers 429 with Retry-After, even with a fresh code, until the day is over', async () => {
    const { email } = await registerMember(h.app);
    const start = h.clock.now;
    try {
      for (let round = 0; round < 2; round++) {
        const code = await requestCode(email); // a fresh code each round: 5 tries each
        for (let i = 0; i < 5; i++) {
          const res = await post(h.app, '/api/verify-reset-code', {
            email,
            resetCode: wrong(code),
          });
          expect(res.statusCode).toBe(400);
        }
      }
      const code = await requestCode(email);
      for (const url of ['/api/verify-reset-code', '/api/reset-password']) {
        const res = await post(h.app, url, {
          email,
          resetCode: code,
          newPassword: 'Fresh-Start-42',
        });
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      }
      h.clock.now = new Date(start.getTime() + 24 * 60 * 60_000 + 1000);
      const fresh = await requestCode(email);
      expect(
        (await post(h.app, '/api/verify-reset-code', { email, resetCode: fresh })).statusCode,
      ).toBe(200);
    } finally {
      h.clock.now = start;
    }
  });

  it('right codes do not count: a member may verify, then reset, after nine wrong tries', async () => {
    const { email } = await registerMember(h.app);
    for (let round = 0; round < 2; round++) {
      const code = await requestCode(email);
      for (let i = 0; i < (round === 0 ? 5 : 4); i++) {
        await post(h.app, '/api/verify-reset-code', { email, resetCode: wrong(code) });
      }
    }
    const code = await requestCode(email);
    expect(
      (await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode,
    ).toBe(200);
    const reset = await post(h.app, '/api/reset-password', {
      email,
      resetCode: code,
      newPassword: 'Fresh-Start-42',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('parallel guesses cannot get past the cap', async () => {
    const { email } = await registerMember(h.app);
    const code = await requestCode(email);
    const guesses = Array.from({ length: 40 }, (_, i) => String(i * 7919).padStart(6, '0')).filter(
      (g) => g !== code,
    );
    const answers = await Promise.all(
      guesses.map((resetCode) => post(h.app, '/api/verify-reset-code', { email, resetCode })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(guesses.length - 10);
  });

  it('an address without an account answers exactly like one with (no enumeration through the cap)', async () => {
    const ghost = 'nobody-here@example.com';
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await post(h.app, '/api/verify-reset-code', { email: ghost, resetCode: '123456' }),
      );
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(400));
    expect(answers[10]?.statusCode).toBe(429);
  });
});

describe('amplification', () => {
  it(`a tRPC batch of more than ${MAX_BATCH_SIZE} calls is refused with the envelope`, async () => {
    const paths = Array(MAX_BATCH_SIZE + 1)
      .fill('auth.me')
      .join(',');
    const res = await get(h.app, `/trpc/${paths}?batch=1`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Batch call exceeds maximum size');
    const ok = await get(h.app, `/trpc/${Array(MAX_BATCH_SIZE).fill('auth.me').join(',')}?batch=1`);
    expect(ok.statusCode).toBe(200);
  });

  it('a batch of wrong-code resets runs no password hash (hashing comes after the code is accepted)', async () => {
    const calls = Array.from({ length: MAX_BATCH_SIZE }, (_, i) => [
      String(i),
      { email: `batch${i}@example.com`, resetCode: '000000', newPassword: 'Fresh-Start-42' },
    ]);
    const paths = Array(MAX_BATCH_SIZE).fill('auth.resetPassword').join(',');
    const before = hashing.calls;
    const res = await h.app.inject({
      method: 'POST',
      url: `/trpc/${paths}?batch=1`,
      payload: Object.fromEntries(calls),
    });
    expect(res.statusCode).toBe(400);
    expect(hashing.calls - before).toBe(0);
    // the count sees a hash where one runs: a registration hashes its password once
    await registerMember(h.app);
    expect(hashing.calls - before).toBe(1);
  });
});

describe('logout', () => {
  it('tells the browser to drop the session cookie', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await post(h.app, '/api/logout', {}, cookie);
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'club.sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? Date.now()).toBeLessThanOrEqual(Date.now());
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(401);
  });
});

describe('calendar feed secrets', () => {
  async function feedUrl(cookie: string): Promise<string> {
    const res = await h.app.inject({
      method: 'GET',
      url: '/trpc/bookings.calendarFeed',
      headers: { cookie },
    });
    return res.json<{ result: { data: { url: string } } }>().result.data.url;
  }

  it('never appear in request logs', async () => {
    const { cookie } = await registerMember(h.app);
    const token =
      new URL(await feedUrl(cookie)).pathname.split('/').pop()?.replace('.ics', '') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const lines: string[] = [];
    const env = testEnv();
    const logged = await buildApp({
      db: h.t.db,
      databaseUrl: h.t.url,
      env,
      secret: 'test-secret-test-secret-test-secret-0123',
      webDist: null,
      mailer: { send: () => Promise.resolve() },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      expect((await get(logged, `/api/calendar/${token}.ics`)).statusCode).toBe(200);
      const trpcInput = encodeURIComponent(JSON.stringify({ token }));
      expect((await get(logged, `/trpc/bookings.calendar?input=${trpcInput}`)).statusCode).toBe(
        200,
      );
    } finally {
      await logged.close();
    }
    const all = lines.join('');
    expect(all).toContain('/api/calendar/[redacted]');
    expect(all).toContain('bookings.calendar?input=[redacted]');
    expect(all).not.toContain(token);
  });

  it('a member can replace the feed link: the old one stops working', async () => {
    const { cookie } = await registerMember(h.app);
    const before = await feedUrl(cookie);
    const path = (url: string) => new URL(url).pathname;
    expect((await get(h.app, path(before))).statusCode).toBe(200);
    const rotated = await h.app.inject({
      method: 'POST',
      url: '/trpc/bookings.rotateCalendarFeed',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json<{ result: { data: { url: string } } }>().result.data.url;
    expect(after).not.toBe(before);
    expect(await feedUrl(cookie)).toBe(after);
    expect((await get(h.app, path(before))).statusCode).toBe(404);
    expect((await get(h.app, path(after))).statusCode).toBe(200);
  });
});

describe('lists come in pages', () => {
  it("a member's bookings: at most `limit` from `offset`, and never more than 500 a call", async () => {
    const { cookie } = await registerMember(h.app);
    for (const hour of ['16', '18', '20']) {
      const res = await post(
        h.app,
        '/api/bookings',
        { startTime: `2026-11-24T${hour}:00:00.000Z`, durationMinutes: 60 },
        cookie,
      );
      expect(res.statusCode).toBe(201);
    }
    const all = await get(h.app, '/api/bookings/user', cookie);
    expect(all.json()).toHaveLength(3);
    const page = await get(h.app, '/api/bookings/user?limit=2&offset=1', cookie);
    expect(page.json().map((b: { startTime: string }) => b.startTime)).toEqual([
      all.json()[1].startTime,
      all.json()[2].startTime,
    ]);
    expect((await get(h.app, '/api/bookings/user?limit=501', cookie)).statusCode).toBe(400);
  });

  it('demo requests (admin): the same paging', async () => {
    await createOrPromoteAdmin(h.t.db, {
      email: 'pager@example.com',
      password: 'Pager-Admin-2026',
    });
    const admin = sessionCookie(
      await post(h.app, '/api/login', {
        username: 'pager@example.com',
        password: 'Pager-Admin-2026',
      }),
    );
    expect((await get(h.app, '/api/demo-requests?limit=1', admin)).statusCode).toBe(200);
    expect((await get(h.app, '/api/demo-requests?limit=0', admin)).statusCode).toBe(400);
  });
});

describe('start-up', () => {
  it('warns when production runs on a plain-http PUBLIC_URL (no cookie would stick)', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(
      startupWarnings(loadEnv({ ...base, PUBLIC_URL: 'http://club.example.com' })).join(),
    ).toMatch(/not https/);
    expect(startupWarnings(loadEnv({ ...base, PUBLIC_URL: 'https://club.example.com' }))).toEqual(
      [],
    );
    expect(startupWarnings(loadEnv({ PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
  });
});
