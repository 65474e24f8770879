import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  call,
  newMember,
  saveClubSettings,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { get, post, registerMemberOn } from './harness';

// Guests on a booking (DECISIONS.md, Guests), through the REST paths. The harness clock: Monday
// 2026-11-23, 9:00 AM in San Antonio (CST); the club's guest fee is the default $20.

interface Guest {
  id: number;
  firstName: string;
  email: string | null;
  usesPass: boolean;
  feeCents: number;
}
interface Booking {
  id: number;
  status: string;
  guests: Guest[];
}

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const book = (cookie: string, local: string, guests: unknown[], extra = {}) =>
  post(
    w.h.app,
    '/api/bookings',
    { startTime: at(local), durationMinutes: 30, guests, ...extra },
    cookie,
  );
const guestsOf = (res: { json: <T>() => T }) =>
  res.json<Booking>().guests.map((g) => (g.usesPass ? 'pass' : `fee ${g.feeCents}`));
const named = (...names: string[]) => names.map((firstName) => ({ firstName }));
const addGuest = (cookie: string, bookingId: number, guest: unknown) =>
  post(w.h.app, `/api/bookings/${bookingId}/guests`, guest, cookie);
const removeGuest = (cookie: string, bookingId: number, guestId: number) =>
  call(w.h.app, 'DELETE', `/api/bookings/${bookingId}/guests/${guestId}`, cookie);
/** A refusal: its status and the product's message. */
function expectRefused(
  res: { statusCode: number; json: () => unknown },
  status: number,
  error: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error });
}

