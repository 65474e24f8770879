import type { TLedgerEntry } from '@club/contract';
import { formatCents } from '@club/domain';

const KIND_LABELS: Record<TLedgerEntry['kind'], string> = {
  charge: 'Charge',
  credit: 'Credit',
  payment: 'Payment',
  refund: 'Refund',
};

/** The desk's payment methods as the Record payment form offers them. */
export const PAYMENT_METHOD_OPTIONS = [
  { value: 'cash', label: 'Cash' },
  { value: 'card_terminal', label: 'Card terminal' },
  { value: 'check', label: 'Check' },
] as const;

/**
 * A balance in words (positive: owed to the club). Without a name it speaks to the member ('You
 * owe $40'); with one, of them ('Casey Fairway owes $40').
 */
export function balanceText(cents: number, name?: string): string {
  if (cents > 0)
    return name ? `${name} owes ${formatCents(cents)}` : `You owe ${formatCents(cents)}`;
  if (cents < 0) {
    const credit = formatCents(-cents);
    return name ? `${name} has a credit of ${credit}` : `You have a credit of ${credit}`;
  }
  return name ? `${name}'s balance is $0` : 'Your balance is $0';
}

/** The colour a balance is shown in: owing stands out, a credit is good news, zero is quiet. */
export function balanceColor(cents: number): string {
  if (cents > 0) return 'red';
  return cents < 0 ? 'pine' : 'gray';
}

/** A line's second row: what kind it is, and the admin's note when there is one. */
export function entryDetail(entry: TLedgerEntry): string {
  return [KIND_LABELS[entry.kind], entry.note].filter(Boolean).join(' · ');
}
