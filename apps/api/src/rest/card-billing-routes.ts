import { BILLING_MESSAGES } from '@club/contract';
import { defineRoutes } from './route';

const tag = 'Card payments';
const notConfigured = `${BILLING_MESSAGES.notConfigured} (code NOT_FOUND: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are unset)`;

export const cardBillingRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/billing/plan',
    procedure: 'billing.plan',
    summary:
      "The member's plan as they book with it now, and, when Stripe manages it, its status (active, past_due, canceled), the date it is paid through, whether it ends then, and a failed renewal's last day",
    tag,
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    procedure: 'billing.checkout',
    summary:
      "Choose: a Stripe Checkout page (subscription mode) for the plan's monthly price; the member's Stripe customer is made once",
    tag,
    errors: {
      404: notConfigured,
      409: `${BILLING_MESSAGES.alreadySubscribed}; or: ${BILLING_MESSAGES.priceMissing}`,
    },
  },
  {
    method: 'POST',
    path: '/api/billing/pay-balance',
    procedure: 'billing.payBalance',
    summary:
      "Pay balance: a Stripe Checkout page (payment mode) for the member's open balance; its completion is a card payment on their account",
    tag,
    errors: { 404: notConfigured, 409: BILLING_MESSAGES.nothingToPay },
  },
  {
    method: 'POST',
    path: '/api/billing/portal',
    procedure: 'billing.portal',
    summary:
      "Manage plan: Stripe's Customer Portal for the member (change plan or card, cancel at the period's end)",
    tag,
    errors: { 404: notConfigured, 409: BILLING_MESSAGES.noCustomer },
  },
]);
