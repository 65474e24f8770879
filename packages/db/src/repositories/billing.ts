import type { PlanBilling } from '@club/domain';
import type { Database, Tx } from '../engine';
import type { StripeEventOutcome, UserRow } from '../schema';

// Card payments through Stripe (migration 0024): a member's customer id, their plan's state as
// Stripe's events set it, and each event's id stored once.

/** The plan's state on a user row, as the domain reads it. */
export function planBillingOf(row: UserRow): PlanBilling {
  return {
    plan: row.membershipType,
    status: row.planStatus,
    paidThrough: row.planPaidThrough,
    cancelAtPeriodEnd: row.planCancelAtPeriodEnd,
    graceEndsAt: row.planGraceEndsAt,
    stateAt: row.planStateAt,
  };
}

/**
 * Keeps a member's Stripe customer, unless they already have one: answers the one kept (the
 * first of two at once wins; the other's customer is then never used).
 */
export async function keepStripeCustomer(
  db: Database,
  userId: number,
  customerId: string,
): Promise<string | null> {
  await db
    .updateTable('users')
    .set({ stripeCustomerId: customerId })
    .where('id', '=', userId)
    .where('stripeCustomerId', 'is', null)
    .execute();
  const row = await db
    .selectFrom('users')
    .select('stripeCustomerId')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.stripeCustomerId ?? null;
}

/** The member with this Stripe customer, locked for the transaction. */
export function lockUserByStripeCustomer(
  trx: Tx,
  customerId: string,
): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('stripeCustomerId', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores a Stripe event's id; false when it was already stored (a replay, or a delivery running at
 * the same time: this one waits for that one's commit and then finds it).
 */
export async function storeStripeEvent(
  trx: Tx,
  event: { id: string; type: string; createdAt: Date; receivedAt: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('stripeEvents')
    .values({ ...event, outcome: 'ignored' })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a stored event did, and to whom. */
export async function markStripeEvent(
  trx: Tx,
  id: string,
  result: { outcome: StripeEventOutcome; stripeCustomerId: string | null; userId: number | null },
): Promise<void> {
  await trx.updateTable('stripeEvents').set(result).where('id', '=', id).execute();
}

/** Writes a member's plan and its state as a Stripe event left them. */
export async function savePlanBilling(trx: Tx, userId: number, state: PlanBilling): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      membershipType: state.plan,
      planStatus: state.status,
      planPaidThrough: state.paidThrough,
      planCancelAtPeriodEnd: state.cancelAtPeriodEnd,
      planGraceEndsAt: state.graceEndsAt,
      planStateAt: state.stateAt,
    })
    .where('id', '=', userId)
    .execute();
}
