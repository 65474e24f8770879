import { seedLocalDefaults } from '@club/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';
import { adminCookie, call, makeLeague } from './league-support';
import { addCoach, bookLesson, TUESDAY_MORNING } from './lesson-support';

// Deleting one's own account (issue 26): future bookings cancelled with the waitlist promoted,
// league places freed, past bookings kept without name or contact, the audit log says who.

let h: Harness;
const START = new Date('2026-11-23T15:00:00Z');
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());
afterEach(() => {
  h.clock.now = START;
});

const at = (local: string) => new Date(`${local}-06:00`).toISOString();
const book = (cookie: string, startTime: string, extra: Record<string, unknown> = {}) =>
  post(h.app, '/api/bookings', { startTime, durationMinutes: 60, ...extra }, cookie);
const deleteAccount = (cookie: string, payload: unknown) =>
  h.app.inject({
    method: 'DELETE',
    url: '/api/user',
    payload: payload as object,
    headers: { cookie },
  });

describe('DELETE /api/user', () => {
  it("refuses the club's only admin", async () => {
    await createOrPromoteAdmin(h.t.db, {
      email: 'only-admin@example.com',
      password: 'only-admin-secret',
    });
    const cookie = sessionCookie(
      await post(h.app, '/api/login', {
        username: 'only-admin@example.com',
        password: 'only-admin-secret',
      }),
    );
    const res = await deleteAccount(cookie, {
      password: 'only-admin-secret',
      confirmation: 'DELETE',
    });
    expect(res.statusCode).toBe(409);
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(200);
  });

  it('needs the password and the typed word', async () => {
    const { cookie } = await registerMember(h.app);
    const wrong = await deleteAccount(cookie, { password: 'not-mine', confirmation: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Your current password is not correct.' });
    const untyped = await deleteAccount(cookie, { password: 'secret123', confirmation: 'delete' });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json()).toMatchObject({ error: 'Type DELETE to confirm' });
    expect((await get(h.app, '/api/user', cookie)).statusCode).toBe(200);
  });

  it('cancels future bookings and promotes the waitlist, frees league places, keeps past bookings anonymised', async () => {
    const leaving = await registerMember(h.app, { phone: '210-555-0142' });
    const me = (await get(h.app, '/api/user', leaving.cookie)).json<{ id: number }>();
    const past = await book(leaving.cookie, at('2026-11-24T10:00:00'));
    expect(past.statusCode).toBe(201);
    const slot = at('2026-12-01T18:00:00');
    const future = await book(leaving.cookie, slot);
    expect(future.json()).toMatchObject({ status: 'confirmed' });
    for (let i = 0; i < 3; i += 1) await book((await registerMember(h.app)).cookie, slot);
    const waiting = await registerMember(h.app);
    const joined = await book(waiting.cookie, slot, { joinWaitlist: true });
    expect(joined.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const leagueId = await makeLeague(h, { capacity: 4 });
    const entered = await call(h, 'POST', '/api/leagues/register', leaving.cookie, {
      leagueId,
      userId: me.id,
      paymentMethod: 'cash',
      status: 'active',
    });
    expect(entered.statusCode).toBe(201);

    // two days on: the first session is in the past, the second still ahead
    h.clock.now = new Date('2026-11-25T15:00:00Z');
    const res = await deleteAccount(leaving.cookie, {
      password: 'secret123',
      confirmation: 'DELETE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, cancelledBookings: 1, freedLeaguePlaces: 1 });

    // signed out, and the address no longer signs in
    expect((await get(h.app, '/api/user', leaving.cookie)).statusCode).toBe(401);
    const login = await post(h.app, '/api/login', {
      username: leaving.email,
      password: 'secret123',
    });
    expect(login.statusCode).toBe(401);
    await h.mail.waitFor(leaving.email, /account was deleted/);

    // the waitlisted member got the freed bay
    const theirs = (await get(h.app, '/api/bookings/user', waiting.cookie)).json<
      { status: string }[]
    >();
    expect(theirs[0]).toMatchObject({ status: 'confirmed' });
    await h.mail.waitFor(waiting.email, /A bay opened up/);

    // the league place is free again
    const league = (await call(h, 'GET', `/api/leagues/${leagueId}`, waiting.cookie)).json();
    expect(league).toMatchObject({ currentParticipants: 0 });

    // the past session still counts, but says nothing of who played it
    const kept = await h.t.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.userId')
      .select([
        'bookings.status',
        'bookings.priceCents',
        'users.email',
        'users.firstName',
        'users.lastName',
        'users.phone',
      ])
      .where('bookings.id', '=', past.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'confirmed', priceCents: 4000, phone: null });
    expect(JSON.stringify(kept)).not.toContain('Palmer');
    expect(kept.email).not.toBe(leaving.email);

    // admins no longer see the member, and the history says who deleted it
    const admin = await adminCookie(h);
    const members = (await get(h.app, '/api/admin/users', admin)).json<{ id: number }[]>();
    expect(members.map((m) => m.id)).not.toContain(me.id);
    const history = await get(h.app, `/api/admin/audit?entityType=member&entityId=${me.id}`, admin);
    expect(history.json()[0]).toMatchObject({
      action: 'member.delete',
      actorName: 'Pat Palmer',
      actorId: me.id,
    });

    // the address is free for a new account
    const again = await post(h.app, '/api/register', {
      email: leaving.email,
      password: 'secret123',
      firstName: 'Pat',
      lastName: 'Palmer',
    });
    expect(again.statusCode).toBe(201);
  });

  it('cancels future lessons too, and their coach is told', async () => {
    const admin = await adminCookie(h);
    const coachId = await addCoach(h.app, admin, TUESDAY_MORNING, {
      email: 'deletion-coach@example.com',
    });
    const leaving = await registerMember(h.app);
    const lesson = await bookLesson(h.app, leaving.cookie, '2026-12-01T09:00:00', coachId);
    expect(lesson.statusCode, lesson.body).toBe(201);
    const res = await deleteAccount(leaving.cookie, {
      password: 'secret123',
      confirmation: 'DELETE',
    });
    expect(res.statusCode).toBe(200);
    const row = await h.t.db
      .selectFrom('lessons')
      .select('status')
      .where('id', '=', lesson.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    await h.mail.waitFor('deletion-coach@example.com', /Lesson cancelled/);
  });
});
