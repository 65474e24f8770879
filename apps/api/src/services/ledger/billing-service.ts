import {
  findUserById,
  insertLedgerEntry,
  ledgerStatement,
  lockLiveUser,
  memberBalance,
  type LedgerEntryRow,
  type StatementLine,
} from '@club/db';
import type {
  TBilling,
  TLedgerEntry,
  TLedgerRecorded,
  TPaymentMethod,
  TUser,
} from '@club/contract';
import {
  ADMIN_MESSAGES,
  DomainError,
  ledgerAmountViolation,
  ledgerSign,
  type AuditAction,
} from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import type { ServiceDeps } from '../shared/deps';

// The account book as members and admins read it, and the desk's payments and credits
// (DECISIONS.md, The club's account book). Each admin line is audited in its own transaction.

const PAYMENT_TEXT: Record<TPaymentMethod, string> = {
  cash: 'Payment (cash)',
  card_terminal: 'Payment (card terminal)',
  check: 'Payment (check)',
};

export function toLedgerEntryDto(
  line: LedgerEntryRow & { runningBalanceCents: number },
): TLedgerEntry {
  return {
    id: line.id,
    date: line.createdAt.toISOString(),
    kind: line.kind,
    item: line.item,
    itemId: line.itemId,
    description: line.description,
    amountCents: line.amountCents,
    signedCents: ledgerSign(line.kind) * line.amountCents,
    runningBalanceCents: line.runningBalanceCents,
    method: line.method,
    note: line.note,
    recordedByAdmin: line.recordedBy !== null,
  };
}

/** A member's balance and one page of their statement, newest first. */
export async function billingOf(
  deps: ServiceDeps,
  userId: number,
  paging: { page: number; pageSize: number },
): Promise<TBilling> {
  const [balanceCents, statement] = await Promise.all([
    memberBalance(deps.db, userId),
    ledgerStatement(deps.db, userId, {
      limit: paging.pageSize,
      offset: (paging.page - 1) * paging.pageSize,
    }),
  ]);
  return {
    userId,
    balanceCents,
    entries: statement.lines.map((l: StatementLine) => toLedgerEntryDto(l)),
    total: statement.total,
    ...paging,
  };
}

/** An admin's view of a member's account: 404 for an account that does not exist. */
export async function memberBillingForAdmin(
  deps: ServiceDeps,
  id: number,
  paging: { page: number; pageSize: number },
): Promise<TBilling> {
  if (!(await findUserById(deps.db, id)))
    throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  return billingOf(deps, id, paging);
}

interface AdminLine {
  id: number;
  amountCents: number;
  kind: 'payment' | 'credit';
  method: TPaymentMethod | null;
  note: string | null;
  description: string;
  action: AuditAction;
}

/** Writes an admin's line on a live member's account, audited with it; answers it and the balance. */
async function recordAdminLine(
  deps: ServiceDeps,
  actor: TUser,
  line: AdminLine,
): Promise<TLedgerRecorded> {
  const refusal = ledgerAmountViolation(line.amountCents);
  if (refusal) throw new DomainError('VALIDATION', refusal);
  return deps.db.transaction().execute(async (trx) => {
    // the member's row is the lock every booking command of theirs takes: the balance is exact
    const member = await lockLiveUser(trx, line.id);
    if (!member) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
    const row = await insertLedgerEntry(trx, {
      userId: member.id,
      kind: line.kind,
      amountCents: line.amountCents,
      description: line.description,
      method: line.method,
      note: line.note,
      recordedBy: actor.id,
      createdAt: deps.now(),
    });
    const balanceCents = await memberBalance(trx, member.id);
    const entry = toLedgerEntryDto({ ...row, runningBalanceCents: balanceCents });
    await recordAudit(
      trx,
      actor,
      line.action,
      { entityType: 'member', entityId: member.id },
      null,
      {
        entryId: row.id,
        kind: row.kind,
        amountCents: row.amountCents,
        method: row.method,
        note: row.note,
        balanceCents,
      },
    );
    return { entry, balanceCents };
  });
}

/** The desk takes a payment: cash, card terminal or check, with an optional note. */
export function recordPayment(
  deps: ServiceDeps,
  actor: TUser,
  input: { id: number; method: TPaymentMethod; amountCents: number; note: string | null },
): Promise<TLedgerRecorded> {
  return recordAdminLine(deps, actor, {
    ...input,
    kind: 'payment',
    description: PAYMENT_TEXT[input.method],
    action: 'ledger.payment',
  });
}

/** An admin credits a member's account, with the reason (kept as the line's note). */
export function recordCredit(
  deps: ServiceDeps,
  actor: TUser,
  input: { id: number; amountCents: number; reason: string },
): Promise<TLedgerRecorded> {
  return recordAdminLine(deps, actor, {
    id: input.id,
    amountCents: input.amountCents,
    kind: 'credit',
    method: null,
    note: input.reason,
    description: 'Credit',
    action: 'ledger.credit',
  });
}
