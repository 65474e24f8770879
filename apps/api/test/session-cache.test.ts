import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { at, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { get, post } from './harness';

// An API process keeps a session read with its user (services/shared/caches.ts): a change made
// through this process is seen by its very next request; one made elsewhere (another API process,
// here straight into the database) as soon as PostgreSQL's change notice arrives.
let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

/** A booking of one hour at a local time on 2026-11-24, as the member. */
const book = (cookie: string, time: string) =>
  post(
    w.h.app,
    '/api/bookings',
    { startTime: at(`2026-11-24T${time}:00`), durationMinutes: 60 },
    cookie,
  );

/** Another API process signs every session of this member out (straight into the database). */
const signOutElsewhere = (userId: number) =>
  w.h.t.db.deleteFrom('sessions').where('userId', '=', userId).execute();

/** The member's next requests are refused once the notice has come (a generous deadline). */
const refusedSoon = (cookie: string) =>
  vi.waitFor(async () => expect((await get(w.h.app, '/api/user', cookie)).statusCode).toBe(401), {
    timeout: 3000,
    interval: 10,
  });

describe('session reads kept until a change', () => {
  it('a logout here ends the session at once', async () => {
    const m = await newMember(w.h.app);
    expect((await get(w.h.app, '/api/user', m.cookie)).statusCode).toBe(200);
    expect((await post(w.h.app, '/api/logout', {}, m.cookie)).statusCode).toBe(200);
    expect((await get(w.h.app, '/api/user', m.cookie)).statusCode).toBe(401);
  });

  it('an admin change to a member shows on their next request', async () => {
    const m = await newMember(w.h.app);
    const before = await get(w.h.app, '/api/user', m.cookie);
    expect(before.json()).toMatchObject({ membershipType: 'none', role: 'user' });
    const edit = await call(w.h.app, 'PUT', `/api/admin/users/${m.id}`, w.admin, {
      firstName: 'Pat',
      lastName: 'Palmer',
      email: m.email,
      phone: null,
      membershipType: 'pro',
      role: 'admin',
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(w.h.app, '/api/user', m.cookie);
    expect(after.json()).toMatchObject({ membershipType: 'pro', role: 'admin' });
    // and the new admin may use the admin API straight away
    expect((await get(w.h.app, '/api/admin/users', m.cookie)).statusCode).toBe(200);
  });

  it('a member deleted here is signed out at once', async () => {
    const m = await newMember(w.h.app);
    expect((await get(w.h.app, '/api/user', m.cookie)).statusCode).toBe(200);
    const gone = await call(w.h.app, 'DELETE', `/api/admin/users/${m.id}`, w.admin);
    expect(gone.statusCode).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ date: '2026-11-24', durationMinutes: 60 }));
    const read = await get(w.h.app, `/trpc/bookings.availability?input=${input}`, m.cookie);
    expect(read.statusCode).toBe(401);
  });

  it('a session ended elsewhere is refused as soon as its notice arrives, a booking between or not', async () => {
    const m = await newMember(w.h.app);
    expect((await book(m.cookie, '10:00')).statusCode).toBe(201);
    expect((await get(w.h.app, '/api/user', m.cookie)).statusCode).toBe(200);
    await signOutElsewhere(m.id);
    await refusedSoon(m.cookie);
  });

  it('a role changed elsewhere shows as soon as its notice arrives', async () => {
    const m = await newMember(w.h.app);
    expect((await get(w.h.app, '/api/user', m.cookie)).json()).toMatchObject({ role: 'user' });
    await w.h.t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', m.id).execute();
    await vi.waitFor(
      async () =>
        expect((await get(w.h.app, '/api/user', m.cookie)).json()).toMatchObject({ role: 'admin' }),
      { timeout: 3000, interval: 10 },
    );
  });

  it('a batch with a booking and a change to a member drops the session reads', async () => {
    const m = await newMember(w.h.app);
    expect((await get(w.h.app, '/api/user', m.cookie)).json()).toMatchObject({ role: 'user' });
    // one request: the admin makes the member an admin (changes a user) and books (changes none)
    const batch = await post(
      w.h.app,
      '/trpc/adminMembers.update,bookings.create?batch=1',
      {
        0: {
          id: m.id,
          firstName: 'Pat',
          lastName: 'Palmer',
          email: m.email,
          phone: null,
          membershipType: 'none',
          role: 'admin',
        },
        1: { startTime: at('2026-11-24T14:00:00'), durationMinutes: 60 },
      },
      w.admin,
    );
    expect(batch.json()).toMatchObject([{ result: {} }, { result: {} }]);
    expect(batch.statusCode).toBe(200);
    expect((await get(w.h.app, '/api/user', m.cookie)).json()).toMatchObject({ role: 'admin' });
  });
});
