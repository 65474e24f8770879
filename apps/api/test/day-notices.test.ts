import { fillHalfHours, firstLocation, seedLocalDefaults } from '@club/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caches } from '../src/services/shared/caches';
import type { LocationDay } from '../src/services/booking/location-days';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { anotherProcess } from './reminder-support';

// Each API process keeps a location's day for availability (Caches.days) until PostgreSQL's change
// notice drops it (migration 0016): a booking made through one process, or written by any path at
// all, shows on every process as soon as the notice is in, never after a cache runs out. The
// tests wait for the notice itself (each process reports the notices it has applied), not a time.
let h: Harness;
const processes: Awaited<ReturnType<typeof listeningProcess>>[] = [];
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  processes.push(await listeningProcess(), await listeningProcess());
});
afterAll(async () => {
  for (const p of processes) {
    await p.app.close();
    await p.db.destroy();
  }
  await h.close();
});

/** Another API process that reports the day notices it has applied. */
async function listeningProcess() {
  const waiting = new Set<{ date: string; heard: () => void }>();
  const p = await anotherProcess(h, {
    onChangeNotice: (notice) => {
      const [kind, , first = '', last = ''] = notice.split(':');
      for (const w of waiting)
        if (kind === 'day' && first <= w.date && w.date <= last) {
          waiting.delete(w);
          w.heard();
        }
    },
  });
  return {
    ...p,
    /** Resolves once this process has applied a notice naming `date` (none within 5 s: fails). */
    dayNotice(date: string): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no day notice for ${date}`)), 5000);
        waiting.add({
          date,
          heard: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

async function statusAt(app: FastifyInstance, cookie: string, date: string, start: string) {
  const input = encodeURIComponent(JSON.stringify({ date, durationMinutes: 60 }));
  const res = await get(app, `/trpc/bookings.availability?input=${input}`, cookie);
  expect(res.statusCode).toBe(200);
  const slots: { start: string; status: string }[] = res.json().result.data.slots;
  return slots.find((s) => s.start === start)?.status;
}

describe('availability days across processes', () => {
  it('a booking made on one process shows on the other as soon as its notice is in', async () => {
    const [a, b] = processes;
    if (!a || !b) throw new Error('two processes');
    const { cookie } = await registerMember(a.app);
    const start = at('2026-11-25T10:00:00');
    const book = async () =>
      post(
        a.app,
        '/api/bookings',
        { startTime: start, durationMinutes: 60 },
        (await registerMember(a.app)).cookie,
      );
    for (let i = 0; i < 3; i++) expect((await book()).statusCode).toBe(201);
    // both processes read (and keep) the day with one bay left; A books the last one
    expect(await statusAt(a.app, cookie, '2026-11-25', start)).toBe('offPeak');
    expect(await statusAt(b.app, cookie, '2026-11-25', start)).toBe('offPeak');
    const noticed = b.dayNotice('2026-11-25');
    expect((await book()).statusCode).toBe(201);
    // A's own next read, before any notice could come, and B's once the notice is in
    expect(await statusAt(a.app, cookie, '2026-11-25', start)).toBe('waitlist');
    await noticed;
    expect(await statusAt(b.app, cookie, '2026-11-25', start)).toBe('waitlist');
  });

  it('a booking written by a path that drops nothing (straight SQL) shows on every process', async () => {
    const { cookie } = await registerMember(h.app);
    const other = await registerMember(h.app);
    const user = await h.t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', other.email)
      .executeTakeFirstOrThrow();
    const location = await firstLocation(h.t.db);
    const start = at('2026-11-26T10:00:00');
    const read = () =>
      Promise.all(processes.map((p) => statusAt(p.app, cookie, '2026-11-26', start)));
    const noticedByAll = () => Promise.all(processes.map((p) => p.dayNotice('2026-11-26')));
    expect(await read()).toEqual(['offPeak', 'offPeak']);
    // every bay from 10:00 to 11:00, in one statement
    let noticed = noticedByAll();
    await fillHalfHours(h.t.db, {
      locationId: location?.id ?? 0,
      from: new Date(start),
      to: new Date(new Date(start).getTime() + 3_600_000),
      userIds: [user.id],
    });
    await noticed;
    expect(await read()).toEqual(['waitlist', 'waitlist']);
    // and cancelled the same way
    noticed = noticedByAll();
    await h.t.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where('userId', '=', user.id)
      .execute();
    await noticed;
    expect(await read()).toEqual(['offPeak', 'offPeak']);
  });
});

describe('Caches.days', () => {
  const day = {} as LocationDay;
  it('a day read begun before its notice is not kept after it', async () => {
    const caches = new Caches();
    let finish: (d: LocationDay) => void = () => {};
    const key = Caches.dayKey(1, '2026-11-25');
    const reading = Caches.shared(caches.days, key, () => new Promise((r) => (finish = r)));
    caches.forget('day:1:2026-11-24:2026-11-25');
    finish(day);
    expect(await reading).toBe(day);
    expect(caches.days.has(key)).toBe(false);
  });

  it("a notice drops its location's days in its range (and the club's first location's)", () => {
    const caches = new Caches();
    const keys = [
      Caches.dayKey(1, '2026-11-23'),
      Caches.dayKey(1, '2026-11-24'),
      Caches.dayKey(1, '2026-11-25'),
      Caches.dayKey(1, '2026-11-26'),
      Caches.dayKey(2, '2026-11-25'),
      Caches.dayKey(undefined, '2026-11-25'),
      Caches.dayKey(undefined, '2026-11-27'),
    ];
    for (const key of keys) caches.days.set(key, Promise.resolve(day));
    caches.forget('day:1:2026-11-24:2026-11-25');
    expect([...caches.days.keys()].sort()).toEqual(
      [
        Caches.dayKey(1, '2026-11-23'),
        Caches.dayKey(1, '2026-11-26'),
        Caches.dayKey(2, '2026-11-25'),
        Caches.dayKey(undefined, '2026-11-27'),
      ].sort(),
    );
  });
});
