import { PAID_PLANS, PLAN_STATUSES } from '@club/domain';
import { z } from 'zod';
import { ZMembershipType } from './user';

// Card payments through Stripe (DECISIONS.md, Card payments are Stripe's, when the club configures
// it): Checkout for a plan, the Customer Portal, and the member's plan as Stripe manages it.

export const BILLING_MESSAGES = {
  notConfigured: /*i18n*/ 'Card payments are not set up for this club.',
  plan: /*i18n*/ 'Choose Starter, Pro or Elite',
  priceMissing:
    /*i18n*/ "This plan's price is not set up in Stripe yet: the club runs pnpm billing:setup once.",
  alreadySubscribed: /*i18n*/ 'You already pay for a plan by card: use Manage plan to change it.',
  noCustomer: /*i18n*/ 'You have no plan paid by card to manage yet.',
  nothingToPay: /*i18n*/ 'Your balance is paid: there is nothing to pay.',
} as const;

/** Choose on the plans page: the plan to pay for by card. */
export const ZCheckoutInput = z.object({
  plan: z.enum(PAID_PLANS, { error: BILLING_MESSAGES.plan }),
});
export type TCheckoutInput = z.input<typeof ZCheckoutInput>;

/** A Stripe page to send the browser to (Checkout or the Customer Portal). */
export const ZBillingRedirect = z.object({ url: z.string() });
export type TBillingRedirect = z.infer<typeof ZBillingRedirect>;

/** The member's plan and, when Stripe manages it, its state and dates (ISO instants). */
export const ZMemberPlan = z.object({
  /** The plan the member books with now (none once a failed renewal's grace has ended). */
  membershipType: ZMembershipType,
  /** null: the plan is not paid by card (set by the club). */
  status: z.enum(PLAN_STATUSES).nullable(),
  /** The end of the period paid for: the next renewal, or the plan's end when cancelled. */
  paidThrough: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Past due: the last day to update the card before booking as `none`. */
  graceEndsAt: z.string().nullable(),
  /** The member has a Stripe customer: Manage plan opens the Customer Portal. */
  canManage: z.boolean(),
});
export type TMemberPlan = z.infer<typeof ZMemberPlan>;
