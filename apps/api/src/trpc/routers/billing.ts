import {
  ZAdminBillingInput,
  ZBilling,
  ZBillingInput,
  ZBillingRedirect,
  ZCheckoutInput,
  ZLedgerRecorded,
  ZMemberPlan,
  ZRecordCreditInput,
  ZRecordPaymentInput,
} from '@club/contract';
import {
  checkoutForBalance,
  checkoutForPlan,
  memberPlan,
  portalForMember,
} from '../../services/billing/billing-service';
import {
  billingOf,
  memberBillingForAdmin,
  recordCredit,
  recordPayment,
} from '../../services/ledger/billing-service';
import { adminProcedure, memberProcedure, router } from '../trpc';

/**
 * The member's money: My Account's Billing tab (the account book, DECISIONS.md) and card payments
 * through Stripe when the club takes them (Choose, Manage plan, and the plan's state).
 */
export const billingRouter = router({
  /** The balance and one page of the statement, newest first, each line with the balance after it. */
  mine: memberProcedure
    .input(ZBillingInput)
    .output(ZBilling)
    .query(({ ctx, input }) => billingOf(ctx.deps, ctx.user.id, input)),

  /** The member's plan, and its state and next renewal when Stripe manages it. */
  plan: memberProcedure.output(ZMemberPlan).query(({ ctx }) => memberPlan(ctx.deps, ctx.user)),

  /** Choose: a Stripe Checkout page for a monthly subscription of the plan. */
  checkout: memberProcedure
    .input(ZCheckoutInput)
    .output(ZBillingRedirect)
    .mutation(({ ctx, input }) => checkoutForPlan(ctx.deps, ctx.user, input)),

  /** Pay balance: a Stripe Checkout page (payment mode) for the open balance. */
  payBalance: memberProcedure
    .output(ZBillingRedirect)
    .mutation(({ ctx }) => checkoutForBalance(ctx.deps, ctx.user)),

  /** Manage plan: Stripe's Customer Portal (change plan, card, or cancel at the period's end). */
  portal: memberProcedure
    .output(ZBillingRedirect)
    .mutation(({ ctx }) => portalForMember(ctx.deps, ctx.user)),
});

/** Member Management's statement of a member, and the desk's payments and credits (audited). */
export const adminBillingRouter = router({
  /** A member's balance and one page of their statement; 404 for no such member. */
  member: adminProcedure
    .input(ZAdminBillingInput)
    .output(ZBilling)
    .query(({ ctx, input: { id, ...paging } }) => memberBillingForAdmin(ctx.deps, id, paging)),

  /** Records a payment (cash, card terminal or check) on a member's account. */
  recordPayment: adminProcedure
    .input(ZRecordPaymentInput)
    .output(ZLedgerRecorded)
    .mutation(({ ctx, input }) => recordPayment(ctx.deps, ctx.user, input)),

  /** Records a credit (a reason required) on a member's account. */
  recordCredit: adminProcedure
    .input(ZRecordCreditInput)
    .output(ZLedgerRecorded)
    .mutation(({ ctx, input }) => recordCredit(ctx.deps, ctx.user, input)),
});
