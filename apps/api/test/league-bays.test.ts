import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call } from './league-support';

// League nights hold their bays (DECISIONS): numberofBays bays, highest ids first, on the league's
// weekday between its start and end time. Members see it in availability and bay assignment.

let h: Harness;
let admin: string;
let bayIds: number[];
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
  bayIds = (await h.t.db.selectFrom('bays').select('id').orderBy('id').execute()).map((b) => b.id);
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

async function createLeague(change: Record<string, unknown>) {
  const location = await h.t.db
    .selectFrom('locations')
    .select(['id', 'name'])
    .executeTakeFirstOrThrow();
  const res = await call(h, 'POST', '/api/leagues', admin, {
    name: 'Bay holder',
    description: 'Holds bays',
    location: location.name,
    locationId: location.id,
    format: 'league',
    teamType: 'individual',
    gameType: 'lowscore',
    dayOfWeek: 2,
    startTime: '18:00',
    endTime: '20:00',
    durationWeeks: 2,
    capacity: 8,
    numberofBays: 2,
    fee: 50,
    ...change,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: number }>().id;
}

interface Slot {
  start: string;
  status: string;
  bayId: number | null;
}
async function slotAt(
  cookie: string,
  date: string,
  local: string,
  durationMinutes = 60,
): Promise<Slot | undefined> {
  const res = await get(
    h.app,
    `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify({ date, durationMinutes }))}`,
    cookie,
  );
  const slots = res.json<{ result: { data: { slots: Slot[] } } }>().result.data.slots;
  return slots.find((s) => s.start === at(`${date}T${local}`));
}

const book = (cookie: string, local: string, extra: Record<string, unknown> = {}) =>
  post(h.app, '/api/bookings', { startTime: at(local), durationMinutes: 60, ...extra }, cookie);

describe('a league night holds its bays', () => {
  it('members get the other bays; when those are taken the slot offers the waitlist', async () => {
    await createLeague({
      name: 'Tuesday two bays',
      startDate: '2026-11-24',
      endDate: '2026-12-08',
    });
    const [a, b, c] = await Promise.all([
      registerMember(h.app),
      registerMember(h.app),
      registerMember(h.app),
    ]);
    expect((await slotAt(a.cookie, '2026-11-24', '18:00:00'))?.status).not.toBe('waitlist');

    const first = await book(a.cookie, '2026-11-24T18:00:00');
    const second = await book(b.cookie, '2026-11-24T18:00:00');
    expect([first.json().bayId, second.json().bayId]).toEqual([bayIds[0], bayIds[1]]);
    expect(await slotAt(c.cookie, '2026-11-24', '18:00:00')).toMatchObject({
      status: 'waitlist',
      bayId: null,
    });

    const third = await book(c.cookie, '2026-11-24T18:00:00');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ canJoinWaitlist: true });
    // a session that only touches the night's end, and another weekday, are not held
    expect((await book(c.cookie, '2026-11-24T20:00:00')).json().bayId).toBe(bayIds[0]);
    const rows = await h.t.db
      .selectFrom('bookings')
      .select('bayId')
      .where('status', '=', 'confirmed')
      .execute();
    expect(rows.some((r) => r.bayId === bayIds[2] || r.bayId === bayIds[3])).toBe(false);
  });

  it('a session overlapping the night from before it starts cannot take a held bay either', async () => {
    await createLeague({
      name: 'Four bays',
      startDate: '2026-11-27',
      endDate: '2026-12-04',
      dayOfWeek: 5,
      numberofBays: 4,
      durationWeeks: 1,
    });
    const m = await registerMember(h.app);
    expect(await slotAt(m.cookie, '2026-11-27', '17:00:00', 120)).toMatchObject({
      status: 'waitlist',
    });
    expect(await slotAt(m.cookie, '2026-11-27', '17:00:00', 60)).toMatchObject({
      status: expect.stringMatching(/peak|offPeak/),
    });
    expect((await book(m.cookie, '2026-11-27T17:30:00')).statusCode).toBe(409);
  });

  it('a waitlisted member is promoted onto a free bay, never onto a held one', async () => {
    await createLeague({
      name: 'Wednesday',
      startDate: '2026-11-25',
      endDate: '2026-12-02',
      dayOfWeek: 3,
      startTime: '10:00',
      endTime: '12:00',
      durationWeeks: 1,
      numberofBays: 3,
    });
    const [a, w] = await Promise.all([registerMember(h.app), registerMember(h.app)]);
    const taken = await book(a.cookie, '2026-11-25T10:00:00');
    expect(taken.json().bayId).toBe(bayIds[0]);
    const waiting = await book(w.cookie, '2026-11-25T10:00:00', { joinWaitlist: true });
    expect(waiting.json()).toMatchObject({ isWaitlisted: true, waitlistPosition: 1 });
    expect(
      (await post(h.app, `/api/bookings/${taken.json().id}/cancel`, {}, a.cookie)).statusCode,
    ).toBe(200);
    const promoted = await h.t.db
      .selectFrom('bookings')
      .select(['status', 'bayId'])
      .where('id', '=', waiting.json().id)
      .executeTakeFirstOrThrow();
    expect(promoted).toEqual({ status: 'confirmed', bayId: bayIds[0] });
  });

  it('a deleted (cancelled) league frees its bays', async () => {
    const id = await createLeague({
      name: 'Short-lived',
      startDate: '2026-12-03',
      endDate: '2026-12-10',
      dayOfWeek: 4,
      startTime: '08:00',
      endTime: '10:00',
      durationWeeks: 1,
      numberofBays: 4,
    });
    const m = await registerMember(h.app);
    expect(await slotAt(m.cookie, '2026-12-03', '08:00:00')).toMatchObject({ status: 'waitlist' });
    expect((await call(h, 'DELETE', `/api/leagues/${id}`, admin)).statusCode).toBe(200);
    expect(await slotAt(m.cookie, '2026-12-03', '08:00:00')).toMatchObject({ bayId: bayIds[0] });
  });
});
