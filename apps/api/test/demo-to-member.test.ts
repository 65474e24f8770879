import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewAdmin } from './admin-support';
import { post, startHarness, type Harness } from './harness';

// Demo to member (DECISIONS.md): 'Create member' on a demo request makes the account as Add
// Member does (a code e-mailed to set a password) and the request becomes 'became-member',
// linked to the account, in one transaction.

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  ({ admin } = await signInNewAdmin(h.app, h));
});
afterAll(() => h.close());

async function demoRequest(email: string, cookie?: string) {
  const res = await post(
    h.app,
    '/api/demo-requests',
    {
      firstName: 'Jordan',
      lastName: 'Spieth',
      email,
      phone: '(210) 555-0199',
      preferredDate: '2026-12-05T12:00:00.000Z',
      preferredTime: 'Evening',
      heardFrom: 'Friend/Family',
    },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('demo to member', () => {
  it('makes the member with the chosen plan, e-mails the code, and links the request', async () => {
    const id = await demoRequest('jordan.demo@example.com');
    const res = await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'Jordan',
      lastName: 'Spieth',
      email: 'jordan.demo@example.com',
      phone: '(210) 555-0199',
      membershipType: 'pro',
      demoRequestId: id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number; membershipType: string }>();
    expect(created.membershipType).toBe('pro');
    const mail = await h.mail.waitFor('jordan.demo@example.com', /password/i);
    expect(mail.text).toMatch(/\b\d{6}\b/);

    const request = await h.t.db
      .selectFrom('demoRequests')
      .select(['status', 'userId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'became-member', userId: created.id });
    const history = await call(
      h.app,
      'GET',
      `/api/admin/audit?entityType=demoRequest&entityId=${id}`,
      admin,
    );
    expect(history.json()).toMatchObject([
      { action: 'demoRequest.update', after: { status: 'became-member', userId: created.id } },
    ]);

    const again = await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'Jordan',
      lastName: 'Again',
      email: 'jordan.again@example.com',
      demoRequestId: id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'A member was already created from this demo request.',
    });
  });

  it('makes the member in the language the visitor asked in, or the one the admin picks', async () => {
    const id = await demoRequest('lupe.demo@example.com', 'club_lang=es');
    const listed = await call(h.app, 'GET', '/api/admin/demo-requests?search=lupe.demo', admin);
    expect(listed.json()).toMatchObject({ items: [{ id, locale: 'es' }] });
    const res = await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'Lupe',
      lastName: 'Garza',
      email: 'lupe.demo@example.com',
      demoRequestId: id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ locale: 'es' });
    await h.mail.waitFor('lupe.demo@example.com', /^Bienvenido a Inside 9: elija su contraseña$/);

    // the admin's choice wins, on Add Member and on Edit
    const chosen = await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'Ana',
      lastName: 'Flores',
      email: 'ana.es@example.com',
      locale: 'es',
    });
    expect(chosen.json()).toMatchObject({ locale: 'es' });
    await h.mail.waitFor('ana.es@example.com', /^Bienvenido a Inside 9: elija su contraseña$/);
    const edited = await call(h.app, 'PUT', `/api/admin/users/${chosen.json().id}`, admin, {
      firstName: 'Ana',
      lastName: 'Flores',
      email: 'ana.es@example.com',
      role: 'user',
      membershipType: 'none',
      locale: 'en',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ locale: 'en' });
    const unchanged = await call(h.app, 'PUT', `/api/admin/users/${chosen.json().id}`, admin, {
      firstName: 'Ana',
      lastName: 'Flores',
      email: 'ana.es@example.com',
      role: 'user',
      membershipType: 'none',
    });
    expect(unchanged.json()).toMatchObject({ locale: 'en' });
  });

  it('makes nothing when the request does not exist or the e-mail is taken', async () => {
    const missing = await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'No',
      lastName: 'Request',
      email: 'no.request@example.com',
      demoRequestId: 999_999,
    });
    expect(missing.statusCode).toBe(404);
    const id = await demoRequest('taken.demo@example.com');
    await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'First',
      lastName: 'Taker',
      email: 'taken.demo@example.com',
    });
    const taken = await call(h.app, 'POST', '/api/admin/users', admin, {
      firstName: 'Jordan',
      lastName: 'Spieth',
      email: 'taken.demo@example.com',
      demoRequestId: id,
    });
    expect(taken.statusCode).toBe(409);
    const request = await h.t.db
      .selectFrom('demoRequests')
      .select(['status', 'userId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'pending', userId: null });
    const users = await h.t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'no.request@example.com')
      .execute();
    expect(users).toEqual([]);
  });
});
