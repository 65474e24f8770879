import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBook,
  at,
  auditRows,
  call,
  newMember,
  signInNewAdmin,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { get, post } from './harness';
import { makeLeague } from './league-support';
import { addCoach, bookLesson, TUESDAY_MORNING } from './lesson-support';

// An admin deleting a member (issue 30, DECISIONS.md "One way to remove a member"): what the
// member's own deletion does, never a silent cascade. The harness clock: Monday 2026-11-23.

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const deleteMember = (id: number, suffix = '') =>
  call(w.h.app, 'DELETE', `/api/admin/users/${id}${suffix}`, w.admin);

describe('an admin deleting a member', () => {
  it('cancels their future booking and lesson, frees their league place, keeps the past anonymised', async () => {
    const { h } = w;
    const leaving = await newMember(h.app, { firstName: 'Quinn', lastName: 'Leaver' });
    const past = await post(
      h.app,
      '/api/bookings',
      { startTime: at('2026-11-24T10:00:00'), durationMinutes: 60 },
      leaving.cookie,
    );
    expect(past.statusCode, past.body).toBe(201);

    // a full Tuesday evening slot, the leaving member on one bay and someone waiting behind it
    const slot = at('2026-12-01T18:00:00');
    const [firstBay, ...otherBays] = w.bayIds;
    if (firstBay === undefined) throw new Error('no bay');
    expect((await adminBook(w, leaving.id, firstBay, slot)).statusCode).toBe(201);
    for (const bayId of otherBays) {
      const m = await newMember(h.app);
      expect((await adminBook(w, m.id, bayId, slot)).statusCode).toBe(201);
    }
    const waiting = await newMember(h.app);
    const queued = await post(
      h.app,
      '/api/bookings',
      { startTime: slot, durationMinutes: 60, joinWaitlist: true },
      waiting.cookie,
    );
    expect(queued.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    // a lesson that morning
    const coachId = await addCoach(h.app, w.admin, TUESDAY_MORNING, {
      email: 'admin-deletion-coach@example.com',
    });
    const lesson = await bookLesson(h.app, leaving.cookie, '2026-12-01T09:00:00', coachId);
    expect(lesson.statusCode, lesson.body).toBe(201);

    // a league under way, with a score from its first night
    const leagueId = await makeLeague(h, {
      name: 'Winter Nights',
      startDate: '2026-11-16',
      endDate: '2026-12-28',
      durationWeeks: 6,
      capacity: 4,
    });
    const staying = await newMember(h.app, { firstName: 'Sam', lastName: 'Stayer' });
    for (const m of [leaving, staying]) {
      const reg = await call(h.app, 'POST', '/api/leagues/register', m.cookie, { leagueId });
      expect(reg.statusCode, reg.body).toBe(201);
    }
    for (const [userId, score] of [
      [leaving.id, 38],
      [staying.id, 41],
    ] as const) {
      const saved = await call(h.app, 'POST', `/api/leagues/${leagueId}/results`, w.admin, {
        userId,
        matchDate: '2026-11-16',
        score,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const before = await get(h.app, `/api/leagues/${leagueId}`, w.admin);
    expect(before.json()).toMatchObject({ currentParticipants: 2 });

    // two days on: the first session is in the past, the rest still ahead
    h.clock.now = new Date('2026-11-25T15:00:00Z');
    const res = await deleteMember(leaving.id);
    expect(res.statusCode, res.body).toBe(200);
    // the spec's answer: the bookings that went with the member (the one still ahead)
    expect(res.json()).toEqual({ id: leaving.id, deletedBookings: 1 });

    // the waitlisted member got the freed bay, and heard
    const promoted = await h.t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', queued.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(promoted.status).toBe('confirmed');
    await h.mail.waitFor(waiting.email, /A bay opened up/);

    // the lesson is cancelled, not gone, and the coach was told
    const lessonRow = await h.t.db
      .selectFrom('lessons')
      .select('status')
      .where('id', '=', lesson.json<{ id: number }>().id)
      .executeTakeFirst();
    expect(lessonRow).toEqual({ status: 'cancelled' });
    await h.mail.waitFor('admin-deletion-coach@example.com', /Lesson cancelled/);

    // the league place is free again, and the score still stands, without the name
    const league = await get(h.app, `/api/leagues/${leagueId}`, w.admin);
    expect(league.json()).toMatchObject({ currentParticipants: 1 });
    const results = await get(h.app, `/api/leagues/${leagueId}/results`, w.admin);
    expect(results.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: leaving.id, matchDate: '2026-11-16', score: 38 }),
      ]),
    );
    const standings = await get(h.app, `/api/leagues/${leagueId}/standings`, w.admin);
    expect(standings.statusCode).toBe(200);
    expect(standings.body).toMatch(/^\d*,Deleted member,Withdrawn,38,/m);
    expect(standings.body).toMatch(/^\d*,Sam Stayer,Active,41,/m);
    expect(standings.body).not.toContain('Leaver');

    // the past session is kept for the club's figures, without name or contact
    const kept = await h.t.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.userId')
      .select(['bookings.status', 'users.email', 'users.lastName', 'users.phone'])
      .where('bookings.id', '=', past.json<{ id: number }>().id)
      .executeTakeFirst();
    expect(kept).toMatchObject({ status: 'confirmed', phone: null });
    expect(JSON.stringify(kept)).not.toContain('Leaver');
    expect(kept?.email).not.toBe(leaving.email);

    // gone from Member Management, cannot sign in, and the history says which admin
    const members = (await get(h.app, '/api/admin/users', w.admin)).json<{ id: number }[]>();
    expect(members.map((m) => m.id)).not.toContain(leaving.id);
    const login = await post(h.app, '/api/login', {
      username: leaving.email,
      password: 'secret123',
    });
    expect(login.statusCode).toBe(401);
    const [audit] = await auditRows(h, 'member', leaving.id);
    expect(audit).toMatchObject({ action: 'member.delete', actorId: w.adminId });
    expect(JSON.stringify(audit)).not.toContain('Leaver');
    await h.mail.waitFor(leaving.email, /account was deleted/);

    // a second deletion finds nobody
    expect((await deleteMember(leaving.id)).statusCode).toBe(404);
  });

  it('the simple delete refuses a member with bookings, and removes one without', async () => {
    const { h } = w;
    const booked = await newMember(h.app);
    await post(
      h.app,
      '/api/bookings',
      { startTime: at('2026-11-27T08:00:00'), durationMinutes: 60 },
      booked.cookie,
    );
    const refused = await deleteMember(booked.id, '/simple');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This member has bookings. Delete the member with their bookings instead.',
    );
    expect((await get(h.app, '/api/user', booked.cookie)).statusCode).toBe(200);

    const m = await newMember(h.app);
    const res = await deleteMember(m.id, '/simple');
    expect(res.json()).toEqual({ id: m.id, deletedBookings: 0 });
    expect(
      (await post(h.app, '/api/login', { username: m.email, password: 'secret123' })).statusCode,
    ).toBe(401);
    const [audit] = await auditRows(h, 'member', m.id);
    expect(audit).toMatchObject({
      action: 'member.delete',
      after: { deletedBy: 'an admin', cancelledBookings: 0 },
    });
  });

  it('keeps one admin when two admins delete each other at once', async () => {
    const { h } = w;
    const a = await signInNewAdmin(h.app, h);
    const b = await signInNewAdmin(h.app, h);
    // the panel's first admin steps aside, so a and b are the last two
    await h.t.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('role', '=', 'admin')
      .where('id', 'not in', [a.id, b.id])
      .execute();
    const results = await Promise.all([
      call(h.app, 'DELETE', `/api/admin/users/${b.id}`, a.admin),
      call(h.app, 'DELETE', `/api/admin/users/${a.id}`, b.admin),
    ]);
    const [won, lost] = [...results].sort((x, y) => x.statusCode - y.statusCode);
    expect(won?.statusCode).toBe(200);
    // the loser is refused by the last-admin rule, or was signed out by the winner first
    expect([401, 409]).toContain(lost?.statusCode);
    if (lost?.statusCode === 409)
      expect(lost.json().error).toBe(
        'The club needs at least one admin, so the last admin cannot be removed or demoted.',
      );
    const admins = await h.t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    await h.t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', w.adminId).execute();
  });
});
