import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  post,
  processThatCannotSend,
  registerMember,
  sessionCookie,
  startHarness,
  type Harness,
} from './harness';

// The Profile tab's calls (issue 26): name and phone, password, e-mail address, reminders.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

function put(url: string, payload: unknown, cookie: string) {
  return h.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie } });
}

/** The code in the newest mail to `to` with a subject like `subject`. */
async function codeIn(to: string, subject: RegExp): Promise<string> {
  const mail = await h.mail.waitFor(to, subject);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

describe('PUT /api/user/profile', () => {
  it('changes name and phone, and the current user shows them', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await put(
      '/api/user/profile',
      { firstName: 'Annika', lastName: 'Sorenstam', phone: '210-555-0199' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Annika',
      lastName: 'Sorenstam',
      phone: '210-555-0199',
    });
    const me = await get(h.app, '/api/user', cookie);
    expect(me.json()).toMatchObject({
      firstName: 'Annika',
      lastName: 'Sorenstam',
      phone: '210-555-0199',
    });
  });

  it('refuses an empty name with the form message, and a blank phone clears it', async () => {
    const { cookie } = await registerMember(h.app, { phone: '210-555-0100' });
    const bad = await put('/api/user/profile', { firstName: '', lastName: 'X' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'First name is required' });
    const cleared = await put(
      '/api/user/profile',
      { firstName: 'Pat', lastName: 'Palmer', phone: '' },
      cookie,
    );
    expect(cleared.json()).toMatchObject({ phone: null });
  });

  it('switches reminders off and on', async () => {
    const { cookie } = await registerMember(h.app);
    expect((await get(h.app, '/api/user/settings', cookie)).json()).toEqual({
      bookingReminders: true,
    });
    await put(
      '/api/user/profile',
      { firstName: 'Pat', lastName: 'Palmer', bookingReminders: false },
      cookie,
    );
    expect((await get(h.app, '/api/user/settings', cookie)).json()).toEqual({
      bookingReminders: false,
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('needs the current password, then ends every other session and sends a notice', async () => {
    const { cookie, email } = await registerMember(h.app);
    const other = sessionCookie(
      await post(h.app, '/api/login', { username: email, password: 'secret123' }),
    );
    const wrong = await post(
      h.app,
      '/api/user/password',
      { currentPassword: 'not-my-password', newPassword: 'Fairway-Birdie-42' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Your current password is not correct.' });
    expect((await get(h.app, '/api/user', other)).statusCode).toBe(200);

    const res = await post(
      h.app,
      '/api/user/password',
      {
        currentPassword: 'secret123',
        newPassword: 'Fairway-Birdie-42',
        confirmPassword: 'Fairway-Birdie-42',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    // this session stays, the other one is over
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(200);
    expect((await get(h.app, '/api/user', other)).statusCode).toBe(401);
    const old = await post(h.app, '/api/login', { username: email, password: 'secret123' });
    expect(old.statusCode).toBe(401);
    const fresh = await post(h.app, '/api/login', {
      username: email,
      password: 'Fairway-Birdie-42',
    });
    expect(fresh.statusCode).toBe(200);
    const mail = await h.mail.waitFor(email, /password was changed/);
    expect(mail.text).toContain('every other device was signed out');
  });

  it.each([
    ['short', 'Abc12', 'New password must be at least 8 characters'],
    ['common', 'password123', 'This password is too common. Please choose another.'],
  ])('refuses a %s new password with the policy message', async (_kind, newPassword, message) => {
    const { cookie } = await registerMember(h.app);
    const res = await post(
      h.app,
      '/api/user/password',
      { currentPassword: 'secret123', newPassword },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
  });
});

describe('changing the e-mail address', () => {
  it('sends a code to the new address; the code confirms it and the old address is told', async () => {
    const { cookie, email } = await registerMember(h.app);
    const newEmail = `new-${Date.now()}@example.com`;
    const res = await post(h.app, '/api/user/email', { newEmail, password: 'secret123' }, cookie);
    expect(res.statusCode).toBe(200);
    const code = await codeIn(newEmail, /Confirm your new/);
    // nothing changes before the code
    expect((await get(h.app, '/api/user', cookie)).json()).toMatchObject({ email });
    const confirmed = await post(h.app, '/api/user/email/confirm', { code }, cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail, username: newEmail });
    const notice = await h.mail.waitFor(email, /email address was changed/);
    expect(notice.text).toContain(newEmail);
    expect(
      (await post(h.app, '/api/login', { username: newEmail, password: 'secret123' })).statusCode,
    ).toBe(200);
    expect(
      (await post(h.app, '/api/login', { username: email, password: 'secret123' })).statusCode,
    ).toBe(401);
  });

  it('never stores the code in clear: a job a process could not send holds none, and another sends it', async () => {
    const { cookie, email } = await registerMember(h.app);
    const newEmail = `queued-${Date.now()}@example.com`;
    const down = await processThatCannotSend(h);
    const res = await post(down, '/api/user/email', { newEmail, password: 'secret123' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    await down.close();
    const job = await h.t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', newEmail)
      .executeTakeFirstOrThrow();
    expect(`${job.subject} ${job.bodyText} ${job.bodyHtml ?? ''}`).not.toMatch(/\d{6}/);
    // the mail job is tried again shortly: the running process sends what the other could not
    const code = await codeIn(newEmail, /Confirm your new/);
    const confirmed = await post(h.app, '/api/user/email/confirm', { code }, cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await h.mail.waitFor(email, /email address was changed/);
  });

  it('refuses a wrong code, and voids the code after 5 wrong tries', async () => {
    const { cookie, email } = await registerMember(h.app);
    const newEmail = `wrong-${Date.now()}@example.com`;
    await post(h.app, '/api/user/email', { newEmail, password: 'secret123' }, cookie);
    const code = await codeIn(newEmail, /Confirm your new/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post(h.app, '/api/user/email/confirm', { code: wrong }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'The code is invalid or has expired. Please try again.',
      });
    }
    const right = await post(h.app, '/api/user/email/confirm', { code }, cookie);
    expect(right.statusCode).toBe(400);
    expect((await get(h.app, '/api/user', cookie)).json()).toMatchObject({ email });
  });

  it('refuses the code once 15 minutes have passed', async () => {
    const { cookie, email } = await registerMember(h.app);
    const newEmail = `late-${Date.now()}@example.com`;
    await post(h.app, '/api/user/email', { newEmail, password: 'secret123' }, cookie);
    const code = await codeIn(newEmail, /Confirm your new/);
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + 15 * 60_000 + 1000);
    try {
      const res = await post(h.app, '/api/user/email/confirm', { code }, cookie);
      expect(res.statusCode).toBe(400);
      expect((await get(h.app, '/api/user', cookie)).json()).toMatchObject({ email });
    } finally {
      h.clock.now = start;
    }
  });

  it('refuses an address another account has, when asked and when it is taken before the code', async () => {
    const { cookie } = await registerMember(h.app);
    const { email: taken } = await registerMember(h.app);
    const asked = await post(
      h.app,
      '/api/user/email',
      { newEmail: taken, password: 'secret123' },
      cookie,
    );
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: 'An account with this email already exists' });

    const newEmail = `race-${Date.now()}@example.com`;
    await post(h.app, '/api/user/email', { newEmail, password: 'secret123' }, cookie);
    const code = await codeIn(newEmail, /Confirm your new/);
    await registerMember(h.app, { email: newEmail });
    const late = await post(h.app, '/api/user/email/confirm', { code }, cookie);
    expect(late.statusCode).toBe(409);
  });

  it('needs the current password to ask', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await post(
      h.app,
      '/api/user/email',
      { newEmail: 'x-new@example.com', password: 'wrong-one' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Your current password is not correct.' });
  });
});
