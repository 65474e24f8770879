import { planUsedMinutes } from '@club/db';
import { DOOR_ACCESS_MESSAGES } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIODIC_JOBS } from '../src/jobs/tasks';
import {
  adminBook,
  at,
  auditRows,
  call,
  newMember,
  saveClubSettings,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { post, registerMemberOn } from './harness';
import { addCoach, TUESDAY_MORNING } from './lesson-support';
import { sweepWith } from './reminder-support';

// Check-in and no-shows (issue 34; DECISIONS.md, Check-in and no-shows): the release setting in
// Club Settings, an admin's check-in and its undo, and the sweep that releases confirmed sessions
// nobody checked in N minutes after their start, once across API processes. The harness clock
// starts on Monday 2026-11-23, 9:00 AM in San Antonio; the sessions are on Tuesday.

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const released = (email: string) =>
  w.h.t.db
    .selectFrom('mailOutbox')
    .select(['id', 'subject'])
    .where('recipient', '=', email)
    .where('subject', 'like', 'Your % was released%')
    .execute();

const statusOf = async (id: number) =>
  await w.h.t.db
    .selectFrom('bookings')
    .select(['status', 'releasedAt', 'priceCents', 'planMinutes'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const ledgerLines = (userId: number) =>
  w.h.t.db
    .selectFrom('ledgerEntries')
    .select(['kind', 'amountCents', 'item', 'itemId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

describe('the release setting in Club Settings', () => {
  it('is off by default, takes 10 to 60 minutes or off, and refuses 9 and 61 with the message', async () => {
    const [club] = (await call(w.h.app, 'GET', '/api/locations')).json<
      { noShowReleaseMinutes: number | null }[]
    >();
    expect(club?.noShowReleaseMinutes).toBeNull();
    const base = await saveClubSettings(w, {});
    for (const bad of [9, 61, 15.5]) {
      const res = await call(w.h.app, 'PUT', '/api/admin/club', w.admin, {
        ...base,
        noShowReleaseMinutes: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(DOOR_ACCESS_MESSAGES.releaseMinutes);
    }
    expect((await saveClubSettings(w, { noShowReleaseMinutes: 10 })).noShowReleaseMinutes).toBe(10);
    expect((await saveClubSettings(w, { noShowReleaseMinutes: 60 })).noShowReleaseMinutes).toBe(60);
    // left out (an older client), the stored value stays; null switches it off
    expect((await saveClubSettings(w, {})).noShowReleaseMinutes).toBe(60);
    expect((await saveClubSettings(w, { noShowReleaseMinutes: null })).noShowReleaseMinutes).toBe(
      null,
    );
    const member = await newMember(w.h.app);
    const refused = await call(w.h.app, 'PUT', '/api/admin/club', member.cookie, {
      ...base,
      noShowReleaseMinutes: 20,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('an admin check-in', () => {
  it('checks a confirmed booking in and undoes it, audited; a member is refused', async () => {
    const m = await newMember(w.h.app);
    const booked = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-25T14:00:00'));
    const id = booked.json<{ id: number }>().id;
    const url = `/api/admin/bookings/${id}/check-in`;

    expect((await call(w.h.app, 'POST', url, m.cookie)).statusCode).toBe(403);
    expect((await call(w.h.app, 'POST', url)).statusCode).toBe(401);

    w.h.clock.now = new Date(at('2026-11-25T13:55:00'));
    const res = await call(w.h.app, 'POST', url, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      checkedInAt: new Date(at('2026-11-25T13:55:00')).toISOString(),
      checkedInBy: 'admin',
    });
    // the schedule shows it
    const day = await call(
      w.h.app,
      'GET',
      '/trpc/adminBookings.day?input=' + encodeURIComponent(JSON.stringify({ date: '2026-11-25' })),
      w.admin,
    );
    const shown = day
      .json<{ result: { data: { bookings: { id: number; checkedInBy: string | null }[] } } }>()
      .result.data.bookings.find((b) => b.id === id);
    expect(shown?.checkedInBy).toBe('admin');
    // again: unchanged, no second audit row
    expect((await call(w.h.app, 'POST', url, w.admin)).json()).toMatchObject({
      checkedInBy: 'admin',
    });

    const undone = await call(w.h.app, 'DELETE', url, w.admin);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ id, checkedInAt: null, checkedInBy: null });
    const stored = await w.h.t.db
      .selectFrom('bookings')
      .select(['checkedInAt', 'checkedInBy', 'checkedInByUser'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ checkedInAt: null, checkedInBy: null, checkedInByUser: null });

    const audit = await auditRows(w.h, 'booking', id);
    expect(audit.map((a) => a.action)).toEqual([
      'booking.create',
      'booking.checkIn',
      'booking.undoCheckIn',
    ]);
    expect(audit[1]?.actorId).toBe(w.adminId);

    expect(
      (await call(w.h.app, 'POST', '/api/admin/bookings/999999/check-in', w.admin)).statusCode,
    ).toBe(404);
    w.h.clock.now = new Date('2026-11-23T15:00:00Z');
  });

  it('refuses a cancelled booking', async () => {
    const m = await newMember(w.h.app);
    const id = (await adminBook(w, m.id, w.bayIds[1] ?? 0, at('2026-11-26T14:00:00'))).json<{
      id: number;
    }>().id;
    expect((await call(w.h.app, 'DELETE', `/api/bookings/${id}`, w.admin)).statusCode).toBe(200);
    const res = await call(w.h.app, 'POST', `/api/admin/bookings/${id}/check-in`, w.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe('Only a confirmed session can be checked in.');
  });
});

describe('the no-show sweep', () => {
  it('releases a session nobody checked in, once across two processes: waitlist promoted, member mailed, charges and plan hours kept', async () => {
    await saveClubSettings(w, { noShowReleaseMinutes: 15 });
    const start = at('2026-11-24T10:00:00');
    // a Pro member's own two hours (plan minutes), the other bays booked by the desk
    const pro = await registerMemberOn(w.h, 'pro');
    const own = await post(
      w.h.app,
      '/api/bookings',
      { startTime: start, durationMinutes: 120 },
      pro.cookie,
    );
    expect(own.statusCode, own.body).toBe(201);
    const noShowId = own.json<{ id: number; bayId: number }>().id;
    const proBay = own.json<{ bayId: number }>().bayId;
    const others: { id: number; member: Awaited<ReturnType<typeof newMember>> }[] = [];
    for (const bayId of w.bayIds.filter((b) => b !== proBay)) {
      const member = await newMember(w.h.app);
      const res = await adminBook(w, member.id, bayId, start, 120);
      expect(res.statusCode, res.body).toBe(201);
      others.push({ id: res.json<{ id: number }>().id, member });
    }
    // every bay is taken at 11:00: a member waits for one
    const waiting = await newMember(w.h.app);
    const queued = await post(
      w.h.app,
      '/api/bookings',
      { startTime: at('2026-11-24T11:00:00'), durationMinutes: 60, joinWaitlist: true },
      waiting.cookie,
    );
    expect(queued.json()).toMatchObject({ status: 'waitlisted' });
    const waitlistedId = queued.json<{ id: number }>().id;

    // the others came: checked in by the desk (REST) before the release
    w.h.clock.now = new Date(at('2026-11-24T10:05:00'));
    for (const o of others) {
      const res = await call(w.h.app, 'POST', `/api/admin/bookings/${o.id}/check-in`, w.admin);
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await statusOf(noShowId);
    expect(before.planMinutes).toBeGreaterThan(0);
    const month = { from: new Date('2026-11-01T06:00:00Z'), to: new Date('2026-12-01T06:00:00Z') };
    const usedBefore = (await planUsedMinutes(w.h.t.db, [pro.id], month)).get(pro.id);
    const linesBefore = await ledgerLines(pro.id);

    // 14 minutes after the start: not yet
    w.h.clock.now = new Date(at('2026-11-24T10:14:00'));
    await sweepWith(w.h, 1, PERIODIC_JOBS.noShows);
    expect((await statusOf(noShowId)).status).toBe('confirmed');

    // 15 minutes after: two processes sweep at the same moment
    w.h.clock.now = new Date(at('2026-11-24T10:15:00'));
    await sweepWith(w.h, 2, PERIODIC_JOBS.noShows);
    const after = await statusOf(noShowId);
    expect(after.status).toBe('no_show');
    expect(after.releasedAt?.toISOString()).toBe(new Date(at('2026-11-24T10:15:00')).toISOString());
    expect(after.priceCents).toBe(before.priceCents);
    expect(after.planMinutes).toBe(before.planMinutes);
    expect((await planUsedMinutes(w.h.t.db, [pro.id], month)).get(pro.id)).toBe(usedBefore);
    expect(await ledgerLines(pro.id)).toEqual(linesBefore);

    // the checked-in ones stay
    for (const o of others) expect((await statusOf(o.id)).status).toBe('confirmed');
    for (const o of others) expect(await released(o.member.email)).toHaveLength(0);

    // the waitlisted member got the freed bay at 11:00
    const promoted = await w.h.t.db
      .selectFrom('bookings')
      .select(['status', 'bayId'])
      .where('id', '=', waitlistedId)
      .executeTakeFirstOrThrow();
    expect(promoted).toEqual({ status: 'confirmed', bayId: proBay });

    // one mail, however many processes swept
    const mails = await released(pro.email);
    expect(mails).toHaveLength(1);
    const mail = await w.h.mail.waitFor(pro.email, /Your session was released/);
    expect(mail.text).toContain('10:00 AM');
    expect(mail.text).toContain('15 minutes');

    // a later sweep changes nothing and mails nobody again
    w.h.clock.now = new Date(at('2026-11-24T10:30:00'));
    await sweepWith(w.h, 1, PERIODIC_JOBS.noShows);
    expect(await released(pro.email)).toHaveLength(1);

    // an admin cannot check a released session in
    const refused = await call(
      w.h.app,
      'POST',
      `/api/admin/bookings/${noShowId}/check-in`,
      w.admin,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('This session was released as a no-show.');

    // the member's own list shows it as a no-show, and Member Management counts it
    const mine = await call(w.h.app, 'GET', '/api/bookings/user', pro.cookie);
    expect(JSON.stringify(mine.json())).toContain('"no_show"');
    const members = await call(
      w.h.app,
      'GET',
      '/trpc/adminMembers.page?input=' + encodeURIComponent(JSON.stringify({ search: pro.email })),
      w.admin,
    );
    expect(
      members
        .json<{ result: { data: { items: { id: number; noShows30Days: number }[] } } }>()
        .result.data.items.find((i) => i.id === pro.id)?.noShows30Days,
    ).toBe(1);
  });

  it('leaves sessions alone while the setting is off, and a session over before a sweep ran', async () => {
    await saveClubSettings(w, { noShowReleaseMinutes: null });
    w.h.clock.now = new Date('2026-11-23T15:00:00Z');
    const m = await newMember(w.h.app);
    const id = (await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-27T10:00:00'))).json<{
      id: number;
    }>().id;
    w.h.clock.now = new Date(at('2026-11-27T10:30:00'));
    await sweepWith(w.h, 1, PERIODIC_JOBS.noShows);
    expect((await statusOf(id)).status).toBe('confirmed');

    // switched on after it ended: nothing left to free
    await saveClubSettings(w, { noShowReleaseMinutes: 10 });
    w.h.clock.now = new Date(at('2026-11-27T11:00:00'));
    await sweepWith(w.h, 1, PERIODIC_JOBS.noShows);
    expect((await statusOf(id)).status).toBe('confirmed');
    expect(await released(m.email)).toHaveLength(0);
    await saveClubSettings(w, { noShowReleaseMinutes: null });
  });

  it('releases a lesson nobody checked in and mails its member; a checked-in lesson stays', async () => {
    w.h.clock.now = new Date('2026-11-23T15:00:00Z');
    await saveClubSettings(w, { noShowReleaseMinutes: 20 });
    const coachId = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, {
      email: 'coach.noshow@example.com',
    });
    const lesson = async (bayId: number) => {
      const member = await newMember(w.h.app);
      const res = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
        userId: member.id,
        coachId,
        bayId,
        startTime: at('2026-12-01T09:00:00'),
        durationMinutes: 60,
      });
      return { member, res };
    };
    const absent = await lesson(w.bayIds[2] ?? 0);
    expect(absent.res.statusCode, absent.res.body).toBe(201);
    const absentId = absent.res.json<{ id: number }>().id;
    // a second member's lesson the next hour, on another bay
    const present = await newMember(w.h.app);
    const other = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
      userId: present.id,
      coachId,
      bayId: w.bayIds[3],
      startTime: at('2026-12-01T10:00:00'),
      durationMinutes: 60,
    });
    expect(other.statusCode, other.body).toBe(201);
    const presentId = other.json<{ id: number }>().id;

    w.h.clock.now = new Date(at('2026-12-01T10:05:00'));
    const checkIn = await call(
      w.h.app,
      'POST',
      `/api/admin/lessons/${presentId}/check-in`,
      w.admin,
    );
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect((await auditRows(w.h, 'lesson', presentId)).map((a) => a.action)).toContain(
      'lesson.checkIn',
    );

    // 09:20 passed long ago for the first; the second, checked in, is never released
    w.h.clock.now = new Date(at('2026-12-01T10:30:00'));
    await sweepWith(w.h, 1, PERIODIC_JOBS.noShows);
    // the first lesson ended at 10:00, before any sweep: left as it is
    const lessonStatus = async (id: number) =>
      (
        await w.h.t.db
          .selectFrom('lessons')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await lessonStatus(absentId)).toBe('confirmed');
    expect(await lessonStatus(presentId)).toBe('confirmed');

    // undo the check-in: the next sweep releases it
    const undo = await call(w.h.app, 'DELETE', `/api/admin/lessons/${presentId}/check-in`, w.admin);
    expect(undo.statusCode, undo.body).toBe(200);
    w.h.clock.now = new Date(at('2026-12-01T10:31:00'));
    await sweepWith(w.h, 1, PERIODIC_JOBS.noShows);
    expect(await lessonStatus(presentId)).toBe('no_show');
    expect(await released(present.email)).toHaveLength(1);
    const mail = await w.h.mail.waitFor(present.email, /Your lesson was released/);
    expect(mail.text).toContain('20 minutes');
    await saveClubSettings(w, { noShowReleaseMinutes: null });
  });
});
