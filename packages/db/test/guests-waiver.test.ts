import { createHash, randomBytes } from 'node:crypto';
import { atLocalTime, HOUR_MS, planMonthOf } from '@club/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_WAIVER_TEXT } from '../src/migrations/2026_11_27_0021_guests_waiver';
import {
  addBookingGuests,
  countGuestPassesUsed,
  listBookingGuests,
  listGuestsOfBookings,
  removeAllBookingGuests,
  removeBookingGuest,
  type NewBookingGuest,
} from '../src/repositories/guests';
import { updateLocationSettings } from '../src/repositories/locations';
import {
  acceptedWaiverVersions,
  addGuestWaiverToken,
  addWaiverVersion,
  consumeGuestWaiverToken,
  currentWaiver,
  findOpenGuestWaiverToken,
  guestAcceptedWaiverVersions,
  latestWaiverAcceptance,
  recordGuestWaiverAcceptance,
  recordWaiverAcceptance,
} from '../src/repositories/waiver';
import { seedLocalDefaults } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// Guests on a booking and the club waiver (migration 0021), on a real PostgreSQL.
const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const NOW = new Date('2026-11-20T12:00:00Z');

let t: TestDatabase;
let locationId: number;
let bayIds: number[];
let users = 0;

beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today: '2026-11-23' });
  locationId = (await t.db.selectFrom('locations').select('id').executeTakeFirstOrThrow()).id;
  bayIds = (await t.db.selectFrom('bays').select('id').orderBy('id').execute()).map((b) => b.id);
});
afterAll(() => t.drop());

