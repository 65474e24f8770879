import type Stripe from 'stripe';

// The port to the card processor (STYLE.md 18): the product speaks this interface; its one
// implementation is on Stripe's official SDK (stripe-billing.ts).

/** A monthly price the club sells a plan at. */
export interface PlanPrice {
  lookupKey: string;
  /** Integer cents per month. */
  unitAmount: number;
  productName: string;
}

export interface CheckoutRequest {
  customerId: string;
  priceId: string;
  userId: number;
  successUrl: string;
  cancelUrl: string;
}

/** Pay balance: a one-time Checkout for the account book's open balance. */
export interface BalanceCheckoutRequest {
  customerId: string;
  /** Integer cents, above zero. */
  amountCents: number;
  userId: number;
  successUrl: string;
  cancelUrl: string;
}

export interface Billing {
  /** The active price with this lookup key, or null when the club has not set it up. */
  priceIdOf(lookupKey: string): Promise<string | null>;
  /** A new customer for a member (made once per member: the caller keeps its id). */
  createCustomer(member: { id: number; email: string; name: string }): Promise<string>;
  /** A Checkout session in subscription mode for one price; its URL. */
  subscriptionCheckout(request: CheckoutRequest): Promise<string>;
  /** A Checkout session in payment mode for the open balance; its URL. */
  balanceCheckout(request: BalanceCheckoutRequest): Promise<string>;
  /** A Customer Portal session; its URL. */
  portal(customerId: string, returnUrl: string): Promise<string>;
  /** Creates each price (and its product) missing by lookup key; answers the keys it created. */
  ensurePrices(prices: readonly PlanPrice[]): Promise<string[]>;
  /** The event in a webhook's raw body, its signature checked; throws when it is not valid. */
  verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event;
}
