import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

const SENT = 'If an account exists with this email, a reset code has been sent. Please check your inbox.';
const INVALID = 'The reset code is invalid or has expired. Please try again.';

async function requestCode(email: string): Promise<string> {
  const before = h.mail.inbox.length;
  const res = await post(h.app, '/api/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, message: SENT });
  const mail = await h.mail.waitFor(email, /password reset code/);
  expect(h.mail.inbox.length).toBeGreaterThan(before);
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
    const second = await post(h.app, '/api/login', { username: email, password: 'secret123' });
    const code = await requestCode(email);

    const stored = await h.t.db.selectFrom('passwordResetCodes').select('codeHash').execute();
    expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);

    expect((await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode).toBe(200);
    const reset = await post(h.app, '/api/reset-password', { email, resetCode: code, newPassword: 'new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().ok).toBe(true);

    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(401);
    expect((await get(h.app, '/api/user', `club.sid=${second.cookies[0]?.value ?? ''}`)).statusCode).toBe(401);
    expect((await post(h.app, '/api/login', { username: email, password: 'secret123' })).statusCode).toBe(401);
    expect((await post(h.app, '/api/login', { username: email, password: 'new-secret' })).statusCode).toBe(200);
    // the code is spent
    const again = await post(h.app, '/api/reset-password', { email, resetCode: code, newPassword: 'third-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID);
  });

  it('refuses a wrong code, and voids the code after 5 wrong tries even for the right digits', async () => {
    const { email } = await registerMember(h.app);
    const code = await requestCode(email);
    for (let i = 0; i < 4; i++) {
      const res = await post(h.app, '/api/verify-reset-code', { email, resetCode: wrongCode(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(INVALID);
    }
    // four failures: the right code still works
    expect((await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode).toBe(200);
    await post(h.app, '/api/verify-reset-code', { email, resetCode: wrongCode(code) });
    const fifth = await post(h.app, '/api/verify-reset-code', { email, resetCode: code });
    expect(fifth.statusCode).toBe(400);
    const reset = await post(h.app, '/api/reset-password', { email, resetCode: code, newPassword: 'new-secret' });
    expect(reset.statusCode).toBe(400);
  });

  it('keeps a code valid for 15 minutes and no longer', async () => {
    const { email } = await registerMember(h.app);
    const start = h.clock.now;
    const code = await requestCode(email);
    h.clock.now = new Date(start.getTime() + 15 * 60_000 - 1000);
    expect((await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode).toBe(200);
    h.clock.now = new Date(start.getTime() + 15 * 60_000);
    expect((await post(h.app, '/api/verify-reset-code', { email, resetCode: code })).statusCode).toBe(400);
    h.clock.now = start;
  });

  it('voids the previous code when a new one is requested', async () => {
    const { email } = await registerMember(h.app);
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) {
      expect((await post(h.app, '/api/verify-reset-code', { email, resetCode: first })).statusCode).toBe(400);
    }
    expect((await post(h.app, '/api/verify-reset-code', { email, resetCode: second })).statusCode).toBe(200);
  });

  it.each([
    ['/api/verify-reset-code', { email: 'a@b.co', resetCode: '12345' }, 'Reset code must be 6 digits'],
    ['/api/verify-reset-code', { email: 'a@b.co', resetCode: 'abcdef' }, 'Reset code must be 6 digits'],
    ['/api/forgot-password', { email: 'nope' }, 'Please enter a valid email address'],
    ['/api/reset-password', { email: 'a@b.co', resetCode: '123456', newPassword: '1234567' }, 'New password must be at least 8 characters'],
  ])('validates %s input', async (url, body, message) => {
    const res = await post(h.app, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
