import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceCents,
  cancellationLines,
  confirmationLines,
  guestCredits,
  LEDGER_MESSAGES,
  ledgerAmountViolation,
  leagueEntryPriceCents,
  moveLines,
  owes,
  type LedgerLine,
  type PricedItem,
} from './ledger';
import { priceByPlan } from './plan-rules';

const booking = (priceCents: number, itemId = 1): PricedItem => ({
  userId: 7,
  item: 'booking',
  itemId,
  priceCents,
});

describe('confirmation, cancellation and move lines', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3500, 1],
  ])('a confirmation of %i cents writes %i charge', (price, count) => {
    const lines = confirmationLines([booking(price)]);
    expect(lines).toHaveLength(count);
    expect(lines.every((l) => l.kind === 'charge' && l.amountCents === price)).toBe(true);
  });

  it('a cancellation credits the same amount back (no fee)', () => {
    const [credit] = cancellationLines([booking(5700)]);
    expect(credit).toMatchObject({ kind: 'credit', amountCents: 5700, item: 'booking' });
    expect(credit?.description).toBe('Bay session');
  });

  it.each([
    [4000, 4000, 0],
    [4000, 5000, 2],
    [0, 3500, 1],
    [3500, 0, 1],
  ])('a move from %i to %i cents writes %i lines', (from, to, count) => {
    expect(moveLines(booking(from), booking(to))).toHaveLength(count);
  });

  it('Elite pays nothing for a league entry; other plans pay the fee', () => {
    expect(leagueEntryPriceCents('elite', 9900)).toBe(0);
    expect(leagueEntryPriceCents('pro', 9900)).toBe(9900);
    expect(leagueEntryPriceCents('none', 0)).toBe(0);
  });

  it('guests give their fees back before the start only, passes write nothing', () => {
    const start = new Date('2026-12-01T18:00:00Z');
    const guests = [
      { id: 1, usesPass: true, feeCents: 0 },
      { id: 2, usesPass: false, feeCents: 2000 },
      { id: 3, usesPass: false, feeCents: 2000, removedAt: new Date('2026-11-30T00:00:00Z') },
    ];
    const before = guestCredits(7, guests, start, new Date('2026-12-01T17:59:00Z'));
    expect(before).toEqual([
      expect.objectContaining({ kind: 'credit', item: 'guest', itemId: 2, amountCents: 2000 }),
    ]);
    expect(guestCredits(7, guests, start, start)).toEqual([]);
  });
});

describe('balance', () => {
  it('is charges − credits − payments + refunds', () => {
    const lines = [
      { kind: 'charge' as const, amountCents: 5000 },
      { kind: 'credit' as const, amountCents: 1000 },
      { kind: 'payment' as const, amountCents: 3000 },
      { kind: 'refund' as const, amountCents: 500 },
    ];
    expect(balanceCents(lines)).toBe(1500);
    expect(owes(1500)).toBe(true);
    expect(owes(0)).toBe(false);
    expect(owes(-1)).toBe(false);
  });

  it.each([
    [0, LEDGER_MESSAGES.amountPositive],
    [-1, LEDGER_MESSAGES.amountPositive],
    [1, null],
    [10_000_000, null],
    [10_000_001, LEDGER_MESSAGES.amountTooLarge],
    [12.5, LEDGER_MESSAGES.amountWholeCents],
  ])('an amount of %s cents: %s', (amount, message) => {
    expect(ledgerAmountViolation(amount)).toBe(message);
  });
});

// The invariant: over any sequence of books, moves and cancels, a member's balance is the sum of
// what is still confirmed. Prices come from the product's own pricing (a plan covering part).
type Command =
  | { op: 'book'; minutes: number; left: number | null; peak: boolean }
  | { op: 'move'; pick: number; minutes: number; left: number | null; peak: boolean }
  | { op: 'cancel'; pick: number };

const priced = fc.record({
  minutes: fc.integer({ min: 1, max: 8 }).map((n) => n * 30),
  left: fc.option(fc.integer({ min: 0, max: 12 }).map((n) => n * 30)),
  peak: fc.boolean(),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  priced.map((p) => ({ op: 'book' as const, ...p })),
  fc.tuple(fc.nat(), priced).map(([pick, p]) => ({ op: 'move' as const, pick, ...p })),
  fc.nat().map((pick) => ({ op: 'cancel' as const, pick })),
);

function run(commands: readonly Command[]) {
  const confirmed = new Map<number, number>();
  const lines: LedgerLine[] = [];
  let nextId = 1;
  const price = (c: { minutes: number; left: number | null; peak: boolean }) =>
    priceByPlan(c.minutes, c.left, c.peak, 'member').priceCents;
  for (const c of commands) {
    const ids = [...confirmed.keys()];
    if (c.op === 'book') {
      const id = nextId++;
      confirmed.set(id, price(c));
      lines.push(...confirmationLines([booking(price(c), id)]));
      continue;
    }
    const id = ids.length ? ids[c.pick % ids.length] : undefined;
    const was = id === undefined ? undefined : confirmed.get(id);
    if (id === undefined || was === undefined) continue;
    if (c.op === 'cancel') {
      confirmed.delete(id);
      lines.push(...cancellationLines([booking(was, id)]));
    } else {
      confirmed.set(id, price(c));
      lines.push(...moveLines(booking(was, id), booking(price(c), id)));
    }
  }
  return { confirmed, lines };
}

describe('the account book adds up', () => {
  it('a balance equals the sum of what is still confirmed, after any books, moves and cancels', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { confirmed, lines } = run(commands);
        const stillConfirmed = [...confirmed.values()].reduce((a, b) => a + b, 0);
        expect(balanceCents(lines)).toBe(stillConfirmed);
      }),
    );
  });

  it('every line is a positive whole number of cents', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        for (const l of run(commands).lines) {
          expect(Number.isInteger(l.amountCents) && l.amountCents > 0).toBe(true);
        }
      }),
    );
  });

  it('payments bring the balance down by what was paid', () => {
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 }),
        (commands, payments) => {
          const { lines } = run(commands);
          const paid = payments.map((amountCents) => ({ kind: 'payment' as const, amountCents }));
          const total = payments.reduce((a, b) => a + b, 0);
          expect(balanceCents([...lines, ...paid])).toBe(balanceCents(lines) - total);
        },
      ),
    );
  });
});
