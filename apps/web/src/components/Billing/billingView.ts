import type { TLedgerEntry } from '@club/contract';
import type { DisplayFormat } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const KIND_LABELS: Record<TLedgerEntry['kind'], MessageDescriptor> = {
  charge: msg`Charge`,
  credit: msg`Credit`,
  payment: msg`Payment`,
  refund: msg`Refund`,
};

/** The desk's payment methods as the Record payment form offers them (their labels: LedgerFormModals). */
export const PAYMENT_METHOD_OPTIONS = [
  { value: 'cash' },
  { value: 'card_terminal' },
  { value: 'check' },
] as const;

/**
 * A balance in words (positive: owed to the club), in the screens' language. Without a name it
 * speaks to the member ('You owe $40'); with one, of them ('Casey Fairway owes $40').
 */
export function balanceMessage(
  cents: number,
  format: DisplayFormat,
  name?: string,
): MessageDescriptor {
  if (cents > 0) {
    const amount = format.money(cents);
    return name ? msg`${name} owes ${amount}` : msg`You owe ${amount}`;
  }
  if (cents < 0) {
    const credit = format.money(-cents);
    return name ? msg`${name} has a credit of ${credit}` : msg`You have a credit of ${credit}`;
  }
  const zero = format.money(0);
  return name ? msg`${name}'s balance is ${zero}` : msg`Your balance is ${zero}`;
}

/** The colour a balance is shown in: owing stands out, a credit is good news, zero is quiet. */
export function balanceColor(cents: number): string {
  if (cents > 0) return 'red';
  return cents < 0 ? 'pine' : 'gray';
}

/** A line's second row: what kind it is, and the admin's note when there is one. */
export function entryDetail(entry: TLedgerEntry, i18n: I18n): string {
  return [i18n._(KIND_LABELS[entry.kind]), entry.note].filter(Boolean).join(' · ');
}
