import type { TBilling, TLedgerEntry } from '@club/contract';

// Statements as the API answers billing.mine and adminBilling.member, for the screens' tests.

/** A statement line: a $40 bay session charged on 11/24/26. */
export function entry(overrides: Partial<TLedgerEntry> = {}): TLedgerEntry {
  return {
    id: 1,
    date: '2026-11-24T16:00:00.000Z',
    kind: 'charge',
    item: 'booking',
    itemId: 4,
    description: 'Bay session',
    amountCents: 4000,
    signedCents: 4000,
    runningBalanceCents: 4000,
    method: null,
    note: null,
    recordedByAdmin: false,
    ...overrides,
  };
}

/** A statement page: $0 and no lines unless told. */
export function billing(overrides: Partial<TBilling> = {}): TBilling {
  return { userId: 7, balanceCents: 0, entries: [], total: 0, page: 1, pageSize: 20, ...overrides };
}
