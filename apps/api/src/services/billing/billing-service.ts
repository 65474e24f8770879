import {
  findUserById,
  keepStripeCustomer,
  memberBalance,
  planBillingOf,
  type UserRow,
} from '@club/db';
import {
  BILLING_MESSAGES,
  type TBillingRedirect,
  type TCheckoutInput,
  type TMemberPlan,
  type TUser,
} from '@club/contract';
import { DomainError, effectivePlan, PLAN_LOOKUP_KEYS } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';
import type { Billing } from './billing';

// Choose (Checkout) and Manage plan (the Customer Portal) for a signed-in member, and their plan
// as Stripe manages it, and Pay balance (Checkout in payment mode for the account book's open
// balance; its completion is written as a payment by the webhook, stripe-money.ts).

function configured(deps: ServiceDeps): Billing {
  if (!deps.billing) throw new DomainError('NOT_FOUND', BILLING_MESSAGES.notConfigured);
  return deps.billing;
}

async function memberRow(deps: ServiceDeps, user: TUser): Promise<UserRow> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw new DomainError('UNAUTHENTICATED', /*i18n*/ 'Not signed in');
  return row;
}

/** The member's Stripe customer, made on their first Checkout and kept (one per member). */
async function customerOf(deps: ServiceDeps, billing: Billing, row: UserRow): Promise<string> {
  if (row.stripeCustomerId) return row.stripeCustomerId;
  const made = await billing.createCustomer({
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
  });
  return (await keepStripeCustomer(deps.db, row.id, made)) ?? made;
}

/** Choose on the plans page: a Checkout session for a monthly subscription of the plan. */
export async function checkoutForPlan(
  deps: ServiceDeps,
  user: TUser,
  input: TCheckoutInput,
): Promise<TBillingRedirect> {
  const billing = configured(deps);
  const row = await memberRow(deps, user);
  if (row.planStatus === 'active' || row.planStatus === 'past_due')
    throw new DomainError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
  const priceId = await billing.priceIdOf(PLAN_LOOKUP_KEYS[input.plan]);
  if (!priceId) throw new DomainError('CONFLICT', BILLING_MESSAGES.priceMissing);
  const customerId = await customerOf(deps, billing, row);
  const url = await billing.subscriptionCheckout({
    customerId,
    priceId,
    userId: row.id,
    successUrl: `${deps.publicUrl}/account?checkout=done`,
    cancelUrl: `${deps.publicUrl}/memberships`,
  });
  return { url };
}

/** Pay balance: a Checkout session in payment mode for what the member owes now. */
export async function checkoutForBalance(
  deps: ServiceDeps,
  user: TUser,
): Promise<TBillingRedirect> {
  const billing = configured(deps);
  const row = await memberRow(deps, user);
  const owed = await memberBalance(deps.db, row.id);
  if (owed <= 0) throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToPay);
  const customerId = await customerOf(deps, billing, row);
  const url = await billing.balanceCheckout({
    customerId,
    amountCents: owed,
    userId: row.id,
    successUrl: `${deps.publicUrl}/account?checkout=paid`,
    cancelUrl: `${deps.publicUrl}/account`,
  });
  return { url };
}

/** Manage plan: the Customer Portal for the member's Stripe customer. */
export async function portalForMember(deps: ServiceDeps, user: TUser): Promise<TBillingRedirect> {
  const billing = configured(deps);
  const row = await memberRow(deps, user);
  if (!row.stripeCustomerId) throw new DomainError('CONFLICT', BILLING_MESSAGES.noCustomer);
  return { url: await billing.portal(row.stripeCustomerId, `${deps.publicUrl}/account`) };
}

/** The member's plan, and its state and dates when Stripe manages it. */
export async function memberPlan(deps: ServiceDeps, user: TUser): Promise<TMemberPlan> {
  const row = await memberRow(deps, user);
  const billing = planBillingOf(row);
  return {
    membershipType: effectivePlan(billing, deps.now()),
    status: billing.status,
    paidThrough: billing.paidThrough?.toISOString() ?? null,
    cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
    graceEndsAt: billing.graceEndsAt?.toISOString() ?? null,
    canManage: deps.billing !== null && row.stripeCustomerId !== null,
  };
}
