import { LEDGER_ITEMS, LEDGER_KINDS } from '@club/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appendLedgerLines,
  clearLedgerNotes,
  insertLedgerEntry,
  ledgerStatement,
  ledgerTotals,
  memberBalance,
} from '../src/repositories/ledger';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// The account book (migration 0022) on a real PostgreSQL: append-only, credits capped at what
// their item was charged, the statement's running balance and a day's totals.
const NOW = new Date('2026-11-20T12:00:00Z');

let t: TestDatabase;
let users = 0;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
});
afterAll(() => t.drop());

async function member(): Promise<number> {
  const n = ++users;
  const row = await t.db
    .insertInto('users')
    .values({
      username: `ledger-${n}`,
      email: `ledger-${n}@example.com`,
      passwordHash: 'x',
      firstName: 'Ledger',
      lastName: String(n),
      hoursRemaining: '0',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const charge = (userId: number, itemId: number, amountCents: number) => ({
  userId,
  kind: 'charge' as const,
  amountCents,
  item: 'booking' as const,
  itemId,
  description: 'Bay session',
});

describe('ledger_entries', () => {
  it('refuses to edit or delete a line: a correction is a new line', async () => {
    const userId = await member();
    await t.db
      .transaction()
      .execute((trx) =>
        appendLedgerLines(trx, [charge(userId, 1, 4000)], { now: NOW, recordedBy: null }),
      );
    await expect(
      sql`update ledger_entries set amount_cents = 1 where user_id = ${userId}`.execute(t.db),
    ).rejects.toThrow(/never edited or deleted/);
    await expect(
      sql`delete from ledger_entries where user_id = ${userId}`.execute(t.db),
    ).rejects.toThrow(/never edited or deleted/);
    await expect(sql`truncate ledger_entries`.execute(t.db)).rejects.toThrow(
      /never edited or deleted/,
    );
    expect(await memberBalance(t.db, userId)).toBe(4000);
  });

  it('lets a note be cleared, and nothing else with it', async () => {
    const userId = await member();
    await t.db.transaction().execute(async (trx) => {
      await insertLedgerEntry(trx, {
        userId,
        kind: 'payment',
        amountCents: 2500,
        description: 'Payment',
        method: 'cash',
        note: 'paid by her partner',
        recordedBy: null,
        createdAt: NOW,
      });
      await clearLedgerNotes(trx, userId);
    });
    const row = await t.db
      .selectFrom('ledgerEntries')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ note: null, amountCents: 2500, method: 'cash' });
    await expect(
      sql`update ledger_entries set note = null, amount_cents = 1 where user_id = ${userId}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/never edited/);
  });

  it.each([
    [
      'amount 0',
      sql`insert into ledger_entries (user_id, kind, amount_cents, item, description)
      values ($USER, 'charge', 0, 'other', 'x')`,
    ],
    [
      'a payment without a method',
      sql`insert into ledger_entries (user_id, kind, amount_cents,
      item, description) values ($USER, 'payment', 100, 'other', 'x')`,
    ],
    [
      'a method on a charge',
      sql`insert into ledger_entries (user_id, kind, amount_cents, item,
      description, method) values ($USER, 'charge', 100, 'other', 'x', 'cash')`,
    ],
  ])('refuses %s', async (_name, statement) => {
    const userId = await member();
    const text = statement.compile(t.db).sql.replace('$USER', String(userId));
    await expect(sql.raw(text).execute(t.db)).rejects.toThrow(/violates check constraint/);
  });

  it('writes an idempotency key once', async () => {
    const userId = await member();
    const entry = {
      userId,
      kind: 'payment' as const,
      amountCents: 100,
      description: 'Card payment',
      method: 'stripe' as const,
      note: null,
      recordedBy: null,
      idempotencyKey: 'evt_123',
      createdAt: NOW,
    };
    await t.db.transaction().execute((trx) => insertLedgerEntry(trx, entry));
    await expect(
      t.db.transaction().execute((trx) => insertLedgerEntry(trx, entry)),
    ).rejects.toThrow(/duplicate key/);
  });

  it('caps a credit at what its item was charged', async () => {
    const userId = await member();
    const credit = (itemId: number, amountCents: number) => ({
      ...charge(userId, itemId, amountCents),
      kind: 'credit' as const,
    });
    await t.db.transaction().execute(async (trx) => {
      await appendLedgerLines(trx, [charge(userId, 10, 3500)], { now: NOW, recordedBy: null });
      // item 11 was never charged (confirmed before the account book): nothing goes back
      await appendLedgerLines(trx, [credit(10, 5000), credit(11, 4000)], {
        now: NOW,
        recordedBy: null,
      });
      await appendLedgerLines(trx, [credit(10, 3500)], { now: NOW, recordedBy: null });
    });
    expect(await memberBalance(t.db, userId)).toBe(0);
    expect((await ledgerStatement(t.db, userId, { limit: 10, offset: 0 })).total).toBe(2);
  });

  it('pages a statement newest first with the balance after each line, and totals a day', async () => {
    const userId = await member();
    const day = { from: new Date('2026-11-21T06:00:00Z'), to: new Date('2026-11-22T06:00:00Z') };
    const at = new Date('2026-11-21T15:00:00Z');
    await t.db.transaction().execute(async (trx) => {
      await appendLedgerLines(trx, [charge(userId, 20, 4000), charge(userId, 21, 5000)], {
        now: at,
        recordedBy: null,
      });
      await insertLedgerEntry(trx, {
        userId,
        kind: 'payment',
        amountCents: 6000,
        description: 'Payment',
        method: 'card_terminal',
        note: null,
        recordedBy: null,
        createdAt: at,
      });
    });
    const first = await ledgerStatement(t.db, userId, { limit: 2, offset: 0 });
    expect(first.total).toBe(3);
    expect(first.lines.map((l) => [l.kind, l.amountCents, l.runningBalanceCents])).toEqual([
      ['payment', 6000, 3000],
      ['charge', 5000, 9000],
    ]);
    const second = await ledgerStatement(t.db, userId, { limit: 2, offset: 2 });
    expect(second.lines.map((l) => l.runningBalanceCents)).toEqual([4000]);
    expect(await ledgerTotals(t.db, day)).toEqual({
      chargesCents: 9000,
      creditsCents: 0,
      paymentsCents: 6000,
    });
  });

  it('holds a CHECK list for each of the domain lists', async () => {
    const def = async (column: string) =>
      (
        await sql<{ def: string }>`select pg_get_constraintdef(c.oid) as def from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'c' and c.conrelid = 'ledger_entries'::regclass
            and a.attname = ${column} and pg_get_constraintdef(c.oid) like '%ANY (ARRAY[%'`.execute(
          t.db,
        )
      ).rows[0]?.def ?? '';
    for (const kind of LEDGER_KINDS) expect(await def('kind')).toContain(`'${kind}'`);
    for (const item of LEDGER_ITEMS) expect(await def('item')).toContain(`'${item}'`);
  });
});
