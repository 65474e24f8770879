import {
  LEDGER_ITEMS,
  LEDGER_KINDS,
  LEDGER_MESSAGES,
  MAX_LEDGER_AMOUNT_CENTS,
  PAYMENT_METHODS,
} from '@club/domain';
import { z } from 'zod';
import { boundedText, ZId } from './primitives';

// The club's account book (DECISIONS.md, The club's account book): a member's balance and
// statement (My Account's Billing tab, an admin's view of a member), and the desk's payments and
// credits. Amounts are integer cents.

/** The longest note or reason an admin writes on a line. */
export const LEDGER_NOTE_MAX = 500;

export const ZLedgerKind = z.enum(LEDGER_KINDS);
export const ZLedgerItem = z.enum(LEDGER_ITEMS);
/** How the desk was paid; `stripe` lines come from card payments, never from this form. */
export const ZPaymentMethod = z.enum(PAYMENT_METHODS, { error: LEDGER_MESSAGES.methodRequired });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** An amount an admin types, in cents: whole, above $0, at most $100,000. */
export const ZLedgerAmount = z
  .number({ error: LEDGER_MESSAGES.amountPositive })
  .int({ message: LEDGER_MESSAGES.amountWholeCents })
  .positive({ message: LEDGER_MESSAGES.amountPositive })
  .max(MAX_LEDGER_AMOUNT_CENTS, { message: LEDGER_MESSAGES.amountTooLarge });

/** A page of a statement: `page` from 1, `pageSize` up to 100 (20 by default). */
const statementPaging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET /api/account/billing: the signed-in member's own page. */
export const ZBillingInput = z.object(statementPaging).default({ page: 1, pageSize: 20 });
export type TBillingInput = z.input<typeof ZBillingInput>;

/** GET /api/admin/members/{id}/billing: a member's page, for an admin. */
export const ZAdminBillingInput = z.object({ id: ZId, ...statementPaging });
export type TAdminBillingInput = z.input<typeof ZAdminBillingInput>;

/** One statement line: when, what for, the amount and the balance after it. */
export const ZLedgerEntry = z.object({
  id: z.number().int(),
  /** ISO instant the line was written. */
  date: z.string(),
  kind: ZLedgerKind,
  item: ZLedgerItem,
  /** The booking, lesson, league entry or guest it is for; null for payments and adjustments. */
  itemId: z.number().int().nullable(),
  description: z.string(),
  /** Always above 0; `kind` says which way it goes. */
  amountCents: z.number().int(),
  /** What it adds to the balance: + for a charge or refund, − for a credit or payment. */
  signedCents: z.number().int(),
  /** The balance after this line. */
  runningBalanceCents: z.number().int(),
  method: z.enum([...PAYMENT_METHODS, 'stripe']).nullable(),
  note: z.string().nullable(),
  /** Written by an admin (payments, credits) rather than by the product itself. */
  recordedByAdmin: z.boolean(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** A balance (positive: the member owes) and one page of the statement, newest first. */
export const ZBilling = z.object({
  userId: z.number().int(),
  balanceCents: z.number().int(),
  entries: z.array(ZLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TBilling = z.infer<typeof ZBilling>;

/** POST /api/admin/members/{id}/payments: a payment taken at the desk. */
export const ZRecordPaymentInput = z.object({
  id: ZId,
  method: ZPaymentMethod,
  amountCents: ZLedgerAmount,
  note: boundedText({ max: LEDGER_NOTE_MAX })
    .optional()
    .transform((v) => (v ? v : null)),
});
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentInput>;

/** POST /api/admin/members/{id}/credits: a credit, with its reason. */
export const ZRecordCreditInput = z.object({
  id: ZId,
  amountCents: ZLedgerAmount,
  reason: boundedText({ min: 1, max: LEDGER_NOTE_MAX, message: LEDGER_MESSAGES.reasonRequired }),
});
export type TRecordCreditInput = z.input<typeof ZRecordCreditInput>;

/** What recording a payment or credit answers: the line and the balance after it. */
export const ZLedgerRecorded = z.object({
  entry: ZLedgerEntry,
  balanceCents: z.number().int(),
});
export type TLedgerRecorded = z.infer<typeof ZLedgerRecorded>;

/** The Today dashboard's money for its day (club time): what was charged, credited and paid. */
export const ZDayMoney = z.object({
  chargesCents: z.number().int(),
  creditsCents: z.number().int(),
  paymentsCents: z.number().int(),
});
export type TDayMoney = z.infer<typeof ZDayMoney>;