async function member(tier: 'elite' | 'pro' = 'elite'): Promise<number> {
  const n = ++users;
  const row = await t.db
    .insertInto('users')
    .values({
      username: `guest-host-${n}`,
      email: `guest-host-${n}@example.com`,
      passwordHash: 'x',
      firstName: 'Host',
      lastName: String(n),
      hoursRemaining: '0',
      membershipType: tier,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A one-hour session of `userId` from `start`: waitlisted (no bay) unless confirmed on a bay. */
async function booking(
  userId: number,
  start: Date,
  status: 'confirmed' | 'waitlisted' | 'cancelled' = 'waitlisted',
): Promise<number> {
  const row = await t.db
    .insertInto('bookings')
    .values({
      userId,
      locationId,
      bayId: status === 'waitlisted' ? null : (bayIds[users % bayIds.length] ?? 0),
      startTime: start,
      endTime: new Date(start.getTime() + HOUR_MS),
      priceCents: 0,
      status,
      waitlistPosition: status === 'waitlisted' ? 1 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const onPass = (firstName: string): NewBookingGuest => ({
  firstName,
  email: null,
  usesPass: true,
  feeCents: 0,
});
const paying = (firstName: string, feeCents = 2000): NewBookingGuest => ({
  firstName,
  email: `${firstName.toLowerCase()}@example.com`,
  usesPass: false,
  feeCents,
});

function addGuests(bookingId: number, guests: NewBookingGuest[]) {
  return t.db.transaction().execute((trx) => addBookingGuests(trx, bookingId, guests, NOW));
}

describe('club settings: the guest fee and the waiver switch', () => {
  it('a location has a $20 guest fee and the waiver off until an admin says otherwise', async () => {
    const loc = await t.db.selectFrom('locations').selectAll().executeTakeFirstOrThrow();
    expect({ fee: loc.guestFeeCents, waiver: loc.waiverEnabled }).toEqual({
      fee: 2000,
      waiver: false,
    });
  });

  it('settings write them when given and keep them when left out', async () => {
    const loc = await t.db.selectFrom('locations').selectAll().executeTakeFirstOrThrow();
    const base = {
      name: loc.name,
      address: loc.address,
      city: loc.city,
      state: loc.state,
      zipCode: loc.zipCode,
      timeZone: loc.timeZone,
      phone: loc.phone,
      email: loc.email,
      membersOnly: loc.membersOnly,
    };
    const saved = await t.db.transaction().execute((trx) =>
      updateLocationSettings(trx, locationId, {
        ...base,
        guestFeeCents: 3500,
        waiverEnabled: true,
      }),
    );
    expect([saved.guestFeeCents, saved.waiverEnabled]).toEqual([3500, true]);
    const kept = await t.db
      .transaction()
      .execute((trx) => updateLocationSettings(trx, locationId, base));
    expect([kept.guestFeeCents, kept.waiverEnabled]).toEqual([3500, true]);
    await t.db
      .updateTable('locations')
      .set({ guestFeeCents: 2000, waiverEnabled: false })
      .where('id', '=', locationId)
      .execute();
  });

  it.each([-1, 100_001])('refuses a guest fee of %i cents', async (guestFeeCents) => {
    await expect(
      t.db.updateTable('locations').set({ guestFeeCents }).where('id', '=', locationId).execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('countGuestPassesUsed: live guests on a pass in a club-time month', () => {
  const november = planMonthOf(at('2026-11-15', '12:00'), CHI);
  const december = planMonthOf(at('2026-12-15', '12:00'), CHI);
  const october = planMonthOf(at('2026-10-15', '12:00'), CHI);

  it('counts by the start in club time: 23:30 on the 30th is November, 00:00 on the 1st December', async () => {
    const elite = await member();
    const late = await booking(elite, at('2026-11-30', '23:30'));
    expect(at('2026-11-30', '23:30').toISOString()).toBe('2026-12-01T05:30:00.000Z');
    await addGuests(late, [onPass('Ann'), onPass('Bo'), paying('Cy')]);
    const early = await booking(elite, at('2026-12-01', '00:00'));
    await addGuests(early, [onPass('Di')]);
    expect(await countGuestPassesUsed(t.db, elite, november)).toBe(2);
    expect(await countGuestPassesUsed(t.db, elite, december)).toBe(1);
  });

  it('counts the November change day (the repeated 01:30) and not the October night before', async () => {
    const elite = await member();
    const firstHalf = at('2026-11-01', '01:30');
    const repeated = new Date(firstHalf.getTime() + HOUR_MS);
    await addGuests(await booking(elite, repeated), [onPass('Ann')]);
    await addGuests(await booking(elite, at('2026-10-31', '23:30')), [onPass('Bo'), onPass('Cy')]);
    expect(await countGuestPassesUsed(t.db, elite, november)).toBe(1);
    expect(await countGuestPassesUsed(t.db, elite, october)).toBe(2);
  });

  it('counts the March change day in March', async () => {
    const elite = await member();
    await addGuests(await booking(elite, at('2026-03-08', '03:00')), [onPass('Ann')]);
    await addGuests(await booking(elite, at('2026-02-28', '23:30')), [onPass('Bo')]);
    expect(
      await countGuestPassesUsed(t.db, elite, planMonthOf(at('2026-03-08', '03:00'), CHI)),
    ).toBe(1);
    expect(
      await countGuestPassesUsed(t.db, elite, planMonthOf(at('2026-02-01', '00:00'), CHI)),
    ).toBe(1);
  });

  it('leaves out removed guests, cancelled bookings, fee payers, other members and one booking asked', async () => {
    const elite = await member();
    const other = await member();
    const confirmed = await booking(elite, at('2026-11-10', '10:00'), 'confirmed');
    const [ann] = await addGuests(confirmed, [onPass('Ann'), paying('Bo')]);
    const waitlisted = await booking(elite, at('2026-11-11', '10:00'));
    await addGuests(waitlisted, [onPass('Cy')]);
    const cancelled = await booking(elite, at('2026-11-12', '10:00'), 'cancelled');
    await addGuests(cancelled, [onPass('Di'), onPass('Ed')]);
    await addGuests(await booking(other, at('2026-11-13', '10:00')), [onPass('Flo')]);

    expect(await countGuestPassesUsed(t.db, elite, november)).toBe(2);
    expect(await countGuestPassesUsed(t.db, elite, november, waitlisted)).toBe(1);
    expect(await countGuestPassesUsed(t.db, other, november)).toBe(1);

    await t.db
      .transaction()
      .execute((trx) => removeBookingGuest(trx, confirmed, ann?.id ?? 0, NOW));
    expect(await countGuestPassesUsed(t.db, elite, november)).toBe(1);
    await t.db
      .updateTable('bookings')
      .set({ status: 'cancelled', waitlistPosition: null })
      .where('id', '=', waitlisted)
      .execute();
    expect(await countGuestPassesUsed(t.db, elite, november)).toBe(0);
  });
});

describe('a booking’s guests', () => {
  it('take places 1 to 3 in order; a fourth has none; a removed guest frees its place', async () => {
    const id = await booking(await member(), at('2026-11-25', '10:00'));
    const added = await addGuests(id, [onPass('Ann'), paying('Bo'), paying('Cy', 1500)]);
    expect(added.map((g) => [g.position, g.firstName, g.usesPass, g.feeCents])).toEqual([
      [1, 'Ann', true, 0],
      [2, 'Bo', false, 2000],
      [3, 'Cy', false, 1500],
    ]);
    await expect(addGuests(id, [paying('Di')])).rejects.toMatchObject({ code: '23514' });

    const bo = added[1];
    const removed = await t.db
      .transaction()
      .execute((trx) => removeBookingGuest(trx, id, bo?.id ?? 0, NOW));
    expect(removed?.removedAt).toEqual(NOW);
    // removing it again, or from another booking, finds nothing
    expect(
      await t.db.transaction().execute((trx) => removeBookingGuest(trx, id, bo?.id ?? 0, NOW)),
    ).toBeUndefined();
    expect(
      await t.db
        .transaction()
        .execute((trx) => removeBookingGuest(trx, id + 1, added[0]?.id ?? 0, NOW)),
    ).toBeUndefined();

    const [di] = await addGuests(id, [paying('Di')]);
    expect(di?.position).toBe(2);
    expect((await listBookingGuests(t.db, id)).map((g) => g.firstName)).toEqual([
      'Ann',
      'Di',
      'Cy',
    ]);
  });

  it('a guest on a pass is never charged; a pass guest keeps its e-mail', async () => {
    const id = await booking(await member(), at('2026-11-26', '10:00'));
    const [g] = await addGuests(id, [
      { firstName: 'Ann', email: 'a@example.com', usesPass: true, feeCents: 2000 },
    ]);
    expect([g?.usesPass, g?.feeCents, g?.email]).toEqual([true, 0, 'a@example.com']);
    await expect(
      sql`update booking_guests set fee_cents = 100 where id = ${g?.id ?? 0}`.execute(t.db),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('lists many bookings’ live guests by booking and place; removing all empties a booking', async () => {
    const host = await member();
    const a = await booking(host, at('2026-11-27', '10:00'));
    const b = await booking(host, at('2026-11-27', '12:00'));
    await addGuests(a, [onPass('Ann'), paying('Bo')]);
    await addGuests(b, [paying('Cy')]);
    expect(
      (await listGuestsOfBookings(t.db, [b, a])).map((g) => [g.bookingId, g.firstName]),
    ).toEqual([
      [a, 'Ann'],
      [a, 'Bo'],
      [b, 'Cy'],
    ]);
    expect(await listGuestsOfBookings(t.db, [])).toEqual([]);
    const gone = await t.db.transaction().execute((trx) => removeAllBookingGuests(trx, a, NOW));
    expect(gone.map((g) => g.firstName).sort()).toEqual(['Ann', 'Bo']);
    expect(await listBookingGuests(t.db, a)).toEqual([]);
    // all three places are free again
    expect(
      (await addGuests(a, [paying('X'), paying('Y'), paying('Z')])).map((g) => g.position),
    ).toEqual([1, 2, 3]);
    expect(await addGuests(a, [])).toEqual([]);
  });

  it('go with their booking when it is deleted', async () => {
    const id = await booking(await member(), at('2026-11-28', '10:00'));
    await addGuests(id, [paying('Ann')]);
    await t.db.deleteFrom('bookings').where('id', '=', id).execute();
    expect(await listBookingGuests(t.db, id)).toEqual([]);
  });
});

describe('the waiver', () => {
  it('ships version 1: a plain-English text of 150 to 250 words', async () => {
    const v1 = await t.db
      .selectFrom('waiverVersions')
      .selectAll()
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(v1.text).toBe(DEFAULT_WAIVER_TEXT);
    expect(v1.createdBy).toBeNull();
    const words = v1.text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(250);
    for (const topic of ['swinging', 'staff', 'damage', 'guardian', 'photo'])
      expect(v1.text.toLowerCase()).toContain(topic);
  });

  it('each edit is a new version, old ones kept; two saves at once make two versions', async () => {
    const before = (await currentWaiver(t.db))?.version ?? 0;
    const admin = await member();
    const saves = await Promise.all(
      ['Text A', 'Text B'].map((text) =>
        t.db
          .transaction()
          .execute((trx) => addWaiverVersion(trx, { text, createdBy: admin, now: NOW })),
      ),
    );
    expect(saves.map((s) => s.version).sort()).toEqual([before + 1, before + 2]);
    const current = await currentWaiver(t.db);
    expect(current?.version).toBe(before + 2);
    expect(current?.createdBy).toBe(admin);
    expect(await t.db.selectFrom('waiverVersions').select('version').execute()).toHaveLength(
      before + 2,
    );
  });

  it("keeps a member's acceptances: version, time, address and browser; the latest is the highest", async () => {
    const user = await member('pro');
    expect(await latestWaiverAcceptance(t.db, user)).toBeUndefined();
    const first = await recordWaiverAcceptance(t.db, user, {
      version: 1,
      acceptedAt: NOW,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0',
    });
    expect(first).toMatchObject({
      userId: user,
      version: 1,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0',
    });
    expect(first.acceptedAt).toEqual(NOW);
    // the same version again keeps the first record
    const again = await recordWaiverAcceptance(t.db, user, {
      version: 1,
      acceptedAt: new Date(NOW.getTime() + HOUR_MS),
      ip: '198.51.100.1',
      userAgent: null,
    });
    expect(again).toEqual(first);
    const v2 = await t.db
      .transaction()
      .execute((trx) => addWaiverVersion(trx, { text: 'Newer', createdBy: null, now: NOW }));
    await recordWaiverAcceptance(t.db, user, {
      version: v2.version,
      acceptedAt: NOW,
      ip: null,
      userAgent: 'x'.repeat(2000),
    });
    const latest = await latestWaiverAcceptance(t.db, user);
    expect(latest?.version).toBe(v2.version);
    expect(latest?.userAgent).toHaveLength(512);
    const never = await member('pro');
    expect(await acceptedWaiverVersions(t.db, [user, never])).toEqual(
      new Map([[user, v2.version]]),
    );
    expect(await acceptedWaiverVersions(t.db, [])).toEqual(new Map());
  });

  it('refuses an acceptance of a version that does not exist', async () => {
    const user = await member('pro');
    await expect(
      recordWaiverAcceptance(t.db, user, {
        version: 999,
        acceptedAt: NOW,
        ip: null,
        userAgent: null,
      }),
    ).rejects.toMatchObject({ code: '23503' });
  });
});

describe("a guest's waiver link", () => {
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');

  async function guestWithLink(expiresAt = at('2026-11-29', '11:00')) {
    const id = await booking(await member(), at('2026-11-29', '10:00'));
    const [guest] = await addGuests(id, [paying('Ann')]);
    const token = randomBytes(32).toString('base64url');
    const row = await addGuestWaiverToken(t.db, {
      guestId: guest?.id ?? 0,
      tokenHash: hash(token),
      expiresAt,
      now: NOW,
    });
    return { bookingId: id, guestId: guest?.id ?? 0, token, row };
  }

  it('stores only the hash of its token', async () => {
    const { token, row } = await guestWithLink();
    expect(row.tokenHash).toBe(hash(token));
    const stored = await sql<{
      row: string;
    }>`select t::text as row from guest_waiver_tokens t`.execute(t.db);
    expect(stored.rows.some((r) => r.row.includes(token))).toBe(false);
  });

  it('is found while open and used once', async () => {
    const { token, guestId, bookingId } = await guestWithLink();
    expect(await findOpenGuestWaiverToken(t.db, hash(token), NOW)).toMatchObject({
      guestId,
      bookingId,
      firstName: 'Ann',
      usedAt: null,
    });
    const used = await consumeGuestWaiverToken(t.db, hash(token), NOW);
    expect(used?.usedAt).toEqual(NOW);
    expect(await consumeGuestWaiverToken(t.db, hash(token), NOW)).toBeUndefined();
    expect(await findOpenGuestWaiverToken(t.db, hash(token), NOW)).toBeUndefined();
    expect(await consumeGuestWaiverToken(t.db, hash('not-a-token'), NOW)).toBeUndefined();
  });

  it('of ten uses at once, one wins', async () => {
    const { token } = await guestWithLink();
    const uses = await Promise.all(
      Array.from({ length: 10 }, () => consumeGuestWaiverToken(t.db, hash(token), NOW)),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
  });

  it("expires at the booking's end", async () => {
    const end = at('2026-11-29', '11:00');
    const { token } = await guestWithLink(end);
    const justBefore = new Date(end.getTime() - 1);
    expect(await findOpenGuestWaiverToken(t.db, hash(token), end)).toBeUndefined();
    expect(await consumeGuestWaiverToken(t.db, hash(token), end)).toBeUndefined();
    expect(await consumeGuestWaiverToken(t.db, hash(token), justBefore)).toBeDefined();
  });

  it('is void once its guest is removed', async () => {
    const { token, guestId, bookingId } = await guestWithLink();
    await t.db.transaction().execute((trx) => removeBookingGuest(trx, bookingId, guestId, NOW));
    expect(await findOpenGuestWaiverToken(t.db, hash(token), NOW)).toBeUndefined();
    expect(await consumeGuestWaiverToken(t.db, hash(token), NOW)).toBeUndefined();
  });

  it("keeps the guest's acceptance once per version", async () => {
    const { guestId } = await guestWithLink();
    const other = await guestWithLink();
    const acceptance = { version: 1, acceptedAt: NOW, ip: '203.0.113.7', userAgent: 'Phone' };
    const first = await recordGuestWaiverAcceptance(t.db, guestId, acceptance);
    expect(first).toMatchObject({ guestId, version: 1, ip: '203.0.113.7', userAgent: 'Phone' });
    expect(
      await recordGuestWaiverAcceptance(t.db, guestId, { ...acceptance, acceptedAt: new Date() }),
    ).toEqual(first);
    expect(await guestAcceptedWaiverVersions(t.db, [guestId, other.guestId])).toEqual(
      new Map([[guestId, 1]]),
    );
    expect(await guestAcceptedWaiverVersions(t.db, [])).toEqual(new Map());
  });
});
