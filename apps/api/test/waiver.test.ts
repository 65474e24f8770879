import { addBookingGuests } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueGuestWaiverLink } from '../src/services/waiver/guest-waiver';
import {
  adminBook,
  at,
  call,
  newMember,
  saveClubSettings,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { get } from './harness';
import { makeLeague } from './league-support';
import { addCoach, bookLesson, TUESDAY_MORNING } from './lesson-support';

// The club waiver (DECISIONS.md, The club waiver): a Club Settings switch, off by default; when on,
// a member who has not accepted the current version is refused a booking, a waitlist place, a
// lesson and a league entry (403 WAIVER_REQUIRED); each text edit is a new version to accept.
// A guest accepts from a single-use link that expires at the booking's end. The harness clock:
// Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).

const REFUSAL = {
  code: 'WAIVER_REQUIRED',
  error: 'Please accept the club waiver before booking.',
  message: 'Please accept the club waiver before booking.',
};
const SECRET = 'test-secret-test-secret-test-secret-0123';
const BROWSER = 'Mozilla/5.0 (WaiverTest) Safari/605.1.15';

let w: AdminWorld;
let coachId: number;
beforeAll(async () => {
  w = await startAdminWorld();
  coachId = await addCoach(w.h.app, w.admin, TUESDAY_MORNING);
});
afterAll(() => w.h.close());

const saveSettings = (change: Record<string, unknown>) => saveClubSettings(w, change);
const setWaiver = (on: boolean) => saveSettings({ waiverEnabled: on });

function accept(cookie: string, version: number) {
  return w.h.app.inject({
    method: 'POST',
    url: '/api/waiver/accept',
    headers: { cookie, 'user-agent': BROWSER },
    payload: { version },
  });
}

async function currentVersion(): Promise<number> {
  return (await get(w.h.app, '/api/waiver')).json<{ version: number }>().version;
}

/** The four paths a member takes: a booking on `day`, the full slot's waitlist, a lesson, a league. */
function fourPaths(
  cookie: string,
  day: number,
  leagueId: number,
  fullSlot: string,
  lesson: string,
) {
  const date = `2026-11-${String(day).padStart(2, '0')}`;
  return {
    booking: () =>
      call(w.h.app, 'POST', '/api/bookings', cookie, {
        startTime: at(`${date}T14:00`),
        durationMinutes: 60,
      }),
    waitlist: () =>
      call(w.h.app, 'POST', '/api/bookings', cookie, {
        startTime: fullSlot,
        durationMinutes: 60,
        joinWaitlist: true,
      }),
    lesson: () => bookLesson(w.h.app, cookie, lesson, coachId),
    league: () =>
      call(w.h.app, 'POST', '/api/leagues/register', cookie, { leagueId, paymentMethod: 'cash' }),
  };
}

/** Every bay taken at `local` by admin bookings for other members. */
async function fillSlot(local: string) {
  for (const bayId of w.bayIds) {
    const other = await newMember(w.h.app);
    expect((await adminBook(w, other.id, bayId, at(local))).statusCode).toBe(201);
  }
  return at(local);
}

describe('the switch off (the default)', () => {
  it('refuses nothing: a member who never accepted books, waits, takes a lesson and enters a league', async () => {
    const [location] = (await get(w.h.app, '/api/locations')).json<Record<string, unknown>[]>();
    expect(location).toMatchObject({ waiverEnabled: false, guestFeeCents: 2000 });
    const m = await newMember(w.h.app);
    const full = await fillSlot('2026-11-25T18:00');
    const league = await makeLeague(w.h, { capacity: 8 });
    const paths = fourPaths(m.cookie, 26, league, full, '2026-11-24T09:00');
    for (const [name, run] of Object.entries(paths)) {
      const res = await run();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
  });
});

describe('the switch on', () => {
  it('refuses each of the four paths with 403 WAIVER_REQUIRED until the member accepts; then each is allowed', async () => {
    const m = await newMember(w.h.app);
    const full = await fillSlot('2026-11-27T18:00');
    const league = await makeLeague(w.h, { capacity: 8 });
    const paths = fourPaths(m.cookie, 28, league, full, '2026-11-24T11:00');
    await setWaiver(true);
    try {
      for (const [name, run] of Object.entries(paths)) {
        const res = await run();
        expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
        expect(res.json(), name).toMatchObject(REFUSAL);
      }
      // a refused member holds nothing
      const held = await w.h.t.db
        .selectFrom('bookings')
        .select('id')
        .where('userId', '=', m.id)
        .execute();
      expect(held).toEqual([]);
      // an admin's booking for the member is not refused (the club's call)
      expect((await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-29T08:00'))).statusCode).toBe(
        201,
      );

      expect((await get(w.h.app, '/api/waiver', m.cookie)).json()).toMatchObject({
        enabled: true,
        accepted: false,
      });
      const version = await currentVersion();
      const accepted = await accept(m.cookie, version);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ version });
      expect((await get(w.h.app, '/api/waiver', m.cookie)).json()).toMatchObject({
        accepted: true,
      });

      for (const [name, run] of Object.entries(paths)) {
        const res = await run();
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      }
    } finally {
      await setWaiver(false);
    }
  });

  it('keeps the version, time, address and browser of an acceptance', async () => {
    const m = await newMember(w.h.app);
    const version = await currentVersion();
    expect((await accept(m.cookie, version)).statusCode).toBe(200);
    const row = await w.h.t.db
      .selectFrom('waiverAcceptances')
      .selectAll()
      .where('userId', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      version,
      ip: '127.0.0.1',
      userAgent: BROWSER,
      acceptedAt: w.h.clock.now,
    });
  });

  it('a new text is a new version (old ones kept, the same text none): refused again until it is accepted', async () => {
    const m = await newMember(w.h.app);
    const first = await currentVersion();
    expect((await accept(m.cookie, first)).statusCode).toBe(200);
    const refusedForMember = await call(w.h.app, 'PUT', '/api/admin/waiver', m.cookie, {
      text: 'x',
    });
    expect(refusedForMember.statusCode).toBe(403);

    const text = 'Golf is played at your own risk.\nSwing only inside your bay.';
    const saved = await call(w.h.app, 'PUT', '/api/admin/waiver', w.admin, { text });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: false, version: first + 1, text });
    const again = await call(w.h.app, 'PUT', '/api/admin/waiver', w.admin, { text: ` ${text} ` });
    expect(again.json()).toMatchObject({ version: first + 1 });
    expect((await call(w.h.app, 'GET', '/api/admin/waiver', w.admin)).json()).toEqual({
      enabled: false,
      version: first + 1,
      text,
    });
    const versions = await w.h.t.db
      .selectFrom('waiverVersions')
      .select(['version', 'text'])
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([...Array(first + 1).keys()].map((i) => i + 1));
    expect(versions[first - 1]?.text).not.toBe(text);

    await setWaiver(true);
    try {
      const booking = () =>
        call(w.h.app, 'POST', '/api/bookings', m.cookie, {
          startTime: at('2026-11-30T10:00'),
          durationMinutes: 60,
        });
      const refused = await booking();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(REFUSAL);
      // accepting the version they had read before is refused: it is no longer the current one
      const stale = await accept(m.cookie, first);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'The waiver has changed. Please read the current version and accept it.',
        currentVersion: first + 1,
      });
      expect((await accept(m.cookie, first + 1)).statusCode).toBe(200);
      expect((await booking()).statusCode).toBe(201);
    } finally {
      await setWaiver(false);
    }
  });
});

