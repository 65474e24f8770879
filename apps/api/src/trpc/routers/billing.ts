import { ZBillingRedirect, ZCheckoutInput, ZMemberPlan } from '@club/contract';
import {
  checkoutForPlan,
  memberPlan,
  portalForMember,
} from '../../services/billing/billing-service';
import { memberProcedure, router } from '../trpc';

/** Card payments through Stripe (DECISIONS.md): Choose, Manage plan, and the plan's state. */
export const billingRouter = router({
  /** The member's plan, and its state and next renewal when Stripe manages it. */
  plan: memberProcedure.output(ZMemberPlan).query(({ ctx }) => memberPlan(ctx.deps, ctx.user)),

  /** Choose: a Stripe Checkout page for a monthly subscription of the plan. */
  checkout: memberProcedure
    .input(ZCheckoutInput)
    .output(ZBillingRedirect)
    .mutation(({ ctx, input }) => checkoutForPlan(ctx.deps, ctx.user, input)),

  /** Manage plan: Stripe's Customer Portal (change plan, card, or cancel at the period's end). */
  portal: memberProcedure
    .output(ZBillingRedirect)
    .mutation(({ ctx }) => portalForMember(ctx.deps, ctx.user)),
});
