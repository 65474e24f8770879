import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { countConfirmedOverlaps } from '@club/db';
import { post } from './harness';

// Members confirming bays hold the location in share mode (services/booking/booking-service.ts):
// they book side by side, and every command that changes what bookings rest on still waits for
// them and they for it. Real PostgreSQL, parallel requests.
let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const confirmedAt = (start: string) =>
  w.h.t.db
    .selectFrom('bookings')
    .select(['bayId', 'userId'])
    .where('status', '=', 'confirmed')
    .where('startTime', '=', new Date(start))
    .execute();

describe('members booking side by side', () => {
  it('16 members on 4 hours at once fill every bay once, and the next ones are refused', async () => {
    const hours = ['10:00', '12:00', '14:00', '16:00'].map((t) => at(`2026-11-25T${t}:00`));
    const members = await Promise.all(Array.from({ length: 24 }, () => newMember(w.h.app)));
    const answers = await Promise.all(
      members.map((m, i) =>
        post(w.h.app, '/api/bookings', { startTime: hours[i % 4], durationMinutes: 60 }, m.cookie),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(16);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    for (const start of hours) {
      const rows = await confirmedAt(start);
      expect(rows).toHaveLength(4);
      expect(new Set(rows.map((r) => r.bayId)).size).toBe(4);
    }
  });

  it('members asking for overlapping times at once take turns: each gets a bay or a 409, never a 500', async () => {
    // 1- and 2-hour sessions at 10:00, 10:30 and 11:00: every pair of them overlaps somewhere, so
    // with the location held in share mode they would meet in the exclusion constraint at once
    const asks = ['10:00', '10:30', '11:00'].flatMap((t) =>
      [60, 120].map((durationMinutes) => ({
        startTime: at(`2026-11-27T${t}:00`),
        durationMinutes,
      })),
    );
    const members = await Promise.all(Array.from({ length: 30 }, () => newMember(w.h.app)));
    const answers = await Promise.all(
      members.map((m, i) => post(w.h.app, '/api/bookings', asks[i % asks.length], m.cookie)),
    );
    const statuses = answers.map((a) => `${a.statusCode} ${a.statusCode === 201 ? '' : a.body}`);
    expect(statuses.filter((s) => !s.startsWith('201') && !s.startsWith('409'))).toEqual([]);
    // 11:00 to 12:00 overlaps every ask: at most one booking per bay holds it
    const booked = answers.filter((a) => a.statusCode === 201).length;
    expect(booked).toBeGreaterThanOrEqual(4);
    expect(await countConfirmedOverlaps(w.h.t.db)).toBe(0);
  });

  it('a bay turned off while members book it never keeps a confirmed booking', async () => {
    const lastBay = w.bayIds.at(-1) ?? 0;
    const bay = await w.h.t.db
      .selectFrom('bays')
      .selectAll()
      .where('id', '=', lastBay)
      .executeTakeFirstOrThrow();
    const body = (isActive: boolean) => ({
      name: bay.name,
      type: bay.type,
      locationId: bay.locationId,
      features: bay.features,
      isActive,
    });
    for (const [n, time] of ['09:00', '11:00', '13:00', '15:00', '17:00'].entries()) {
      const start = at(`2026-11-26T${time}:00`);
      // every bay but the last is taken
      for (const bayId of w.bayIds.slice(0, -1)) {
        const holder = await newMember(w.h.app);
        const booked = await post(
          w.h.app,
          '/api/bookings',
          { userId: holder.id, bayId, startTime: start, durationMinutes: 60 },
          w.admin,
        );
        expect(booked.statusCode).toBe(201);
      }
      const members = await Promise.all(Array.from({ length: 6 }, () => newMember(w.h.app)));
      // the admin's switch is sent among the members' requests, at a different place each round
      const book = (m: { cookie: string }) =>
        post(w.h.app, '/api/bookings', { startTime: start, durationMinutes: 60 }, m.cookie);
      const answers = await Promise.all([
        ...members.slice(0, n).map(book),
        call(w.h.app, 'PUT', `/api/bays/${lastBay}`, w.admin, body(false)),
        ...members.slice(n).map(book),
      ]);
      const toggled = answers[n];
      const onLast = (await confirmedAt(start)).filter((r) => r.bayId === lastBay);
      // what each request answered, to read when this fails
      const round = `round ${n}: ${answers.map((a, i) => `${i === n ? 'switch ' : ''}${a.statusCode} ${a.body.slice(0, 120)}`).join(' | ')}; on the last bay: ${onLast.length}`;
      expect(
        answers.filter((a) => a.statusCode >= 500),
        round,
      ).toHaveLength(0);
      if (toggled?.statusCode === 200) {
        // turned off first: nobody got the last bay
        expect(onLast, round).toHaveLength(0);
        expect(
          answers.filter((a) => a.statusCode === 201),
          round,
        ).toHaveLength(0);
      } else {
        // a member got it first: the switch was refused for the booking it would strand
        expect(toggled?.statusCode, round).toBe(409);
        expect(onLast, round).toHaveLength(1);
      }
      const back = await call(w.h.app, 'PUT', `/api/bays/${lastBay}`, w.admin, body(true));
      expect(back.statusCode, back.body).toBe(200);
    }
  });
});
