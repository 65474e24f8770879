import { findUserByEmail } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

describe('admin:create', () => {
  it('creates an admin who can log in', async () => {
    const result = await createOrPromoteAdmin(h.t.db, {
      email: 'Boss@Club.com',
      password: 'big-secret',
    });
    expect(result).toEqual({ created: true, email: 'boss@club.com' });
    const res = await post(h.app, '/api/login', {
      username: 'boss@club.com',
      password: 'big-secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('promotes an existing member and keeps their password when none is given', async () => {
    const { email } = await registerMember(h.app);
    expect(await createOrPromoteAdmin(h.t.db, { email })).toEqual({ created: false, email });
    expect((await findUserByEmail(h.t.db, email))?.role).toBe('admin');
    expect(
      (await post(h.app, '/api/login', { username: email, password: 'secret123' })).statusCode,
    ).toBe(200);
  });

  it('refuses a new admin without a password, and a bad address', async () => {
    await expect(createOrPromoteAdmin(h.t.db, { email: 'new@club.com' })).rejects.toThrow(
      /--password/,
    );
    await expect(
      createOrPromoteAdmin(h.t.db, { email: 'nope', password: 'secret123' }),
    ).rejects.toThrow('Please enter a valid email address');
  });
});
