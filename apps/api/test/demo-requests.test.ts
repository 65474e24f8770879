import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

let n = 0;
function request(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Jordan',
    lastName: 'Spieth',
    email: `visitor${n}@example.com`,
    phone: '(210) 555-0199',
    preferredDate: '2026-12-05T12:00:00.000Z',
    preferredTime: 'Evening',
    heardFrom: 'Friend/Family',
    ...overrides,
  };
}

describe('free demo requests', () => {
  it('stores a pending request and e-mails the visitor and the club', async () => {
    const body = request();
    const res = await post(h.app, '/api/demo-requests', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      preferredDate: '2026-12-05',
      preferredTime: 'Evening',
    });
    const row = await h.t.db
      .selectFrom('demoRequests')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(row).toMatchObject({
      status: 'pending',
      firstName: 'Jordan',
      heardFrom: 'Friend/Family',
      preferredDate: '2026-12-05',
    });
    const receipt = await h.mail.waitFor(body.email, /free demo request/);
    expect(receipt.text).toContain('12/5/26');
    const notice = await h.mail.waitFor('hello@inside9golf.com', /New demo request: Jordan Spieth/);
    expect(notice.text).toContain(body.email);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ email: 'jordan' }, 'Please enter a valid email address'],
    [{ phone: '555-0199' }, 'Phone number is required'],
    [{ preferredDate: 'soon' }, 'Please select a date'],
    [{ preferredTime: 'Midnight' }, 'Please select a time'],
    [{ heardFrom: 'Radio' }, 'Please select how you heard about us'],
  ])('refuses %o with the form message, storing nothing', async (patch, message) => {
    const before = await h.t.db.selectFrom('demoRequests').select('id').execute();
    const res = await post(h.app, '/api/demo-requests', request(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await h.t.db.selectFrom('demoRequests').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('accepts today and three months ahead, not yesterday nor beyond', async () => {
    const ok1 = await post(
      h.app,
      '/api/demo-requests',
      request({ preferredDate: '2026-11-23T18:00:00.000Z' }),
    );
    expect(ok1.statusCode).toBe(201);
    const ok2 = await post(
      h.app,
      '/api/demo-requests',
      request({ preferredDate: '2027-02-23T18:00:00.000Z' }),
    );
    expect(ok2.statusCode).toBe(201);
    const past = await post(
      h.app,
      '/api/demo-requests',
      request({ preferredDate: '2026-11-22T18:00:00.000Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('Please choose a date between today and 3 months from now.');
    const far = await post(
      h.app,
      '/api/demo-requests',
      request({ preferredDate: '2027-02-24T18:00:00.000Z' }),
    );
    expect(far.statusCode).toBe(400);
  });

  it('answers a bot that fills the honeypot like anyone else, and stores nothing', async () => {
    const body = request({ website: 'http://spam.example' });
    const res = await post(h.app, '/api/demo-requests', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const row = await h.t.db
      .selectFrom('demoRequests')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('turns a flood away with 429 but lets the next visitor in', async () => {
    const email = 'flood@example.com';
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(h.app, '/api/demo-requests', request({ email }))).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});

describe('the demo-request pipeline (admin)', () => {
  it('answers 401 signed out, 403 to a member, and the list to an admin', async () => {
    h.clock.now = new Date(h.clock.now.getTime() + 2 * 60 * 60_000); // past the demo flood window
    const body = request({ lastName: 'Pipeline' });
    expect((await post(h.app, '/api/demo-requests', body)).statusCode).toBe(201);

    expect((await get(h.app, '/api/demo-requests')).statusCode).toBe(401);
    const member = await registerMember(h.app);
    const forbidden = await get(h.app, '/api/demo-requests', member.cookie);
    expect(forbidden.statusCode).toBe(403);

    await createOrPromoteAdmin(h.t.db, {
      email: 'pipeline-admin@club.com',
      password: 'admin-secret',
    });
    const login = await post(h.app, '/api/login', {
      username: 'pipeline-admin@club.com',
      password: 'admin-secret',
    });
    const admin = sessionCookie(login);
    const list = await get(h.app, '/api/demo-requests?status=pending', admin);
    expect(list.statusCode).toBe(200);
    const found = list.json().find((r: { email: string }) => r.email === body.email);
    expect(found).toMatchObject({
      status: 'pending',
      lastName: 'Pipeline',
      preferredDate: '2026-12-05',
    });

    const updated = await h.app.inject({
      method: 'PUT',
      url: `/api/demo-requests/${found.id}`,
      payload: { status: 'scheduled', notes: 'Called, Friday 6 PM' },
      headers: { cookie: admin },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'scheduled', notes: 'Called, Friday 6 PM' });
    const scheduled = (await get(h.app, '/api/demo-requests?status=scheduled', admin)).json();
    expect(scheduled.map((r: { id: number }) => r.id)).toContain(found.id);
    const missing = await h.app.inject({
      method: 'PUT',
      url: '/api/demo-requests/999999',
      payload: { status: 'scheduled' },
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an empty date from a script', () => {
  it("answers 'Please select a date', not an internal error", async () => {
    h.clock.now = new Date(h.clock.now.getTime() + 2 * 60 * 60_000);
    const res = await post(h.app, '/api/demo-requests', request({ preferredDate: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please select a date');
  });
});
