import { LEDGER_MESSAGES } from '@club/domain';
import { defineRoutes } from './route';

const tag = 'Billing (account book)';
const NOT_FOUND = { 404: 'Member not found' };

/** The account book's paths (DECISIONS.md, The club's account book); amounts in integer cents. */
export const billingRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/account/billing',
    procedure: 'billing.mine',
    summary:
      "The signed-in member's balance (`balanceCents`, positive: owed to the club) and one page of " +
      'their statement (`page` from 1, `pageSize` up to 100), newest first: each entry with its date, ' +
      'item, amount and the running balance after it',
    tag,
  },
  {
    method: 'GET',
    path: '/api/admin/members/:id/billing',
    procedure: 'adminBilling.member',
    summary: "Admin: a member's balance and one page of their statement (as /api/account/billing)",
    tag,
    errors: NOT_FOUND,
  },
  {
    method: 'POST',
    path: '/api/admin/members/:id/payments',
    procedure: 'adminBilling.recordPayment',
    summary:
      'Admin: record a payment taken at the desk (`method` cash, card_terminal or check; ' +
      '`amountCents` > 0; optional `note`), audited: { entry, balanceCents }',
    tag,
    status: 201,
    errors: {
      ...NOT_FOUND,
      400: `${LEDGER_MESSAGES.amountPositive} / ${LEDGER_MESSAGES.methodRequired}`,
    },
  },
  {
    method: 'POST',
    path: '/api/admin/members/:id/credits',
    procedure: 'adminBilling.recordCredit',
    summary:
      "Admin: credit a member's account (`amountCents` > 0, `reason` required), audited: { entry, balanceCents }",
    tag,
    status: 201,
    errors: {
      ...NOT_FOUND,
      400: `${LEDGER_MESSAGES.amountPositive} / ${LEDGER_MESSAGES.reasonRequired}`,
    },
  },
]);
