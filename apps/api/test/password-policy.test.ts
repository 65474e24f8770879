import { insertUser } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/services/account/passwords';
import { post, startHarness, type Harness } from './harness';

// DECISIONS.md, Passwords and Text limits: the API refuses what the forms refuse, with the same words.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

const TOO_COMMON = 'This password is too common. Please choose another.';
let n = 0;
function person(patch: Record<string, unknown> = {}) {
  n += 1;
  return {
    email: `policy${n}@example.com`,
    password: 'Tee-Time-2026',
    firstName: 'Ann',
    lastName: 'Lee',
    ...patch,
  };
}

describe('new passwords', () => {
  it.each([
    ['1234567', 'Password must be at least 8 characters'],
    ['123456', 'Password must be at least 8 characters'],
    ['password', TOO_COMMON],
    ['12345678', TOO_COMMON],
    ['Password1', TOO_COMMON],
    [`${'ab'.repeat(64)}c`, 'Password must be at most 128 characters'],
  ])('register refuses %j with "%s"', async (password, message) => {
    const res = await post(h.app, '/api/register', person({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      code: 'VALIDATION',
      fieldErrors: { password: message },
    });
  });

  it.each([['Pq7-wxyz'], ['ab'.repeat(64)], ['correct horse battery staple']])(
    'register accepts %j',
    async (password) => {
      expect((await post(h.app, '/api/register', person({ password }))).statusCode).toBe(201);
    },
  );

  it('takes registration without confirmPassword, refuses a sent one that differs', async () => {
    const differs = await post(
      h.app,
      '/api/register',
      person({ confirmPassword: 'Tee-Time-2027' }),
    );
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toMatchObject({
      error: 'Passwords do not match',
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    });
    const same = await post(h.app, '/api/register', person({ confirmPassword: 'Tee-Time-2026' }));
    expect(same.statusCode).toBe(201);
  });

  it('reset refuses a weak new password with the reset wording, before looking at the code', async () => {
    const base = { email: 'who@example.com', resetCode: '123456' };
    const short = await post(h.app, '/api/reset-password', { ...base, newPassword: 'abc' });
    expect(short.json()).toMatchObject({ error: 'New password must be at least 8 characters' });
    const common = await post(h.app, '/api/reset-password', { ...base, newPassword: 'iloveyou' });
    expect(common.json()).toMatchObject({ error: TOO_COMMON });
    const mismatch = await post(h.app, '/api/reset-password', {
      ...base,
      newPassword: 'Fresh-Start-42',
      confirmPassword: 'Fresh-Start-43',
    });
    expect(mismatch.json()).toMatchObject({ error: 'Passwords do not match' });
    for (const res of [short, common, mismatch]) expect(res.statusCode).toBe(400);
  });

  it('leaves existing logins alone: a 6-character password set before the policy still signs in', async () => {
    await insertUser(h.t.db, {
      username: 'old-timer@example.com',
      email: 'old-timer@example.com',
      passwordHash: await hashPassword('123456'),
      firstName: 'Old',
      lastName: 'Timer',
    });
    const res = await post(h.app, '/api/login', {
      username: 'old-timer@example.com',
      password: '123456',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('text limits on stored fields', () => {
  it.each([
    [
      'a 200 KB first name',
      { firstName: 'x'.repeat(200 * 1024) },
      'firstName',
      'Please use at most 60 characters',
    ],
    [
      'a 61-character last name',
      { lastName: 'x'.repeat(61) },
      'lastName',
      'Please use at most 60 characters',
    ],
    [
      'a NUL in the first name',
      { firstName: 'Ann\u0000' },
      'firstName',
      'Control characters are not allowed',
    ],
    [
      'a NUL in the phone',
      { phone: '210\u0000555' },
      'phone',
      'Control characters are not allowed',
    ],
    [
      'a 31-character phone',
      { phone: '2'.repeat(31) },
      'phone',
      'Please use at most 30 characters',
    ],
    [
      'a 256-character e-mail',
      { email: `${'a'.repeat(250)}@x.co` },
      'email',
      'Please enter a valid email address',
    ],
  ])('register refuses %s, and mails nothing', async (_label, patch, field, message) => {
    const body = person(patch);
    const res = await post(h.app, '/api/register', body);
    // a 200 KB name is refused by the body limit or the schema: either way a 4xx envelope, no mail
    expect([400, 413]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json().fieldErrors[field]).toBe(message);
    expect(res.json()).toHaveProperty('code');
    await new Promise((r) => setTimeout(r, 150));
    expect(h.mail.inbox.filter((m) => m.to.includes(body.email))).toEqual([]);
    const stored = await h.t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('recipient', '=', body.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('accepts names of exactly 60 characters, with accents', async () => {
    const res = await post(h.app, '/api/register', person({ firstName: 'É'.repeat(60) }));
    expect(res.statusCode).toBe(201);
    expect(res.json().firstName).toBe('É'.repeat(60));
  });
});
