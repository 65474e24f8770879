import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  auditRows,
  call,
  saveClubSettings,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { get, post, registerMemberOn } from './harness';

// What a member, an admin and a guest notice of guests beyond booking them (DECISIONS.md, Guests;
// The club waiver): the passes left this month on the member's own read, each guest's waiver on
// the schedule's details, each waiver edit in the audit log, and Move Booking editing the guests.
// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).

interface Guest {
  id: number;
  firstName: string;
  email: string | null;
  usesPass: boolean;
  feeCents: number;
  waiverAccepted?: boolean;
}
interface Booking {
  id: number;
  guests: Guest[];
}

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const named = (...names: string[]) => names.map((firstName) => ({ firstName }));
const book = (cookie: string, local: string, guests: unknown[]) =>
  post(w.h.app, '/api/bookings', { startTime: at(local), durationMinutes: 30, guests }, cookie);
const passes = (left: number) => ({
  left,
  perMonth: 2,
  text: `Guest passes: ${left} of 2 left this month`,
});
const passesOf = async (cookie: string) =>
  (await get(w.h.app, '/api/user', cookie)).json<{ guestPasses?: unknown }>().guestPasses;

describe('guest passes left this month, on the member’s own read', () => {
  it('an Elite sees 2 of 2, then 1 of 2 after a guest on a pass; a removed guest gives it back', async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    expect(await passesOf(elite.cookie)).toEqual(passes(2));
    const b = (await book(elite.cookie, '2026-11-24T15:00:00', named('Ann'))).json<Booking>();
    expect(await passesOf(elite.cookie)).toEqual(passes(1));
    // a December booking draws on December: this month's count stays
    await book(elite.cookie, '2026-12-02T15:00:00', named('Dec'));
    expect(await passesOf(elite.cookie)).toEqual(passes(1));
    const guestId = b.guests[0]?.id ?? 0;
    await call(w.h.app, 'DELETE', `/api/bookings/${b.id}/guests/${guestId}`, elite.cookie);
    const profile = await get(w.h.app, '/api/user/profile', elite.cookie);
    expect(profile.json()).toMatchObject({ guestPasses: passes(2) });
  });

  it('a plan without passes has none to show (null)', async () => {
    const pro = await registerMemberOn(w.h, 'pro');
    expect(await passesOf(pro.cookie)).toBeNull();
  });
});

describe("the schedule's booking details", () => {
  it("show each guest's waiver while the waiver is on (accepted from their link or not)", async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const day = async () =>
      (await get(w.h.app, '/api/bookings/admin?date=2026-11-26', w.admin))
        .json<{ bookings: Booking[] }>()
        .bookings.flatMap((b) => b.guests)
        .filter((g) => g.email?.endsWith('@guests.example.com'));
    await saveClubSettings(w, { waiverEnabled: true });
    try {
      const { version } = (await get(w.h.app, '/api/waiver')).json<{ version: number }>();
      await post(w.h.app, '/api/waiver/accept', { version }, elite.cookie);
      const res = await book(elite.cookie, '2026-11-26T16:00:00', [
        { firstName: 'Yes', email: 'yes@guests.example.com' },
        { firstName: 'Not', email: 'not@guests.example.com' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const mail = await w.h.mail.waitFor('yes@guests.example.com', /invited you/);
      const [, token = ''] = /\/waiver\/([\w-]+)/.exec(mail.text) ?? [];
      expect((await post(w.h.app, `/api/waiver/guest/${token}`, {})).statusCode).toBe(200);
      expect((await day()).map((g) => [g.firstName, g.waiverAccepted])).toEqual([
        ['Yes', true],
        ['Not', false],
      ]);
    } finally {
      await saveClubSettings(w, { waiverEnabled: false });
    }
    // off, nothing is said of it
    expect((await day()).map((g) => g.waiverAccepted)).toEqual([undefined, undefined]);
  });
});

describe('the waiver text', () => {
  it('each edit is in the audit log with who, and the version and text before and after', async () => {
    const [location] = (await get(w.h.app, '/api/locations')).json<{ id: number }[]>();
    const id = location?.id ?? 0;
    const before = (await get(w.h.app, '/api/admin/waiver', w.admin)).json<{
      version: number;
      text: string;
    }>();
    const save = (text: string) => call(w.h.app, 'PUT', '/api/admin/waiver', w.admin, { text });
    expect((await save('Play safe. Version two.')).statusCode).toBe(200);
    expect((await save('Play safe. Version two.')).statusCode).toBe(200); // the same: no edit
    const rows = (await auditRows(w.h, 'location', id)).filter((r) => r.action === 'waiver.update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorName: expect.stringMatching(/\S/) as unknown,
      before: { version: before.version, text: before.text },
      after: { version: before.version + 1, text: 'Play safe. Version two.' },
    });
    // the admins' log reads it too
    const log = await get(w.h.app, `/api/admin/audit?entityType=location&entityId=${id}`, w.admin);
    expect(log.body).toContain('waiver.update');
  });
});

describe('Move Booking edits the guests', () => {
  it('keeps the ones named again, re-prices under the locks, invites only the new ones', async () => {
    const elite = await registerMemberOn(w.h, 'elite');
    const bay = w.bayIds[2] ?? 0;
    const made = await post(
      w.h.app,
      '/api/admin/bookings',
      {
        userId: elite.id,
        bayId: bay,
        startTime: at('2026-11-27T20:00:00'),
        durationMinutes: 60,
        guests: [
          { firstName: 'Kim', email: 'kim@moved.example.com' },
          { firstName: 'Lou', email: 'lou@moved.example.com' },
        ],
      },
      w.admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<Booking>().id;
    await w.h.mail.waitFor('kim@moved.example.com', /invited you/);
    const kimMails = () => w.h.mail.inbox.filter((m) => m.to.includes('kim@moved')).length;
    const before = kimMails();

    // same time: Lou is dropped (his pass goes back), Max is new; Kim stays, priced again
    const moved = await call(w.h.app, 'PUT', `/api/bookings/${id}`, w.admin, {
      bayId: bay,
      startTime: at('2026-11-27T20:00:00'),
      durationMinutes: 60,
      guests: [
        { firstName: 'Kim', email: 'kim@moved.example.com' },
        { firstName: 'Max', email: 'max@moved.example.com' },
        { firstName: 'Ned' },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const guests = moved.json<{ booking: Booking }>().booking.guests;
    const kim = made.json<Booking>().guests[0]?.id;
    expect(guests.map((g) => `${g.firstName} ${g.usesPass ? 'pass' : g.feeCents}`)).toEqual([
      'Kim pass',
      'Max pass',
      'Ned 2000',
    ]);
    expect(guests[0]?.id).toBe(kim); // the same guest: their link and waiver stay theirs
    await w.h.mail.waitFor('max@moved.example.com', /invited you/);
    expect(kimMails()).toBe(before);
    // the month's 2 passes are this booking's: the member's next guest pays
    const next = await book(elite.cookie, '2026-11-28T15:00:00', named('Oz'));
    expect(next.json<Booking>().guests.map((g) => g.usesPass)).toEqual([false]);
  });
});
