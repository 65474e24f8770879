import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, registerMemberOn } from './harness';
import { call, makeLeague } from './league-support';

// Members-only booking, a club setting (DECISIONS.md): when on, an account without a plan cannot
// book, join a waitlist or register for a league (403 MEMBERSHIP_REQUIRED); Elite's league entry
// is included. The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio.

const REFUSAL = {
  code: 'MEMBERSHIP_REQUIRED',
  error: 'Bookings are for members. Book a free demo or choose a plan to join.',
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

const setMembersOnly = (on: boolean) =>
  h.t.db.updateTable('locations').set({ membersOnly: on }).execute();
const book = (cookie: string, startTime: string, extra = {}) =>
  call(h, 'POST', '/api/bookings', cookie, { startTime, durationMinutes: 60, ...extra });

describe('members-only booking', () => {
  it('refuses an account without a plan its booking, its waitlist place and its league entry; a plan books', async () => {
    await setMembersOnly(true);
    try {
      const guest = await registerMemberOn(h, 'none');
      const refused = await book(guest.cookie, '2026-11-24T16:00:00.000Z');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(REFUSAL);
      const waitlist = await book(guest.cookie, '2026-11-24T16:00:00.000Z', { joinWaitlist: true });
      expect(waitlist.json()).toMatchObject(REFUSAL);
      const league = await makeLeague(h, { capacity: 4 });
      const entry = await call(h, 'POST', '/api/leagues/register', guest.cookie, {
        leagueId: league,
        paymentMethod: 'cash',
      });
      expect(entry.statusCode).toBe(403);
      expect(entry.json()).toMatchObject(REFUSAL);
      const rows = await h.t.db
        .selectFrom('bookings')
        .select('id')
        .where('userId', '=', guest.id)
        .execute();
      expect(rows).toEqual([]);

      const starter = await registerMemberOn(h, 'starter');
      expect((await book(starter.cookie, '2026-11-24T16:00:00.000Z')).statusCode).toBe(201);
    } finally {
      await setMembersOnly(false);
    }
  });

  it('lets anyone signed in book while the setting is off (the spec)', async () => {
    const guest = await registerMemberOn(h, 'none');
    expect((await book(guest.cookie, '2026-11-25T16:00:00.000Z')).statusCode).toBe(201);
  });
});

describe("Elite's league entry", () => {
  it("is included: payment 'included', and the e-mail says the fee is $0", async () => {
    const elite = await registerMemberOn(h, 'elite');
    const league = await makeLeague(h, { capacity: 4, feeCents: 4000 });
    const res = await call(h, 'POST', '/api/leagues/register', elite.cookie, {
      leagueId: league,
      paymentMethod: 'card',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethod: 'included' });
    const mail = await h.mail.waitFor(elite.email, /league/i);
    expect(mail.text).toContain('Fee: $0 (included in your plan)');

    const pro = await registerMemberOn(h, 'pro');
    const paid = await call(h, 'POST', '/api/leagues/register', pro.cookie, {
      leagueId: league,
      paymentMethod: 'card',
    });
    expect(paid.json()).toMatchObject({ paymentMethod: 'card' });
    const proMail = await h.mail.waitFor(pro.email, /league/i);
    expect(proMail.text).toContain('Fee: $40 (card)');
  });
});
