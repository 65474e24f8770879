import { appendLedgerLines, insertLedgerEntry, type Tx } from '@club/db';
import type Stripe from 'stripe';
import { BALANCE_PURPOSE } from './stripe-billing';

// What a Stripe event writes in the account book (DECISIONS.md, The club's account book; Card
// payments are Stripe's), in the webhook's transaction that stores the event once: a paid invoice
// is the plan's charge and its card payment; a completed Pay balance Checkout is a card payment.
// The event id is the payment's idempotency key, so nothing is written twice.

interface Money {
  /** The plan's charge for the period the invoice paid (cents; 0: no charge). */
  chargeCents: number;
  /** The card payment (cents). */
  paymentCents: number;
}

/** The money an event moves; null when it moves none. */
export function moneyOf(event: Stripe.Event): Money | null {
  if (event.type === 'invoice.paid') {
    const paid = event.data.object.amount_paid;
    if (paid <= 0) return null;
    return { chargeCents: paid, paymentCents: paid };
  }
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const paid = session.amount_total ?? 0;
    if (
      session.mode !== 'payment' ||
      session.payment_status !== 'paid' ||
      session.metadata?.purpose !== BALANCE_PURPOSE ||
      paid <= 0
    )
      return null;
    return { chargeCents: 0, paymentCents: paid };
  }
  return null;
}

/** Writes the event's lines on the member's account, in the caller's transaction. */
export async function writeStripeMoney(
  trx: Tx,
  p: { userId: number; eventId: string; money: Money; now: Date },
): Promise<void> {
  const { money } = p;
  if (money.chargeCents > 0)
    await appendLedgerLines(
      trx,
      [
        {
          userId: p.userId,
          kind: 'charge',
          amountCents: money.chargeCents,
          item: 'plan',
          itemId: null,
          description: 'Membership plan (card)',
        },
      ],
      { now: p.now, recordedBy: null },
    );
  await insertLedgerEntry(trx, {
    userId: p.userId,
    kind: 'payment',
    amountCents: money.paymentCents,
    description: 'Card payment',
    method: 'stripe',
    note: null,
    recordedBy: null,
    idempotencyKey: p.eventId,
    createdAt: p.now,
  });
}
