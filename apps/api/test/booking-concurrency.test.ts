import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

const at = (local: string) => new Date(`${local}-06:00`).toISOString();

describe('never wrong under load (real PostgreSQL, parallel requests)', () => {
  it('50 parallel requests for the last free bay: one confirmation, 49 waitlist offers', async () => {
    const start = at('2026-11-30T17:00:00');
    for (let i = 0; i < 3; i++) {
      const m = await registerMember(h.app);
      expect(
        (await post(h.app, '/api/bookings', { startTime: start, durationMinutes: 60 }, m.cookie))
          .statusCode,
      ).toBe(201);
    }
    const members = await Promise.all(Array.from({ length: 50 }, () => registerMember(h.app)));
    const answers = await Promise.all(
      members.map((m) =>
        post(h.app, '/api/bookings', { startTime: start, durationMinutes: 60 }, m.cookie),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().canJoinWaitlist === true),
    ).toBe(true);
    const confirmed = await h.t.db
      .selectFrom('bookings')
      .select(['bayId'])
      .where('status', '=', 'confirmed')
      .where('startTime', '=', new Date(start))
      .execute();
    expect(confirmed).toHaveLength(4);
    expect(new Set(confirmed.map((c) => c.bayId)).size).toBe(4);
  });

  it('20 parallel one-hour requests from one member for one day confirm at most 4 hours', async () => {
    const m = await registerMember(h.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          h.app,
          '/api/bookings',
          {
            startTime: new Date(
              new Date(at('2026-12-01T00:00:00')).getTime() + i * 3_600_000,
            ).toISOString(),
            durationMinutes: 60,
          },
          m.cookie,
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    const rows = await h.t.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.userId')
      .select(['bookings.startTime', 'bookings.endTime'])
      .where('users.email', '=', m.email)
      .where('bookings.status', '=', 'confirmed')
      .execute();
    const minutes = rows.reduce(
      (sum, r) => sum + (r.endTime.getTime() - r.startTime.getTime()) / 60_000,
      0,
    );
    expect(minutes).toBe(240);
  });

  it('20 parallel waitlist joins for one slot get positions 1..20 without gaps', async () => {
    const start = at('2026-12-02T17:00:00');
    for (let i = 0; i < 4; i++) {
      const m = await registerMember(h.app);
      await post(h.app, '/api/bookings', { startTime: start, durationMinutes: 60 }, m.cookie);
    }
    const members = await Promise.all(Array.from({ length: 20 }, () => registerMember(h.app)));
    const answers = await Promise.all(
      members.map((m) =>
        post(
          h.app,
          '/api/bookings',
          { startTime: start, durationMinutes: 60, joinWaitlist: true },
          m.cookie,
        ),
      ),
    );
    const positions = answers.map((a) => a.json().waitlistPosition as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
