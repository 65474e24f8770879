import type { LedgerLine, PaymentMethod } from '@club/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Database, Tx } from '../engine';
import type { LedgerEntryRow } from '../schema';

// The club's account book (migration 0022): append-only lines of each member's account.

/** What a line adds to what its member owes: charges and refunds up, credits and payments down. */
function signedAmount(alias: string): RawBuilder<number> {
  const e = sql.ref(alias);
  return sql<number>`case when ${e}.kind in ('charge', 'refund') then ${e}.amount_cents else -${e}.amount_cents end`;
}

/** A member's balance as a correlated subquery on `users` (Member Management's column and filter). */
export function balanceOfUserSql(): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(${signedAmount('le')}), 0)::int from ledger_entries le
    where le.user_id = users.id)`;
}

/**
 * The product's own lines (charges and credits of priced items), in one INSERT inside the caller's
 * transaction. A credit never gives back more than its item's lines add up to: a thing confirmed
 * before the account book existed, or already credited, gets nothing (or what is left) back.
 */
export async function appendLedgerLines(
  trx: Tx,
  lines: readonly LedgerLine[],
  p: { now: Date; recordedBy: number | null },
): Promise<void> {
  if (lines.length === 0) return;
  const rows = JSON.stringify(lines.map((l, ord) => ({ ...l, ord })));
  const amount = sql`case when v.kind = 'credit' and v."itemId" is not null
    then least(v."amountCents", coalesce(n.net, 0)) else v."amountCents" end`;
  await sql`insert into ledger_entries
      (user_id, kind, amount_cents, item, item_id, description, recorded_by, created_at)
    select v."userId", v.kind, ${amount}, v.item, v."itemId", v.description, ${p.recordedBy},
      ${p.now}
    from jsonb_to_recordset(${rows}::jsonb) as v("userId" int, kind text, "amountCents" int,
      item text, "itemId" int, description text, ord int)
    left join lateral (
      select sum(case e.kind when 'charge' then e.amount_cents when 'credit' then -e.amount_cents
        else 0 end) as net
      from ledger_entries e
      where e.item = v.item and e.item_id = v."itemId" and e.user_id = v."userId"
    ) n on true
    where ${amount} > 0
    order by v.ord`.execute(trx);
}

/** An admin's payment or credit (or, later, a Stripe payment by its event id): the line written. */
export function insertLedgerEntry(
  trx: Tx,
  entry: {
    userId: number;
    kind: 'payment' | 'credit' | 'refund';
    amountCents: number;
    description: string;
    method: PaymentMethod | null;
    note: string | null;
    recordedBy: number | null;
    idempotencyKey?: string | null;
    createdAt: Date;
  },
): Promise<LedgerEntryRow> {
  return trx
    .insertInto('ledgerEntries')
    .values({ ...entry, item: 'other', itemId: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A member's balance in cents (0 without lines). */
export async function memberBalance(db: Database | Tx, userId: number): Promise<number> {
  const row = await sql<{ balance: number }>`select coalesce(sum(${signedAmount('e')}), 0)::int
    as balance from ledger_entries e where e.user_id = ${userId}`.execute(db);
  return row.rows[0]?.balance ?? 0;
}

/** A statement line: the entry and the balance after it. */
export type StatementLine = LedgerEntryRow & { runningBalanceCents: number };

/** One page of a member's statement, newest first, each line with the balance after it. */
export async function ledgerStatement(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ lines: StatementLine[]; total: number }> {
  const [lines, count] = await Promise.all([
    sql<StatementLine>`select s.* from (
        select e.id, e.user_id as "userId", e.kind, e.amount_cents as "amountCents", e.item,
          e.item_id as "itemId", e.description, e.method, e.note, e.recorded_by as "recordedBy",
          e.idempotency_key as "idempotencyKey", e.created_at as "createdAt",
          (sum(${signedAmount('e')}) over (order by e.created_at, e.id))::int
            as "runningBalanceCents"
        from ledger_entries e where e.user_id = ${userId}
      ) s order by s."createdAt" desc, s.id desc
      limit ${page.limit} offset ${page.offset}`.execute(db),
    db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { lines: lines.rows, total: count.n };
}

/** The totals of the lines written in [from, to) (a club-time day), by kind. */
export async function ledgerTotals(
  db: Database,
  span: { from: Date; to: Date },
): Promise<{ chargesCents: number; creditsCents: number; paymentsCents: number }> {
  const rows = await db
    .selectFrom('ledgerEntries')
    .select(['kind', (eb) => eb.fn.sum<number>('amountCents').as('total')])
    .where('createdAt', '>=', span.from)
    .where('createdAt', '<', span.to)
    .groupBy('kind')
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return {
    chargesCents: of('charge'),
    creditsCents: of('credit'),
    paymentsCents: of('payment') - of('refund'),
  };
}

/** A deleted member's lines keep their amounts; an admin's free-text notes on them are cleared. */
export async function clearLedgerNotes(trx: Tx, userId: number): Promise<void> {
  await trx
    .updateTable('ledgerEntries')
    .set({ note: null })
    .where('userId', '=', userId)
    .where('note', 'is not', null)
    .execute();
}