describe('pricing guests', () => {
  it("an Elite's 2 passes a month go first, then each guest pays the fee", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const first = await book(elite.cookie, '2026-11-24T10:00:00', named('Ann', 'Bo', 'Cy'));
    expect(first.statusCode, first.body).toBe(201);
    expect(guestsOf(first)).toEqual(['pass', 'pass', 'fee 2000']);
    expect(first.json<Booking>().guests.map((g) => g.firstName)).toEqual(['Ann', 'Bo', 'Cy']);
    const second = await book(elite.cookie, '2026-11-25T10:00:00', named('Di'));
    expect(guestsOf(second)).toEqual(['fee 2000']);
  });

  it('a month is the club-time month: 11:30 PM on November 30 is November, midnight is December', async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    expect(guestsOf(await book(elite.cookie, '2026-11-26T10:00:00', named('A', 'B')))).toEqual([
      'pass',
      'pass',
    ]);
    // 2026-12-01T05:30Z: December in UTC, still November in San Antonio
    expect(guestsOf(await book(elite.cookie, '2026-11-30T23:30:00', named('C')))).toEqual([
      'fee 2000',
    ]);
    expect(guestsOf(await book(elite.cookie, '2026-12-01T00:00:00', named('D', 'E', 'F')))).toEqual(
      ['pass', 'pass', 'fee 2000'],
    );
  });

  it('availability tells the confirm step what a 1st, 2nd and 3rd guest would cost', async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const input = encodeURIComponent(JSON.stringify({ date: '2026-11-27', durationMinutes: 60 }));
    const quote = async () =>
      (await get(w.h.app, `/trpc/bookings.availability?input=${input}`, elite.cookie)).json<{
        result: { data: { guestCharges: { text: string }[] } };
      }>().result.data.guestCharges;
    const before = await quote();
    // the numbers of the text, for a screen that says them in its own language
    expect(before[1]).toMatchObject({ kind: 'pass', passNumber: 2, passesLeft: 2 });
    expect(before.map((c) => c.text)).toEqual([
      'Guest pass (1 of 2 left this month)',
      'Guest pass (2 of 2 left this month)',
      'Guest fee $20',
    ]);
    await book(elite.cookie, '2026-11-27T10:00:00', named('A'));
    expect((await quote()).map((c) => c.text)).toEqual([
      'Guest pass (1 of 1 left this month)',
      'Guest fee $20',
      'Guest fee $20',
    ]);
  });

  it('20 parallel bookings of one Elite member, each with a guest, use exactly 2 passes', async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    // 20 half-hour sessions over five December days (4 a day), sent at once
    const starts = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].flatMap(
      (day) => ['09:00', '10:00', '11:00', '12:00'].map((t) => `${day}T${t}:00`),
    );
    const answers = await Promise.all(
      starts.map((s, i) => book(elite.cookie, s, named(`Guest${i}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(starts.map(() => 201));
    const charges = answers.flatMap(guestsOf);
    expect(charges.filter((c) => c === 'pass')).toHaveLength(2);
    expect(charges.filter((c) => c === 'fee 2000')).toHaveLength(18);
  });

  it('a member on another plan pays the fee for each guest; a 4th guest is refused', async () => {
    const pro = await registerMemberOn(w.h, 'pro');
    const res = await book(pro.cookie, '2026-11-24T11:00:00', named('A', 'B', 'C'));
    expect(guestsOf(res)).toEqual(['fee 2000', 'fee 2000', 'fee 2000']);
    const four = await book(pro.cookie, '2026-11-24T12:00:00', named('A', 'B', 'C', 'D'));
    expectRefused(four, 400, 'A booking takes up to 3 guests.');
    const added = await addGuest(pro.cookie, res.json<Booking>().id, { firstName: 'Dee' });
    expectRefused(added, 409, 'A booking takes up to 3 guests.');
  });

  it('a waitlist place takes guests too', async () => {
    const start = at('2026-11-28T08:00:00');
    for (const bayId of w.bayIds) {
      const m = await newMember(w.h.app);
      const end = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
      const taken = await post(
        w.h.app,
        '/api/bookings',
        { userId: m.id, bayId, startTime: start, endTime: end },
        w.admin,
      );
      expect(taken.statusCode, taken.body).toBe(201);
    }
    const elite = await registerMemberOn(w.h, 'elite');
    const res = await book(elite.cookie, '2026-11-28T08:00:00', named('Wait'), {
      joinWaitlist: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'waitlisted', isWaitlisted: true });
    expect(guestsOf(res)).toEqual(['pass']);
  });
});

describe('adding and removing guests', () => {
  it('adds and removes over REST; a removed pass goes back to the next booking', async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const b = (await book(elite.cookie, '2026-11-24T13:00:00', named('Ann'))).json<Booking>();
    const added = await addGuest(elite.cookie, b.id, { firstName: 'Bo', email: '' });
    expect(added.statusCode, added.body).toBe(201);
    expect(guestsOf(added)).toEqual(['pass', 'pass']);
    const bo = added.json<Booking>().guests[1];
    expect(bo).toMatchObject({ firstName: 'Bo', email: null });

    const removed = await removeGuest(elite.cookie, b.id, bo?.id ?? 0);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Booking>().guests.map((g) => g.firstName)).toEqual(['Ann']);
    const row = await w.h.t.db
      .selectFrom('bookingGuests')
      .select('removedAt')
      .where('id', '=', bo?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.removedAt).not.toBeNull();
    // the pass Bo held is free again
    expect(guestsOf(await book(elite.cookie, '2026-11-25T13:00:00', named('Cy', 'Di')))).toEqual([
      'pass',
      'fee 2000',
    ]);
    // removed once: a second time it is not there
    const again = await removeGuest(elite.cookie, b.id, bo?.id ?? 0);
    expectRefused(again, 404, 'Guest not found');
  });

  it("refuses another member's booking (404), a started one and a cancelled one (409)", async () => {
    const owner = await registerMemberOn(w.h, 'elite');
    const other = await registerMemberOn(w.h, 'elite');
    const b = (await book(owner.cookie, '2026-11-24T14:00:00', named('Ann'))).json<Booking>();
    const guestId = b.guests[0]?.id ?? 0;
    const notYours = await addGuest(other.cookie, b.id, { firstName: 'X' });
    expectRefused(notYours, 404, 'Booking not found');
    const notYoursDelete = await removeGuest(other.cookie, b.id, guestId);
    expect(notYoursDelete.statusCode).toBe(404);
    const noName = await addGuest(owner.cookie, b.id, {});
    expectRefused(noName, 400, "Guest's first name is required");

    const saved = w.h.clock.now;
    w.h.clock.now = new Date(at('2026-11-24T14:00:00'));
    try {
      const started = await addGuest(owner.cookie, b.id, { firstName: 'X' });
      expectRefused(started, 409, 'Guests can be added or removed only before the session starts.');
    } finally {
      w.h.clock.now = saved;
    }
    expect((await post(w.h.app, `/api/bookings/${b.id}/cancel`, {}, owner.cookie)).statusCode).toBe(
      200,
    );
    const cancelled = await addGuest(owner.cookie, b.id, { firstName: 'X' });
    expectRefused(cancelled, 409, 'This booking is cancelled: its guests can no longer change.');
  });

  it("cancelling a booking (the member's or an admin's) gives its passes back", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const first = (
      await book(elite.cookie, '2026-11-24T15:00:00', named('A', 'B'))
    ).json<Booking>();
    expect(guestsOf(await book(elite.cookie, '2026-11-25T15:00:00', named('C')))).toEqual([
      'fee 2000',
    ]);
    expect(
      (await post(w.h.app, `/api/bookings/${first.id}/cancel`, {}, elite.cookie)).statusCode,
    ).toBe(200);
    const third = await book(elite.cookie, '2026-11-26T15:00:00', named('D', 'E'));
    expect(guestsOf(third)).toEqual(['pass', 'pass']);
    const byAdmin = await call(
      w.h.app,
      'DELETE',
      `/api/bookings/${third.json<Booking>().id}`,
      w.admin,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(guestsOf(await book(elite.cookie, '2026-11-27T15:00:00', named('F')))).toEqual(['pass']);
  });
});

describe("the admin's Add Booking and Move Booking", () => {
  it("Add Booking takes guests priced by the member's plan; Move replaces them only when sent", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const bay = w.bayIds[0] ?? 0;
    const add = (start: string, guests: unknown[]) =>
      post(
        w.h.app,
        '/api/admin/bookings',
        { userId: elite.id, bayId: bay, startTime: at(start), durationMinutes: 60, guests },
        w.admin,
      );
    const made = await add('2026-11-29T20:00:00', [
      { firstName: 'Ann' },
      { firstName: 'Bo' },
      { firstName: 'Cy' },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    expect(guestsOf(made)).toEqual(['pass', 'pass', 'fee 2000']);
    const id = made.json<Booking>().id;

    // moved to December without guests: they move with it, as they were
    const move = (start: string, extra = {}) =>
      call(w.h.app, 'PUT', `/api/bookings/${id}`, w.admin, {
        bayId: bay,
        startTime: at(start),
        durationMinutes: 60,
        ...extra,
      });
    const kept = await move('2026-12-02T20:00:00');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ booking: Booking }>().booking.guests.map((g) => g.firstName)).toEqual([
      'Ann',
      'Bo',
      'Cy',
    ]);
    // with a list: replaced, priced again in December (the old guests gave their passes back)
    const replaced = await move('2026-12-03T20:00:00', {
      guests: [{ firstName: 'Di' }, { firstName: 'Ed' }, { firstName: 'Flo' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json<{ booking: Booking }>().booking.guests;
    expect(now.map((g) => `${g.firstName} ${g.usesPass ? 'pass' : g.feeCents}`)).toEqual([
      'Di pass',
      'Ed pass',
      'Flo 2000',
    ]);
    // November's passes are free again: the booking left the month
    expect(guestsOf(await book(elite.cookie, '2026-11-28T10:00:00', named('G')))).toEqual(['pass']);
    // an empty list removes them
    const none = await move('2026-12-03T20:00:00', { guests: [] });
    expect(none.json<{ booking: Booking }>().booking.guests).toEqual([]);
  });
});

describe('what guests, members and admins see', () => {
  it("a guest with an e-mail is sent the booking's time and place and who invited them", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const res = await book(elite.cookie, '2026-11-24T18:00:00', [
      { firstName: 'Gail', email: 'gail.guest@example.com' },
      { firstName: 'Nomail' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await w.h.mail.waitFor('gail.guest@example.com', /invited you/);
    expect(mail.subject).toContain('Pat invited you to golf at');
    expect(mail.text).toContain('Hi Gail');
    expect(mail.text).toContain('Pat Palmer');
    expect(mail.text).toContain('When: 11/24/26, 6:00 PM - 6:30 PM');
    expect(mail.text).toMatch(/Where: .+, .+/);
    expect(mail.text).not.toContain('/waiver/'); // the club's waiver is off
  });

  it("while the club's waiver is on, a guest's mail carries their own single-use link to accept it", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    await saveClubSettings(w, { waiverEnabled: true });
    try {
      const { version } = (await get(w.h.app, '/api/waiver')).json<{ version: number }>();
      const accepted = await post(w.h.app, '/api/waiver/accept', { version }, elite.cookie);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const res = await book(elite.cookie, '2026-11-25T18:00:00', [
        { firstName: 'Wanda', email: 'wanda.guest@example.com' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const mail = await w.h.mail.waitFor('wanda.guest@example.com', /invited you/);
      const [, token = ''] = /http:\/\/localhost:3000\/waiver\/([\w-]+)/.exec(mail.text) ?? [];
      expect(mail.text).toContain("please read and accept the club's waiver");
      const page = await get(w.h.app, `/api/waiver/guest/${token}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ firstName: 'Wanda', date: '2026-11-25', version });
      expect((await post(w.h.app, `/api/waiver/guest/${token}`, {})).statusCode).toBe(200);
      expectRefused(
        await post(w.h.app, `/api/waiver/guest/${token}`, {}),
        404,
        'This waiver link has expired or was already used.',
      );
    } finally {
      await saveClubSettings(w, { waiverEnabled: false });
    }
  });

  it("My bookings, the admin schedule's details and its day CSV list the guests", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const b = (
      await book(elite.cookie, '2026-11-30T10:00:00', [
        { firstName: 'Hal', email: 'hal@example.com' },
      ])
    ).json<Booking>();
    const mine = (await get(w.h.app, '/api/bookings/user', elite.cookie)).json<Booking[]>();
    expect(mine.find((x) => x.id === b.id)?.guests).toMatchObject([
      { firstName: 'Hal', email: 'hal@example.com', usesPass: true, feeCents: 0 },
    ]);
    const day = (await get(w.h.app, '/api/bookings/admin?date=2026-11-30', w.admin)).json<{
      bookings: Booking[];
    }>();
    expect(day.bookings.find((x) => x.id === b.id)?.guests).toMatchObject([
      { firstName: 'Hal', email: 'hal@example.com', usesPass: true, feeCents: 0 },
    ]);
    const csv = await get(w.h.app, '/api/bookings/admin/export?date=2026-11-30', w.admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('schedule-2026-11-30.csv');
    const header = csv.body.split('\r\n')[0] ?? '';
    expect(header).toContain('Guests,Guest Fees');
    const line = csv.body.split('\r\n').find((l) => l.startsWith(`${b.id},`));
    expect(line).toContain('10:00 AM,10:30 AM,confirmed');
    expect(line).toContain('Hal (guest pass),$0');
    // others see the time taken, never who is coming
    const other = await registerMemberOn(w.h, 'pro');
    const list = await get(
      w.h.app,
      `/api/bookings?startDate=${at('2026-11-30T00:00:00')}&endDate=${at('2026-11-30T23:00:00')}`,
      other.cookie,
    );
    expect(list.body).not.toContain('Hal');
  });
});
