import {
  ZAdminBillingInput,
  ZBilling,
  ZBillingInput,
  ZLedgerRecorded,
  ZRecordCreditInput,
  ZRecordPaymentInput,
} from '@club/contract';
import {
  billingOf,
  memberBillingForAdmin,
  recordCredit,
  recordPayment,
} from '../../services/ledger/billing-service';
import { adminProcedure, memberProcedure, router } from '../trpc';

/** My Account's Billing tab: the signed-in member's balance and statement (DECISIONS.md, ledger). */
export const billingRouter = router({
  /** The balance and one page of the statement, newest first, each line with the balance after it. */
  mine: memberProcedure
    .input(ZBillingInput)
    .output(ZBilling)
    .query(({ ctx, input }) => billingOf(ctx.deps, ctx.user.id, input)),
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
