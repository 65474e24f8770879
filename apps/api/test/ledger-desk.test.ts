import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, auditRows, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { post } from './harness';
import { memberBilling, myBilling } from './ledger-support';

// The desk's side of the account book: payments and credits (audited, validated), a member
// reading only their own account, Member Management's balance, "owes" filter and CSV column, and
// the Today dashboard's money. The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio.

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const book = (cookie: string, local: string) =>
  post(w.h.app, '/api/bookings', { startTime: at(local), durationMinutes: 60 }, cookie);
const pay = (id: number, body: unknown, cookie = w.admin) =>
  call(w.h.app, 'POST', `/api/admin/members/${id}/payments`, cookie, body);
const credit = (id: number, body: unknown, cookie = w.admin) =>
  call(w.h.app, 'POST', `/api/admin/members/${id}/credits`, cookie, body);

describe('payments and credits', () => {
  it('a payment brings the balance down, audited under the admin', async () => {
    const m = await newMember(w.h.app);
    const { priceCents } = (await book(m.cookie, '2026-11-24T10:00:00')).json<{
      priceCents: number;
    }>();
    const res = await pay(m.id, { method: 'cash', amountCents: 1500, note: 'Front desk' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      balanceCents: priceCents - 1500,
      entry: {
        kind: 'payment',
        method: 'cash',
        amountCents: 1500,
        signedCents: -1500,
        note: 'Front desk',
        runningBalanceCents: priceCents - 1500,
        recordedByAdmin: true,
      },
    });
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(priceCents - 1500);
    const audit = await auditRows(w.h, 'member', m.id);
    expect(audit.map((a) => a.action)).toEqual(['ledger.payment']);
    expect(audit[0]?.after).toMatchObject({ amountCents: 1500, method: 'cash' });
    const entry = await w.h.t.db
      .selectFrom('ledgerEntries')
      .select('recordedBy')
      .where('userId', '=', m.id)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(entry.recordedBy).toBe(w.adminId);
  });

  it('a credit needs a reason and is audited', async () => {
    const m = await newMember(w.h.app);
    const missing = await credit(m.id, { amountCents: 500 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Please give a reason for the credit.' });
    const blank = await credit(m.id, { amountCents: 500, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const res = await credit(m.id, { amountCents: 500, reason: 'Projector was down' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      balanceCents: -500,
      entry: { kind: 'credit', note: 'Projector was down', item: 'other' },
    });
    expect((await auditRows(w.h, 'member', m.id)).map((a) => a.action)).toEqual(['ledger.credit']);
  });

  it.each([
    [{ method: 'cash', amountCents: 0 }, 'The amount must be more than $0.'],
    [{ method: 'cash', amountCents: -100 }, 'The amount must be more than $0.'],
    [{ method: 'cash', amountCents: 12.5 }, 'The amount must be whole cents.'],
    [{ method: 'cash', amountCents: 10_000_001 }, 'The amount must be at most $100,000.'],
    [
      { method: 'stripe', amountCents: 100 },
      'Choose how the member paid: cash, card terminal or check.',
    ],
    [{ amountCents: 100 }, 'Choose how the member paid: cash, card terminal or check.'],
  ])('refuses the payment %j with a clear message and writes nothing', async (body, message) => {
    const m = await newMember(w.h.app);
    const res = await pay(m.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
    expect((await memberBilling(w.h.app, w.admin, m.id)).total).toBe(0);
    expect(await auditRows(w.h, 'member', m.id)).toEqual([]);
  });

  it('answers 404 for a member who does not exist', async () => {
    const res = await pay(999_999, { method: 'check', amountCents: 100 });
    expect(res.statusCode).toBe(404);
    const read = await call(w.h.app, 'GET', '/api/admin/members/999999/billing', w.admin);
    expect(read.statusCode).toBe(404);
  });
});

describe('who reads an account', () => {
  it("a member reads only their own; an admin's paths answer 403 to members, 401 signed out", async () => {
    const a = await newMember(w.h.app);
    const b = await newMember(w.h.app);
    await book(a.cookie, '2026-11-25T10:00:00');
    expect((await myBilling(w.h.app, b.cookie)).total).toBe(0);
    const other = await call(w.h.app, 'GET', `/api/admin/members/${a.id}/billing`, b.cookie);
    expect(other.statusCode).toBe(403);
    expect((await pay(a.id, { method: 'cash', amountCents: 100 }, b.cookie)).statusCode).toBe(403);
    expect((await call(w.h.app, 'GET', '/api/account/billing')).statusCode).toBe(401);
  });
});

describe('Member Management and the dashboard', () => {
  it('lists balances, filters those who owe, exports a Balance column', async () => {
    const owing = await newMember(w.h.app, { lastName: 'Owesalot' });
    const settled = await newMember(w.h.app, { lastName: 'Settled' });
    const { priceCents } = (await book(owing.cookie, '2026-11-26T10:00:00')).json<{
      priceCents: number;
    }>();
    await credit(settled.id, { amountCents: 300, reason: 'Goodwill' });
    const page = await call(
      w.h.app,
      'GET',
      '/api/admin/users/page?owes=true&pageSize=100',
      w.admin,
    );
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json<{ items: { id: number; balanceCents: number }[] }>().items;
    expect(items.find((i) => i.id === owing.id)?.balanceCents).toBe(priceCents);
    expect(items.every((i) => i.balanceCents > 0)).toBe(true);
    expect(items.some((i) => i.id === settled.id)).toBe(false);
    const all = await call(w.h.app, 'GET', '/api/admin/users?search=Settled', w.admin);
    expect(all.json()).toEqual([expect.objectContaining({ id: settled.id, balanceCents: -300 })]);
    const csv = await call(w.h.app, 'GET', '/api/admin/users/export?search=Owesalot', w.admin);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.endsWith(',Balance,No-shows (30 days)')).toBe(true);
    expect(row?.endsWith(`,${priceCents / 100},0`)).toBe(true);
  });

  it("the dashboard carries the day's charges, credits and payments", async () => {
    const before = await call(w.h.app, 'GET', '/api/admin/dashboard', w.admin);
    const was = before.json<{ money: Record<string, number> }>().money;
    const m = await newMember(w.h.app);
    const { priceCents } = (await book(m.cookie, '2026-11-27T10:00:00')).json<{
      priceCents: number;
    }>();
    await pay(m.id, { method: 'card_terminal', amountCents: 700 });
    const after = await call(w.h.app, 'GET', '/api/admin/dashboard', w.admin);
    expect(after.json<{ money: Record<string, number> }>().money).toEqual({
      chargesCents: (was.chargesCents ?? 0) + priceCents,
      creditsCents: was.creditsCents ?? 0,
      paymentsCents: (was.paymentsCents ?? 0) + 700,
    });
    const tomorrow = await call(w.h.app, 'GET', '/api/admin/dashboard?date=2026-11-24', w.admin);
    expect(tomorrow.json()).toMatchObject({
      money: { chargesCents: 0, creditsCents: 0, paymentsCents: 0 },
    });
  });
});

describe('the database keeps the book', () => {
  it('refuses to edit or delete a line', async () => {
    await expect(w.h.t.db.deleteFrom('ledgerEntries').execute()).rejects.toThrow(
      /never edited or deleted/,
    );
    await expect(
      w.h.t.db.updateTable('ledgerEntries').set({ amountCents: 1 }).execute(),
    ).rejects.toThrow(/never edited or deleted/);
  });
});
