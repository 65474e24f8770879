import { describe, expect, it } from 'vitest';
import { LAPSED_DOOR_JOB } from '../src/services/door/door-lapsed';
import { LEAGUE_DOOR_JOB } from '../src/services/door/door-league';
import { PERIODIC_JOBS } from '../src/jobs/tasks';
import { adminBook, at, call, newMember, saveClubSettings } from './admin-support';
import { get } from './harness';
import { runJob } from './job-support';
import { makeLeague } from './league-support';
import { addCoach, bookLesson, TUESDAY, TUESDAY_MORNING } from './lesson-support';
import { codesOnTheDoor, eventually, useDoorWorld } from './support/door-harness';

// Issue 34, door codes beyond bookings: a lesson's code follows it, a member's league nights get
// theirs 14 days ahead from a periodic job (and lose them on withdrawal), a lapsed plan's go.

const d = useDoorWorld();

const codesOf = (column: 'lessonId' | 'leagueParticipantId', id: number) =>
  d.w.h.t.db.selectFrom('doorCodes').selectAll().where(column, '=', id).orderBy('id').execute();

const onTheDoor = async (doorCodeId: number) =>
  (await codesOnTheDoor(d)).filter((c) => c.name === `club-door-${doorCodeId}`);

describe('door codes of lessons, league nights and lapsed plans', () => {
  it("a lesson's code is made with it, shown in My Account, and removed when it is cancelled", async () => {
    const coach = await addCoach(d.w.h.app, d.w.admin, TUESDAY_MORNING, {
      email: 'coach.door@example.com',
    });
    const m = await newMember(d.w.h.app);
    await d.w.h.t.db
      .updateTable('users')
      .set({ membershipType: 'pro' })
      .where('id', '=', m.id)
      .execute();
    const res = await bookLesson(d.w.h.app, m.cookie, `${TUESDAY}T10:00:00`, coach);
    expect(res.statusCode, res.body).toBe(201);
    const lessonId = res.json<{ id: number }>().id;
    const [made] = await eventually(
      () => codesOf('lessonId', lessonId),
      (rows) => rows[0]?.status === 'active',
    );
    expect(await onTheDoor(made?.id ?? 0)).toHaveLength(1);
    const mine = await get(d.w.h.app, '/api/lessons/user', m.cookie);
    expect(mine.json()[0]).toMatchObject({
      id: lessonId,
      doorCode: { status: 'active', code: made?.code },
    });

    const cancelled = await call(
      d.w.h.app,
      'POST',
      `/api/lessons/${lessonId}/cancel`,
      m.cookie,
      {},
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(
      () => codesOf('lessonId', lessonId),
      (rows) => rows[0]?.status === 'deleted',
    );
    expect(await onTheDoor(made?.id ?? 0)).toHaveLength(0);
  });

  it('a league entry gets a code for each night in the next 14 days (once, however often the job runs), and loses them on withdrawal', async () => {
    const leagueId = await makeLeague(d.w.h, { capacity: 4 });
    const m = await newMember(d.w.h.app);
    const entry = await call(d.w.h.app, 'POST', '/api/leagues/register', m.cookie, {
      leagueId,
      userId: m.id,
      paymentMethod: 'cash',
      status: 'active',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const participantId = entry.json<{ id: number }>().id;
    await runJob(d.w.h.t.url, LEAGUE_DOOR_JOB, 2);
    // Mondays 6-8 PM from 2026-11-30; the clock is 2026-11-23: one night within 14 days
    const rows = await eventually(
      () => codesOf('leagueParticipantId', participantId),
      (r) => r.length === 1 && r[0]?.status === 'active',
    );
    expect(rows[0]).toMatchObject({
      nightStart: new Date('2026-12-01T00:00:00Z'),
      startsAt: new Date('2026-11-30T23:45:00Z'),
      endsAt: new Date('2026-12-01T02:00:00Z'),
    });
    expect(await onTheDoor(rows[0]?.id ?? 0)).toHaveLength(1);
    // My Account's league item shows the next night's code
    const mine = await get(d.w.h.app, '/api/leagues/user/participations', m.cookie);
    expect(mine.json()[0]).toMatchObject({
      id: participantId,
      doorCode: { status: 'active', code: rows[0]?.code },
    });

    const out = await call(d.w.h.app, 'POST', `/api/leagues/${leagueId}/withdraw`, m.cookie, {});
    expect(out.statusCode, out.body).toBe(200);
    await eventually(
      () => codesOf('leagueParticipantId', participantId),
      (r) => r[0]?.status === 'deleted',
    );
    expect(await onTheDoor(rows[0]?.id ?? 0)).toHaveLength(0);
  });

  it("a member's own booking gets its code; deleting the account removes it from the lock", async () => {
    const m = await newMember(d.w.h.app);
    const res = await call(d.w.h.app, 'POST', '/api/bookings', m.cookie, {
      startTime: new Date('2026-11-29T17:00:00Z').toISOString(),
      durationMinutes: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json<{ id: number }>().id;
    const code = () =>
      d.w.h.t.db
        .selectFrom('doorCodes')
        .selectAll()
        .where('bookingId', '=', bookingId)
        .executeTakeFirst();
    const made = await eventually(code, (r) => r?.status === 'active');
    expect(await onTheDoor(made?.id ?? 0)).toHaveLength(1);

    const gone = await call(d.w.h.app, 'DELETE', '/api/user', m.cookie, {
      password: 'secret123',
      confirmation: 'DELETE',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await eventually(code, (r) => r?.status === 'deleted');
    expect(await onTheDoor(made?.id ?? 0)).toHaveLength(0);
  });

  it('a session released as a no-show loses its code on the lock; a checked-in one keeps it', async () => {
    const start = at('2026-11-30T09:00:00');
    const made = [];
    for (const bay of [2, 3]) {
      const m = await newMember(d.w.h.app);
      const res = await adminBook(d.w, m.id, d.w.bayIds[bay] ?? 0, start);
      expect(res.statusCode, res.body).toBe(201);
      const bookingId = res.json<{ id: number }>().id;
      const row = await eventually(
        () =>
          d.w.h.t.db
            .selectFrom('doorCodes')
            .selectAll()
            .where('bookingId', '=', bookingId)
            .executeTakeFirst(),
        (r) => r?.status === 'active',
      );
      expect(await onTheDoor(row?.id ?? 0)).toHaveLength(1);
      made.push({ bookingId, codeId: row?.id ?? 0 });
    }
    const [gone, kept] = made;
    const checkedIn = await call(
      d.w.h.app,
      'POST',
      `/api/admin/bookings/${kept?.bookingId}/check-in`,
      d.w.admin,
    );
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    await saveClubSettings(d.w, { noShowReleaseMinutes: 15 });
    const was = d.w.h.clock.now;
    d.w.h.clock.now = new Date(at('2026-11-30T09:20:00'));
    try {
      await runJob(d.w.h.t.url, PERIODIC_JOBS.noShows, 1);
      await eventually(
        () => onTheDoor(gone?.codeId ?? 0),
        (codes) => codes.length === 0,
      );
      const status = await d.w.h.t.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', gone?.bookingId ?? 0)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('no_show');
      expect(await onTheDoor(kept?.codeId ?? 0)).toHaveLength(1);
    } finally {
      d.w.h.clock.now = was;
      await saveClubSettings(d.w, { noShowReleaseMinutes: null });
    }
  });

  it("a card plan past its failed renewal's grace loses its codes at the next sweep", async () => {
    const m = await newMember(d.w.h.app);
    const booked = await call(d.w.h.app, 'POST', '/api/bookings', d.w.admin, {
      userId: m.id,
      bayId: d.w.bayIds[2],
      startTime: new Date('2026-11-28T16:00:00Z').toISOString(),
      endTime: new Date('2026-11-28T17:00:00Z').toISOString(),
      price: 1,
      isPeak: false,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ id: number }>().id;
    const code = () =>
      d.w.h.t.db
        .selectFrom('doorCodes')
        .selectAll()
        .where('bookingId', '=', bookingId)
        .executeTakeFirst();
    await eventually(code, (r) => r?.status === 'active');
    // a Stripe plan whose renewal failed, its 7-day grace over
    await d.w.h.t.db
      .updateTable('users')
      .set({
        membershipType: 'pro',
        planStatus: 'past_due',
        planGraceEndsAt: new Date('2026-11-20T00:00:00Z'),
      })
      .where('id', '=', m.id)
      .execute();
    await runJob(d.w.h.t.url, LAPSED_DOOR_JOB);
    await eventually(code, (r) => r?.status === 'deleted');
  });

  it('another front door chosen in Club Settings: each code leaves the old lock and is made on the new one', async () => {
    const m = await newMember(d.w.h.app);
    const res = await call(d.w.h.app, 'POST', '/api/bookings', m.cookie, {
      startTime: new Date('2026-11-30T17:00:00Z').toISOString(),
      durationMinutes: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json<{ id: number }>().id;
    const codes = () =>
      d.w.h.t.db
        .selectFrom('doorCodes')
        .selectAll()
        .where('bookingId', '=', bookingId)
        .orderBy('id')
        .execute();
    const [first] = await eventually(codes, (r) => r[0]?.status === 'active');
    await saveClubSettings(d.w, { doorDeviceId: 'august_device_2' });
    const rows = await eventually(codes, (r) => r.length === 2 && r[1]?.status === 'active');
    expect(rows.map((r) => [r.deviceId, r.status])).toEqual([
      ['august_device_1', 'deleted'],
      ['august_device_2', 'active'],
    ]);
    expect(await onTheDoor(first?.id ?? 0)).toHaveLength(0);
    const back = await d.seam.accessCodes.list({ device_id: 'august_device_2' });
    expect(back.filter((c) => c.name === `club-door-${rows[1]?.id}`)).toHaveLength(1);
  });
});