describe('Club Settings: the guest fee and the waiver switch', () => {
  it('saves them, and a save that leaves them out (an older client) keeps them', async () => {
    const saved = await saveSettings({ guestFeeCents: 2500, waiverEnabled: true });
    expect(saved).toMatchObject({ guestFeeCents: 2500, waiverEnabled: true });
    const kept = await saveSettings({ phone: '(210) 555-0142' });
    expect(kept).toMatchObject({
      guestFeeCents: 2500,
      waiverEnabled: true,
      phone: '(210) 555-0142',
    });
    const bad = await call(w.h.app, 'PUT', '/api/admin/club', w.admin, {
      ...kept,
      id: undefined,
      guestFeeCents: 100_001,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { guestFeeCents: 'The guest fee must be from $0 to $1,000' },
    });
    await saveSettings({ guestFeeCents: 2000, waiverEnabled: false });
  });
});

describe('Member Management', () => {
  it("shows each member's waiver status: the current version, an older one, never", async () => {
    const never = await newMember(w.h.app, { lastName: 'Neverwaiver' });
    const current = await newMember(w.h.app, { lastName: 'Currentwaiver' });
    const older = await newMember(w.h.app, { lastName: 'Olderwaiver' });
    expect((await accept(older.cookie, await currentVersion())).statusCode).toBe(200);
    await call(w.h.app, 'PUT', '/api/admin/waiver', w.admin, { text: 'A newer waiver text.' });
    expect((await accept(current.cookie, await currentVersion())).statusCode).toBe(200);
    const page = await call(w.h.app, 'GET', '/api/admin/users/page?search=waiver', w.admin);
    expect(page.statusCode, page.body).toBe(200);
    const byName = Object.fromEntries(
      page
        .json<{ items: { lastName: string; waiverStatus: string }[] }>()
        .items.map((i) => [i.lastName, i.waiverStatus]),
    );
    expect(byName).toEqual({
      Neverwaiver: 'never',
      Currentwaiver: 'current',
      Olderwaiver: 'older',
    });
    expect(never.id).toBeGreaterThan(0);
  });
});

