// The club's account book (DECISIONS.md, The club's account book): every amount the product prices
// is a line on the member's account when it is confirmed, and the same amount goes back as a credit
// when a cancellation the rules allow undoes it (there is no cancellation fee). Admins record
// payments and credits. Lines are never edited: a correction is a new line. Integer cents.
import type { MembershipType } from './enums';
import { guestGiveBack, type GuestHeld } from './guests';
import { leagueEntryIncluded } from './plan-rules';
import type { Instant } from './time';

export const LEDGER_KINDS = ['charge', 'credit', 'payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What a line is for. */
export const LEDGER_ITEMS = [
  'booking',
  'lesson',
  'league_entry',
  'guest',
  'plan',
  'other',
] as const;
export type LedgerItem = (typeof LEDGER_ITEMS)[number];

/** How the desk was paid (`stripe` is written by the card integration, never typed by an admin). */
export const PAYMENT_METHODS = ['cash', 'card_terminal', 'check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'stripe';

/** The largest single amount an admin records: $100,000. */
export const MAX_LEDGER_AMOUNT_CENTS = 10_000_000;

export const LEDGER_MESSAGES = {
  amountPositive: /*i18n*/ 'The amount must be more than $0.',
  amountTooLarge: /*i18n*/ 'The amount must be at most $100,000.',
  amountWholeCents: /*i18n*/ 'The amount must be whole cents.',
  reasonRequired: /*i18n*/ 'Please give a reason for the credit.',
  methodRequired: /*i18n*/ 'Choose how the member paid: cash, card terminal or check.',
} as const;

/** Descriptions of the lines the product writes itself (the statement shows them). */
export const LEDGER_DESCRIPTIONS: Record<LedgerItem, string> = {
  booking: 'Bay session',
  lesson: 'Lesson',
  league_entry: 'League entry',
  guest: 'Guest fee',
  plan: 'Membership plan',
  other: 'Account adjustment',
};

/** A priced thing on a member's account: what it is, which one, and what it costs. */
export interface PricedItem {
  userId: number;
  item: LedgerItem;
  itemId: number;
  priceCents: number;
  /** The statement's text; the item's description by default. */
  description?: string;
}

/** One line the product writes (a charge or a credit for a priced item). */
export interface LedgerLine {
  userId: number;
  kind: LedgerKind;
  amountCents: number;
  item: LedgerItem;
  itemId: number | null;
  description: string;
}

function line(kind: 'charge' | 'credit', p: PricedItem): LedgerLine {
  return {
    userId: p.userId,
    kind,
    amountCents: p.priceCents,
    item: p.item,
    itemId: p.itemId,
    description: p.description ?? LEDGER_DESCRIPTIONS[p.item],
  };
}

/** A confirmation charges each item's price; a free item ($0: covered, included, a pass) writes nothing. */
export function confirmationLines(items: readonly PricedItem[]): LedgerLine[] {
  return items.filter((i) => i.priceCents > 0).map((i) => line('charge', i));
}

/** A cancellation credits each item's price back: the same amount, no fee. */
export function cancellationLines(items: readonly PricedItem[]): LedgerLine[] {
  return items.filter((i) => i.priceCents > 0).map((i) => line('credit', i));
}

/** A move re-prices: the old price credited and the new one charged, only when the price changed. */
export function moveLines(before: PricedItem, after: PricedItem): LedgerLine[] {
  if (before.priceCents === after.priceCents) return [];
  return [...cancellationLines([before]), ...confirmationLines([after])];
}

/** What a league entry costs: the league's fee, or nothing when the plan includes it (Elite). */
export function leagueEntryPriceCents(tier: MembershipType, feeCents: number): number {
  return leagueEntryIncluded(tier) ? 0 : feeCents;
}

/** A league entry's charge when it was registered as included ('included' payment): none. */
export function leagueEntryCharged(paymentMethod: string, feeCents: number): number {
  return paymentMethod === 'included' ? 0 : feeCents;
}

/**
 * The guests' lines that go back when their booking is cancelled or they are removed: each live
 * guest's fee before the session starts (a pass is free and writes nothing), nothing after.
 */
export function guestCredits(
  userId: number,
  guests: readonly (GuestHeld & { id: number })[],
  start: Instant,
  now: Instant,
): LedgerLine[] {
  return cancellationLines(
    guests
      .filter((g) => guestGiveBack([g], start, now).feeCents > 0)
      .map((g) => ({ userId, item: 'guest' as const, itemId: g.id, priceCents: g.feeCents })),
  );
}

/** The sign a kind adds to what the member owes: charges and refunds up, credits and payments down. */
export function ledgerSign(kind: LedgerKind): 1 | -1 {
  return kind === 'charge' || kind === 'refund' ? 1 : -1;
}

/** A member's balance: charges − credits − payments + refunds, in cents (positive: they owe). */
export function balanceCents(lines: readonly Pick<LedgerLine, 'kind' | 'amountCents'>[]): number {
  return lines.reduce((sum, l) => sum + ledgerSign(l.kind) * l.amountCents, 0);
}

/** The amount an admin types, checked: whole cents, above $0, at most $100,000; the refusal or null. */
export function ledgerAmountViolation(amountCents: number): string | null {
  if (!Number.isInteger(amountCents)) return LEDGER_MESSAGES.amountWholeCents;
  if (amountCents <= 0) return LEDGER_MESSAGES.amountPositive;
  if (amountCents > MAX_LEDGER_AMOUNT_CENTS) return LEDGER_MESSAGES.amountTooLarge;
  return null;
}

/** A member owes when the balance is above zero. */
export function owes(balance: number): boolean {
  return balance > 0;
}
