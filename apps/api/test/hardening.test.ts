import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../src/services/account/passwords';
import { buildApp, MAX_BATCH_SIZE } from '../src/app';
import { loadEnv, startupWarnings } from '../src/env';
import type { Mailer } from '../src/mail/mailer';
import { RATE_LIMIT_MESSAGE } from '../src/services/rate-limiter';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';

// Issue 9: reset-code caps, amplification, logout, the mail outbox and parity of known and unknown addresses.

// The real password hashing, counted: a test checks which requests reach it.
const hashing = vi.hoisted(() => ({ calls: 0 }));
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

describe('forgot-password: answered first, mailed from the outbox', () => {
  it('a message stored by a process that could not send is sent by another (nothing lost)', async () => {
    const { email } = await registerMember(h.app);
    const env = loadEnv({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMITS: 'off',
    });
    const broken: Mailer = { send: () => Promise.reject(new Error('SMTP is down')) };
    const crashed = await buildApp({
      db: h.t.db,
      env,
      secret: 'test-secret-test-secret-test-secret-0123',
      now: () => h.clock.now,
      webDist: null,
      mailer: broken,
    });
    const res = await post(crashed, '/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    await crashed.close();
    const row = await h.t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('kind', '=', 'reset-code')
      .executeTakeFirstOrThrow();
    expect(row.sentAt).toBeNull();
    // the retry is due (time passes): the running server picks it up on its next poll
    await h.t.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: new Date(h.clock.now.getTime() - 1000) })
      .where('id', '=', row.id)
      .execute();
    const mail = await h.mail.waitFor(email, /reset code/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    // marked sent (and its body wiped) right after the SMTP server took it
    await expect
      .poll(async () => {
        const sent = await h.t.db
          .selectFrom('mailOutbox')
          .select(['sentAt', 'bodyText'])
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        return sent.sentAt !== null && sent.bodyText === '';
      })
      .toBe(true);
  });

  it("queues, sends and marks mail on the app's clock, like every other service", async () => {
    const { email } = await registerMember(h.app);
    h.clock.now = new Date('2026-11-23T16:30:00Z');
    expect((await post(h.app, '/api/forgot-password', { email })).statusCode).toBe(200);
    await h.mail.waitFor(email, /reset code/);
    const row = () =>
      h.t.db
        .selectFrom('mailOutbox')
        .select(['createdAt', 'sentAt'])
        .where('recipient', '=', email)
        .where('kind', '=', 'reset-code')
        .executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await row()).sentAt?.toISOString())
      .toBe(h.clock.now.toISOString());
    expect((await row()).createdAt.toISOString()).toBe(h.clock.now.toISOString());
  });

  it('answers alike and queues the same row, for an address with an account or without', async () => {
    // Timing parity by construction: the request only queues the address; the drainer looks it up
    // after the answer has gone (its cost is measured by no test: it is the same path for both).
    const { email } = await registerMember(h.app);
    const ghost = 'ghost-parity@example.com';
    const withAccount = await post(h.app, '/api/forgot-password', { email });
    const without = await post(h.app, '/api/forgot-password', { email: ghost });
    expect([without.statusCode, without.body]).toEqual([withAccount.statusCode, withAccount.body]);
    const queued = await h.t.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'kind', 'subject', 'bodyText'])
      .where('recipient', 'in', [email, ghost])
      .where('kind', '!=', 'mail') // the welcome mail of the registration
      .orderBy('id')
      .execute();
    const row = { kind: 'reset-code', subject: 'reset code', bodyText: '' };
    expect(queued).toEqual([
      { recipient: email, ...row },
      { recipient: ghost, ...row },
    ]);
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
    const env = loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    const logged = await buildApp({
      db: h.t.db,
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
