import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';
import type { CapturedMail } from './mail-capture';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

const SENT =
  'If an account exists with this email, a reset code has been sent. Please check your inbox.';
const INVALID = 'The reset code is invalid or has expired. Please try again.';

/** The reset mail to `email` that arrived after the inbox held `seen` messages (never an older one). */
async function newResetMail(email: string, seen: number): Promise<CapturedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = h.mail.inbox
      .slice(seen)
      .find((m) => m.to.includes(email) && /password reset code/.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No new reset mail to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function requestCode(email: string): Promise<string> {
  const seen = h.mail.inbox.length;
  const res = await post(h.app, '/api/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, message: SENT });
  const mail = await newResetMail(email, seen);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('password reset', () => {
  it('gives the same answer for an unknown address, and sends nothing', async () => {
    const before = h.mail.inbox.length;
    const res = await post(h.app, '/api/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: SENT });
    await new Promise((r) => setTimeout(r, 300));
    expect(h.mail.inbox.filter((m) => m.to.includes('ghost@example.com'))).toHaveLength(0);
    expect(h.mail.inbox.length).toBe(before);
  });

  it('verifies the e-mailed code, resets the password and ends every session', async () => {
    const { cookie, email } = await registerMember(h.app);
    const login = await post(h.app, '/api/login', { username: email, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    const second = sessionCookie(login);
    expect(second).not.toBe(cookie);
    // both sessions are live before the reset
    for (const session of [cookie, second]) {
      const me = await get(h.app, '/api/user', session);
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(email);
    }
    const code = await requestCode(email);

    const stored = await h.t.db.selectFrom('passwordResetCodes').select('codeHash').execute();
    expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);

    expect(
      (await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode,
    ).toBe(200);
    const reset = await post(h.app, '/api/reset-password', {
      email,
      resetCode: code,
      newPassword: 'new-secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().ok).toBe(true);

    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(401);
    expect((await get(h.app, '/api/user', second)).statusCode).toBe(401);
    expect(
      (await post(h.app, '/api/login', { username: email, password: 'secret123' })).statusCode,
    ).toBe(401);
    expect(
      (await post(h.app, '/api/login', { username: email, password: 'new-secret' })).statusCode,
    ).toBe(200);
    // the code is spent
    const again = await post(h.app, '/api/reset-password', {
      email,
      resetCode: code,
      newPassword: 'third-one',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID);
  });

  it('refuses a wrong code, and voids the code after 5 wrong tries even for the right digits', async () => {
    const { email } = await registerMember(h.app);
    const code = await requestCode(email);
    for (let i = 0; i < 4; i++) {
      const res = await post(h.app, '/api/verify-reset-code', {
        email,
        resetCode: wrongCode(code),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(INVALID);
    }
    // four failures: the right code still works
    expect(
      (await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode,
    ).toBe(200);
    await post(h.app, '/api/verify-reset-code', { email, resetCode: wrongCode(code) });
    const fifth = await post(h.app, '/api/verify-reset-code', { email, resetCode: code });
    expect(fifth.statusCode).toBe(400);
    const reset = await post(h.app, '/api/reset-password', {
      email,
      resetCode: code,
      newPassword: 'new-secret',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('keeps a code valid for 15 minutes and no longer', async () => {
    const { email } = await registerMember(h.app);
    const start = h.clock.now;
    try {
      const code = await requestCode(email);
      h.clock.now = new Date(start.getTime() + 15 * 60_000 - 1000);
      expect(
        (await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode,
      ).toBe(200);
      h.clock.now = new Date(start.getTime() + 15 * 60_000);
      expect(
        (await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode,
      ).toBe(400);
    } finally {
      h.clock.now = start;
    }
  });

  it('voids the previous code when a new one is requested', async () => {
    const { email } = await registerMember(h.app);
    const first = await requestCode(email);
    // the first code is live until the next request
    expect(
      (await post(h.app, '/api/verify-reset-code', { email, resetCode: first })).statusCode,
    ).toBe(200);
    let second = await requestCode(email);
    // six random digits repeat once in a million requests: ask again, so the old code is told apart
    while (second === first) second = await requestCode(email);
    const old = await post(h.app, '/api/verify-reset-code', { email, resetCode: first });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(INVALID);
    expect(
      (await post(h.app, '/api/verify-reset-code', { email, resetCode: second })).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      '/api/verify-reset-code',
      { email: 'a@b.co', resetCode: '12345' },
      'Reset code must be 6 digits',
    ],
    [
      '/api/verify-reset-code',
      { email: 'a@b.co', resetCode: 'abcdef' },
      'Reset code must be 6 digits',
    ],
    ['/api/forgot-password', { email: 'nope' }, 'Please enter a valid email address'],
    [
      '/api/reset-password',
      { email: 'a@b.co', resetCode: '123456', newPassword: '1234567' },
      'New password must be at least 8 characters',
    ],
  ])('validates %s input', async (url, body, message) => {
    const res = await post(h.app, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