describe("a guest's waiver link", () => {
  /** A booking of a new member with one guest, and that guest's link (as the guests work issues it). */
  async function guestLink(local: string) {
    const m = await newMember(w.h.app);
    const booked = await adminBook(w, m.id, w.bayIds[1] ?? 0, at(local));
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<{ id: number; endTime: string }>();
    const deps = { secret: SECRET, publicUrl: 'http://localhost:3000', now: () => w.h.clock.now };
    return w.h.t.db.transaction().execute(async (trx) => {
      const [guest] = await addBookingGuests(
        trx,
        booking.id,
        [{ firstName: 'Gwen', email: 'gwen@example.com', usesPass: false, feeCents: 2000 }],
        w.h.clock.now,
      );
      if (!guest) throw new Error('no guest row');
      const url = await issueGuestWaiverLink(trx, guest.id, new Date(booking.endTime), deps);
      return { url, guestId: guest.id, token: url.split('/').pop() ?? '' };
    });
  }

  const acceptAsGuest = (token: string) =>
    w.h.app.inject({
      method: 'POST',
      url: `/api/waiver/guest/${token}`,
      headers: { 'user-agent': BROWSER },
    });
  const NOT_VALID = {
    code: 'NOT_FOUND',
    error: 'This waiver link has expired or was already used.',
  };

  it('shows the text, the first name and the day; works once (two at once: one 200, one 404)', async () => {
    const { url, token, guestId } = await guestLink('2026-11-26T19:00');
    expect(url).toMatch(/^http:\/\/localhost:3000\/waiver\/[A-Za-z0-9_-]{43}$/);
    const stored = await w.h.t.db
      .selectFrom('guestWaiverTokens')
      .select('tokenHash')
      .where('guestId', '=', guestId)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const page = await get(w.h.app, `/api/waiver/guest/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      firstName: 'Gwen',
      date: '2026-11-26',
      version: await currentVersion(),
    });

    const answers = await Promise.all([acceptAsGuest(token), acceptAsGuest(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.statusCode === 404)?.json()).toMatchObject(NOT_VALID);
    const rows = await w.h.t.db
      .selectFrom('guestWaiverAcceptances')
      .selectAll()
      .where('guestId', '=', guestId)
      .execute();
    expect(rows).toMatchObject([{ ip: '127.0.0.1', userAgent: BROWSER }]);
    expect((await get(w.h.app, `/api/waiver/guest/${token}`)).json()).toMatchObject(NOT_VALID);
  });

  it('is refused once the booking has ended, and an unknown token is refused alike', async () => {
    const { token } = await guestLink('2026-11-23T12:00');
    const saved = w.h.clock.now;
    w.h.clock.now = new Date(at('2026-11-23T13:00'));
    try {
      const late = await get(w.h.app, `/api/waiver/guest/${token}`);
      expect(late.statusCode).toBe(404);
      expect(late.json()).toMatchObject(NOT_VALID);
      expect((await acceptAsGuest(token)).statusCode).toBe(404);
    } finally {
      w.h.clock.now = saved;
    }
    const unknown = await acceptAsGuest('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(NOT_VALID);
  });
});
