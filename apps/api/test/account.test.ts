import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

describe('registration', () => {
  it('creates a user and member session, always role user and membership none', async () => {
    const res = await post(h.app, '/api/register', {
      email: 'Ada.Lovelace@Example.com',
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '210-555-0100',
      membershipType: 'elite',
      hoursRemaining: 99,
      username: 'someone-else',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'ada.lovelace@example.com',
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '210-555-0100',
      role: 'user',
      membershipType: 'none',
      hoursRemaining: 0,
      // no plan, no guest passes (DECISIONS.md, Guests)
      guestPasses: null,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'guestPasses',
        'hoursRemaining',
        'id',
        'lastName',
        // the member's language (issue 36)
        'locale',
        'membershipType',
        'phone',
        'role',
        'username',
      ].sort(),
    );
    const me = await get(h.app, '/api/user', sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    const profile = await get(h.app, '/api/user/profile', sessionCookie(res));
    expect(profile.json()).toEqual(user);
    await h.mail.waitFor('ada.lovelace@example.com', /Welcome/);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    await registerMember(h.app, { email: 'dup@example.com' });
    const res = await post(h.app, '/api/register', {
      email: 'DUP@example.com',
      password: 'secret123',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: '1234567' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'password1' }, 'password', 'This password is too common. Please choose another.'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
  ])('answers 400 with the spec message for %o', async (patch, field, message) => {
    const res = await post(h.app, '/api/register', {
      email: 'valid@example.com',
      password: 'secret123',
      firstName: 'A',
      lastName: 'B',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('accepts 8-character passwords (the limit)', async () => {
    const res = await post(h.app, '/api/register', {
      email: 'eight@example.com',
      password: 'Pq7-wxyz',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('login and logout', () => {
  it('logs in with the e-mail as username and issues a new session id', async () => {
    const { cookie, email } = await registerMember(h.app);
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(200);
    const res = await post(
      h.app,
      '/api/login',
      { username: email.toUpperCase(), password: 'secret123' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(email);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    expect((await get(h.app, '/api/user', fresh)).statusCode).toBe(200);
    // the session from before login is gone
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const { email } = await registerMember(h.app);
    const wrong = await post(h.app, '/api/login', { username: email, password: 'wrong-password' });
    const unknown = await post(h.app, '/api/login', {
      username: 'nobody@example.com',
      password: 'secret123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid email or password');
    expect(unknown.json().error).toBe(wrong.json().error);
    expect(wrong.cookies.find((c) => c.name === 'club.sid')).toBeUndefined();
  });

  it.each([
    [{ username: 'nope', password: 'secret123' }, 'Please enter a valid email'],
    [{ username: 'a@b.co', password: '123' }, 'Password must be at least 6 characters'],
  ])('validates login input %o', async (body, message) => {
    const res = await post(h.app, '/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers 401 on /api/user when signed out', async () => {
    const res = await get(h.app, '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Please log in to continue.', code: 'UNAUTHORIZED' });
  });

  it('logout destroys the session', async () => {
    const { cookie } = await registerMember(h.app);
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(200);
    const res = await post(h.app, '/api/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(401);
    const rows = await h.t.db.selectFrom('sessions').select('sid').execute();
    expect(rows.every((r) => !cookie.includes(r.sid))).toBe(true);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that never carries the password', async () => {
    const { res } = await registerMember(h.app);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(res.body).not.toMatch(/password|hash|reset/i);
  });
});

describe('the typed API (tRPC)', () => {
  it('answers auth.me null when signed out and the user when signed in', async () => {
    const anon = await h.app.inject({ method: 'GET', url: '/trpc/auth.me' });
    expect(anon.json().result.data).toBeNull();
    const { cookie, email } = await registerMember(h.app);
    const me = await h.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(me.json().result.data.email).toBe(email);
  });

  it("carries the product's message and the HTTP status of the error table", async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: 'nobody@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid email or password');
  });
});
