import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBook,
  at,
  call,
  fullSlotWithWaitlist,
  newMember,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { post } from './harness';
import { memberBilling, myBilling, stillConfirmedCents } from './ledger-support';

// The account book through every booking path (DECISIONS.md, The club's account book): a
// confirmation charges the priced part, a cancellation credits it back, a move re-prices, a
// waitlist promotion charges, guests' fees come and go; the balance is what is still confirmed.
// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio.

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const book = (cookie: string, local: string, extra: Record<string, unknown> = {}) =>
  post(w.h.app, '/api/bookings', { startTime: at(local), durationMinutes: 60, ...extra }, cookie);

describe('a member booking', () => {
  it('charges its price when confirmed and credits the same amount when cancelled', async () => {
    const m = await newMember(w.h.app);
    const res = await book(m.cookie, '2026-11-24T10:00:00');
    expect(res.statusCode, res.body).toBe(201);
    const { id, priceCents } = res.json<{ id: number; priceCents: number }>();
    expect(priceCents).toBeGreaterThan(0);
    const charged = await myBilling(w.h.app, m.cookie);
    expect(charged.balanceCents).toBe(priceCents);
    expect(charged.entries).toEqual([
      expect.objectContaining({
        kind: 'charge',
        item: 'booking',
        itemId: id,
        amountCents: priceCents,
        signedCents: priceCents,
        runningBalanceCents: priceCents,
      }),
    ]);
    expect((await post(w.h.app, `/api/bookings/${id}/cancel`, {}, m.cookie)).statusCode).toBe(200);
    const credited = await myBilling(w.h.app, m.cookie);
    expect(credited.balanceCents).toBe(0);
    expect(credited.entries[0]).toMatchObject({
      kind: 'credit',
      itemId: id,
      amountCents: priceCents,
      signedCents: -priceCents,
      runningBalanceCents: 0,
    });
  });

  it('writes nothing for a waitlist place until it is confirmed', async () => {
    const { waiting, waitlistedId } = await fullSlotWithWaitlist(w, at('2026-11-25T10:00:00'));
    expect((await myBilling(w.h.app, waiting.cookie)).total).toBe(0);
    // an admin cancels a confirmed booking of that hour: the waitlisted one is promoted and charged
    const taken = await w.h.t.db
      .selectFrom('bookings')
      .select(['id', 'userId', 'priceCents'])
      .where('startTime', '=', new Date(at('2026-11-25T10:00:00')))
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cancel = await call(w.h.app, 'DELETE', `/api/bookings/${taken.id}`, w.admin);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const promoted = await w.h.t.db
      .selectFrom('bookings')
      .select(['status', 'priceCents'])
      .where('id', '=', waitlistedId)
      .executeTakeFirstOrThrow();
    expect(promoted.status).toBe('confirmed');
    const billing = await myBilling(w.h.app, waiting.cookie);
    expect(billing.balanceCents).toBe(promoted.priceCents);
    expect(billing.entries[0]).toMatchObject({ kind: 'charge', itemId: waitlistedId });
    // the cancelled member got their charge back
    expect((await memberBilling(w.h.app, w.admin, taken.userId)).balanceCents).toBe(0);
  });

  it('a move that frees the time promotes the waitlist and charges the promoted member', async () => {
    const { waiting, waitlistedId } = await fullSlotWithWaitlist(w, at('2026-11-27T10:00:00'));
    const busy = await w.h.t.db
      .selectFrom('bookings')
      .select('id')
      .where('startTime', '=', new Date(at('2026-11-27T10:00:00')))
      .where('status', '=', 'confirmed')
      .execute();
    // every bay but one freed by moving its booking an hour later, so the waitlisted one stays put
    const moved = busy[0]?.id ?? 0;
    const move = await call(w.h.app, 'PUT', `/api/bookings/${moved}`, w.admin, {
      bayId: w.bayIds[0],
      startTime: at('2026-11-27T13:00:00'),
      durationMinutes: 60,
    });
    expect(move.statusCode, move.body).toBe(200);
    // the move promoted the waitlist in its transaction: the member is charged either way
    const row = await w.h.t.db
      .selectFrom('bookings')
      .select(['status', 'priceCents'])
      .where('id', '=', waitlistedId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    expect((await myBilling(w.h.app, waiting.cookie)).balanceCents).toBe(row.priceCents);
  });
  it("an admin's promote onto a freed bay charges the promoted member", async () => {
    const start = at('2026-11-28T10:00:00');
    const { waiting, waitlistedId } = await fullSlotWithWaitlist(w, start);
    expect((await myBilling(w.h.app, waiting.cookie)).balanceCents).toBe(0);
    // a bay frees without the automatic promotion (as the admin-commands test does)
    const last = await w.h.t.db
      .selectFrom('bookings')
      .select('id')
      .where('startTime', '=', new Date(start))
      .where('status', '=', 'confirmed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await w.h.t.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', last.id)
      .execute();
    const res = await call(w.h.app, 'POST', `/api/bookings/${waitlistedId}/promote`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { priceCents } = res.json<{ priceCents: number }>();
    expect(priceCents).toBeGreaterThan(0);
    const billing = await myBilling(w.h.app, waiting.cookie);
    expect(billing.balanceCents).toBe(priceCents);
    expect(billing.entries[0]).toMatchObject({
      kind: 'charge',
      item: 'booking',
      itemId: waitlistedId,
    });
  });
});

describe('an admin booking', () => {
  it('charges the admin price, re-prices a move and credits a cancel', async () => {
    const m = await newMember(w.h.app);
    const created = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-26T09:00:00'));
    expect(created.statusCode, created.body).toBe(201);
    const { id, priceCents } = created.json<{ id: number; priceCents: number }>();
    expect((await memberBilling(w.h.app, w.admin, m.id)).balanceCents).toBe(priceCents);

    // 90 minutes at 7 PM: admin schedule, peak, priced again
    const moved = await call(w.h.app, 'PUT', `/api/bookings/${id}`, w.admin, {
      bayId: w.bayIds[1],
      startTime: at('2026-11-26T19:00:00'),
      durationMinutes: 90,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newPrice = moved.json<{ booking: { priceCents: number } }>().booking.priceCents;
    expect(newPrice).not.toBe(priceCents);
    const after = await memberBilling(w.h.app, w.admin, m.id);
    expect(after.balanceCents).toBe(newPrice);
    expect(after.entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['charge', newPrice],
      ['credit', priceCents],
      ['charge', priceCents],
    ]);

    // a move to the same price writes nothing
    const same = await call(w.h.app, 'PUT', `/api/bookings/${id}`, w.admin, {
      bayId: w.bayIds[2],
      startTime: at('2026-11-26T19:00:00'),
      durationMinutes: 90,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await memberBilling(w.h.app, w.admin, m.id)).total).toBe(3);

    expect((await call(w.h.app, 'DELETE', `/api/bookings/${id}`, w.admin)).statusCode).toBe(200);
    expect((await memberBilling(w.h.app, w.admin, m.id)).balanceCents).toBe(0);
  });
});

describe('guests', () => {
  it('charge their fees with the booking, give one back when removed and the rest on cancel', async () => {
    const m = await newMember(w.h.app);
    const res = await book(m.cookie, '2026-11-30T10:00:00', {
      guests: [{ firstName: 'Ann' }, { firstName: 'Bo' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<{ id: number; priceCents: number; guests: { id: number }[] }>();
    const fees = 2 * 2000;
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(booking.priceCents + fees);

    const guestId = booking.guests[0]?.id ?? 0;
    const removed = await call(
      w.h.app,
      'DELETE',
      `/api/bookings/${booking.id}/guests/${guestId}`,
      m.cookie,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const afterRemoval = await myBilling(w.h.app, m.cookie);
    expect(afterRemoval.balanceCents).toBe(booking.priceCents + 2000);
    expect(afterRemoval.entries[0]).toMatchObject({
      kind: 'credit',
      item: 'guest',
      itemId: guestId,
    });

    const added = await post(
      w.h.app,
      `/api/bookings/${booking.id}/guests`,
      { firstName: 'Cy' },
      m.cookie,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(booking.priceCents + fees);

    await post(w.h.app, `/api/bookings/${booking.id}/cancel`, {}, m.cookie);
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(0);
  });
  it('on an admin move that sets the list, a guest kept costs nothing new, one left out is credited, a new one charged', async () => {
    const m = await newMember(w.h.app);
    const created = await post(
      w.h.app,
      '/api/bookings',
      {
        userId: m.id,
        bayId: w.bayIds[3],
        startTime: at('2026-11-27T11:00:00'),
        endTime: at('2026-11-27T12:00:00'),
        price: 1,
        isPeak: false,
        guests: [{ firstName: 'Ann' }, { firstName: 'Bo' }],
      },
      w.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, priceCents } = created.json<{ id: number; priceCents: number }>();
    expect((await memberBilling(w.h.app, w.admin, m.id)).balanceCents).toBe(priceCents + 4000);

    const move = (guests: { firstName: string }[]) =>
      call(w.h.app, 'PUT', `/api/bookings/${id}`, w.admin, {
        bayId: w.bayIds[3],
        startTime: at('2026-11-27T11:00:00'),
        durationMinutes: 60,
        guests,
      });
    const swapped = await move([{ firstName: 'Ann' }, { firstName: 'Cy' }]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const afterSwap = await memberBilling(w.h.app, w.admin, m.id);
    expect(afterSwap.balanceCents).toBe(priceCents + 4000);
    // Bo's fee back and Cy's charged: nothing for Ann, kept
    expect(afterSwap.total).toBe(5);
    expect(afterSwap.balanceCents).toBe(await stillConfirmedCents(w.h, m.id));

    expect((await move([])).statusCode).toBe(200);
    expect((await memberBilling(w.h.app, w.admin, m.id)).balanceCents).toBe(priceCents);
  });
});

describe('many bookings at once', () => {
  it('20 parallel bookings of one member leave the balance equal to what is confirmed', async () => {
    const m = await newMember(w.h.app);
    const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
    const hours = ['10', '11', '12', '13'];
    const results = await Promise.all(
      days.flatMap((d) => hours.map((hh) => book(m.cookie, `${d}T${hh}:00:00`))),
    );
    for (const r of results) expect([201, 409], r.body).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThan(0);
    const billing = await myBilling(w.h.app, m.cookie);
    expect(billing.balanceCents).toBe(await stillConfirmedCents(w.h, m.id));
    expect(billing.balanceCents).toBeGreaterThan(0);
  });
});
