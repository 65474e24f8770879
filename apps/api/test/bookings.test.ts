import { seedLocalDefaults } from '@club/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
let bayIds: number[];
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  bayIds = (await h.t.db.selectFrom('bays').select('id').orderBy('id').execute()).map((b) => b.id);
});
afterAll(() => h.close());
// a test that moves the clock gets it back even when it fails
afterEach(() => {
  h.clock.now = new Date('2026-11-23T15:00:00Z');
});

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

function book(
  cookie: string,
  startTime: string,
  durationMinutes = 60,
  extra: Record<string, unknown> = {},
) {
  return post(h.app, '/api/bookings', { startTime, durationMinutes, ...extra }, cookie);
}

describe('booking a session', () => {
  it('confirms on the lowest free bay at the member price, ignoring a price sent by the client', async () => {
    const { cookie, email } = await registerMember(h.app);
    const res = await book(cookie, at('2026-11-24T10:00:00'), 60, { price: 1, isPeak: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bayId: bayIds[0],
      bayName: 'Bay 1',
      status: 'confirmed',
      isWaitlisted: false,
      waitlistPosition: null,
      price: 40,
      isPeak: false,
    });
    const mail = await h.mail.waitFor(email, /Booking confirmed/);
    expect(mail.text).toContain('10:00 AM');
    const mine = await get(h.app, '/api/bookings/user', cookie);
    expect(mine.json().map((b: { id: number }) => b.id)).toEqual([res.json().id]);
  });

  it('prices from the bay hours: a weekday 4 PM start is peak, 2 hours at $50 x 2 x 0.95 = $95', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await book(cookie, at('2026-11-24T16:00:00'), 120, { endTime: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isPeak: true, price: 95 });
  });

  it('takes an endTime instead of a duration, as the spec form sends it', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await post(
      h.app,
      '/api/bookings',
      {
        startTime: at('2026-11-25T08:00:00'),
        endTime: at('2026-11-25T08:30:00'),
        joinWaitlist: false,
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(35);
  });

  it.each([
    [
      'off the half-hour grid',
      at('2026-11-26T10:15:00'),
      60,
      'Sessions start on the hour or the half hour.',
    ],
    [
      'in the past',
      at('2026-11-23T08:00:00'),
      60,
      'That time has already passed. Please choose a time in the future.',
    ],
    [
      'past the 14-day window',
      at('2026-12-07T10:00:00'),
      60,
      'Bookings can be made for today and the next 13 days.',
    ],
    [
      '45 minutes long',
      at('2026-11-26T10:00:00'),
      45,
      'Sessions last from 30 minutes to 4 hours, in 30-minute steps.',
    ],
    [
      '270 minutes long',
      at('2026-11-26T10:00:00'),
      270,
      'Sessions last from 30 minutes to 4 hours, in 30-minute steps.',
    ],
  ])('refuses a session %s', async (_what, start, minutes, message) => {
    const { cookie } = await registerMember(h.app);
    const res = await book(cookie, start, minutes);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('accepts the last bookable day (today plus 13)', async () => {
    const { cookie } = await registerMember(h.app);
    expect((await book(cookie, at('2026-12-06T23:30:00'), 30)).statusCode).toBe(201);
  });

  it("refuses an overlap with the member's own booking", async () => {
    const { cookie } = await registerMember(h.app);
    expect((await book(cookie, at('2026-11-27T10:00:00'), 120)).statusCode).toBe(201);
    const res = await book(cookie, at('2026-11-27T11:00:00'), 60);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You already have a booking at that time.');
  });

  it('holds the 4 hours per day limit, at and above it', async () => {
    const { cookie } = await registerMember(h.app);
    expect((await book(cookie, at('2026-11-28T08:00:00'), 240)).statusCode).toBe(201);
    const res = await book(cookie, at('2026-11-28T14:00:00'), 30);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "You've reached your daily booking limit of 4 hours for this day. Please select a different day.",
    );
    // the next day is fine
    expect((await book(cookie, at('2026-11-29T08:00:00'), 30)).statusCode).toBe(201);
  });

  it('answers 401 to a signed-out caller', async () => {
    const res = await post(h.app, '/api/bookings', {
      startTime: at('2026-11-30T10:00:00'),
      durationMinutes: 60,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the waitlist', () => {
  it('offers the waitlist when every bay is taken, numbers places, and promotes on cancel', async () => {
    const start = at('2026-12-01T18:00:00');
    const holders = [];
    for (let i = 0; i < 4; i++) {
      const m = await registerMember(h.app);
      const res = await book(m.cookie, start);
      expect(res.json().bayId).toBe(bayIds[i]);
      holders.push({ ...m, bookingId: res.json().id as number });
    }
    const first = await registerMember(h.app);
    const offer = await book(first.cookie, start);
    expect(offer.statusCode).toBe(409);
    expect(offer.json()).toMatchObject({
      error: 'All bays are booked at that time.',
      canJoinWaitlist: true,
    });
    // the offer stored nothing for that member
    expect((await get(h.app, '/api/bookings/user', first.cookie)).json()).toEqual([]);

    const joined = await book(first.cookie, start, 60, { joinWaitlist: true });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      isWaitlisted: true,
      waitlistPosition: 1,
      status: 'waitlisted',
      bayId: null,
    });
    const second = await registerMember(h.app);
    const joined2 = await book(second.cookie, start, 60, { joinWaitlist: true });
    expect(joined2.json().waitlistPosition).toBe(2);

    // the holder of Bay 3 cancels: the first in line gets Bay 3, the second moves up to 1
    const holder = holders[2];
    if (!holder) throw new Error('no holder');
    const cancel = await post(
      h.app,
      `/api/bookings/${holder.bookingId}/cancel`,
      undefined,
      holder.cookie,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const firstMine = (await get(h.app, '/api/bookings/user', first.cookie)).json();
    expect(firstMine[0]).toMatchObject({
      status: 'confirmed',
      bayId: bayIds[2],
      waitlistPosition: null,
      isPeak: true,
      price: 50,
    });
    await h.mail.waitFor(first.email, /A bay opened up/);
    const secondMine = (await get(h.app, '/api/bookings/user', second.cookie)).json();
    expect(secondMine[0]).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // the cancelled row is kept
    const kept = await h.t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', holder.bookingId)
      .executeTakeFirst();
    expect(kept?.status).toBe('cancelled');
  });

  it('lets a member leave the waitlist, renumbering those behind', async () => {
    const start = at('2026-12-02T18:00:00');
    for (let i = 0; i < 4; i++) await book((await registerMember(h.app)).cookie, start);
    const a = await registerMember(h.app);
    const b = await registerMember(h.app);
    const aBooking = (await book(a.cookie, start, 60, { joinWaitlist: true })).json();
    await book(b.cookie, start, 60, { joinWaitlist: true });
    expect(
      (await post(h.app, `/api/bookings/${aBooking.id}/cancel`, undefined, a.cookie)).statusCode,
    ).toBe(200);
    expect((await get(h.app, '/api/bookings/user', b.cookie)).json()[0].waitlistPosition).toBe(1);
  });
});

describe('cancelling', () => {
  it("answers 404 for another member's booking and 409 once it has started", async () => {
    const owner = await registerMember(h.app);
    const other = await registerMember(h.app);
    const booking = (await book(owner.cookie, at('2026-11-23T10:00:00'))).json();
    const res = await post(h.app, `/api/bookings/${booking.id}/cancel`, undefined, other.cookie);
    expect(res.statusCode).toBe(404);
    h.clock.now = new Date(at('2026-11-23T10:00:00'));
    const late = await post(h.app, `/api/bookings/${booking.id}/cancel`, undefined, owner.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Only bookings that have not started yet can be cancelled.');
  });
});

describe('privacy and reading', () => {
  it("shows others' bookings without their user, and one's own with it", async () => {
    const a = await registerMember(h.app);
    const b = await registerMember(h.app);
    const mine = (await book(a.cookie, at('2026-12-03T07:00:00'))).json();
    const theirs = (await book(b.cookie, at('2026-12-03T07:00:00'))).json();
    const res = await get(
      h.app,
      `/api/bookings?startDate=${encodeURIComponent(at('2026-12-03T00:00:00'))}&endDate=${encodeURIComponent(at('2026-12-03T23:59:59'))}`,
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.find((x: { id: number }) => x.id === mine.id).userId).toBe(mine.userId);
    expect(list.find((x: { id: number }) => x.id === theirs.id).userId).toBeNull();
    expect(JSON.stringify(list)).not.toContain(b.email);
  });

  it('lists locations, bays and their hours', async () => {
    const locations = (await get(h.app, '/api/locations')).json();
    expect(locations[0]).toMatchObject({
      name: 'Inside 9 San Antonio',
      timeZone: 'America/Chicago',
    });
    const bays = (await get(h.app, `/api/bays?locationId=${locations[0].id}`)).json();
    expect(bays.map((b: { type: string }) => b.type)).toEqual([
      'TrackMan',
      'GCQuad',
      'Premium',
      'Standard',
    ]);
    const hours = (await get(h.app, `/api/bays/${bays[0].id}/operating-hours`)).json();
    expect(hours.filter((x: { isPeak: boolean }) => x.isPeak)).toHaveLength(7);
    expect((await get(h.app, '/api/bays/99999/operating-hours')).statusCode).toBe(404);
  });

  it("serves the member's private calendar feed", async () => {
    const { cookie } = await registerMember(h.app);
    await book(cookie, at('2026-12-04T10:00:00'));
    const feed = await h.app.inject({
      method: 'GET',
      url: '/trpc/bookings.calendarFeed',
      headers: { cookie },
    });
    const url = new URL(feed.json().result.data.url);
    const ics = await get(h.app, url.pathname);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('DTSTART;TZID=America/Chicago:20261204T100000');
    expect((await get(h.app, '/api/calendar/not-a-real-token-at-all-xx.ics')).statusCode).toBe(404);
  });
});

describe('availability', () => {
  it('gives 50 half-hour slots on the day the clocks fall back, and 48 on an ordinary day', async () => {
    const { cookie } = await registerMember(h.app);
    const q = (date: string) =>
      h.app.inject({
        method: 'GET',
        url: `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify({ date, durationMinutes: 60 }))}`,
        headers: { cookie },
      });
    const ordinary = (await q('2026-11-24')).json().result.data;
    expect(ordinary.slots).toHaveLength(48);
    expect(ordinary.bookableDays).toHaveLength(14);
    expect(ordinary.slots.find((s: { label: string }) => s.label === '10:00 AM').status).toBe(
      'offPeak',
    );
    expect(ordinary.slots.find((s: { label: string }) => s.label === '4:00 PM').status).toBe(
      'peak',
    );
    h.clock.now = new Date('2026-10-30T15:00:00Z');
    const fallBack = (await q('2026-11-01')).json().result.data;
    expect(fallBack.slots).toHaveLength(50);
    expect(fallBack.slots.filter((s: { label: string }) => s.label === '1:00 AM')).toHaveLength(2);
  });
});
