import Stripe from 'stripe';
import type { Billing } from './billing';

/** The metadata `purpose` of a Pay balance Checkout: its completion is a payment on the account. */
export const BALANCE_PURPOSE = 'balance';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a Stripe-compatible server (its host, port and protocol are the SDK's options). */
  apiUrl?: string;
}

/** The SDK's documented options for another API address (tests' local server). */
function addressOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Billing on Stripe's official SDK. */
export function stripeBilling(settings: StripeSettings): Billing {
  const stripe = new Stripe(settings.secretKey, {
    ...addressOptions(settings.apiUrl),
    appInfo: { name: 'inside9-club' },
  });

  return {
    async priceIdOf(lookupKey) {
      const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      return prices.data[0]?.id ?? null;
    },

    async createCustomer(member) {
      const customer = await stripe.customers.create({
        email: member.email,
        name: member.name,
        metadata: { userId: String(member.id) },
      });
      return customer.id;
    },

    async subscriptionCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: String(request.userId),
        line_items: [{ price: request.priceId, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        subscription_data: { metadata: { userId: String(request.userId) } },
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return session.url;
    },

    async balanceCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer: request.customerId,
        client_reference_id: String(request.userId),
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: 'Account balance' },
            },
            quantity: 1,
          },
        ],
        metadata: { userId: String(request.userId), purpose: BALANCE_PURPOSE },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return session.url;
    },

    async portal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async ensurePrices(prices) {
      const existing = await stripe.prices.list({
        lookup_keys: prices.map((p) => p.lookupKey),
        active: true,
        limit: 100,
      });
      const have = new Set(existing.data.map((p) => p.lookup_key));
      const created: string[] = [];
      for (const price of prices) {
        if (have.has(price.lookupKey)) continue;
        const product = await stripe.products.create({ name: price.productName });
        await stripe.prices.create({
          product: product.id,
          currency: 'usd',
          unit_amount: price.unitAmount,
          recurring: { interval: 'month' },
          lookup_key: price.lookupKey,
        });
        created.push(price.lookupKey);
      }
      return created;
    },

    verifiedEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

/** Billing when the environment configures Stripe; null otherwise (no card payments). */
export function billingFromEnv(env: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
}): Billing | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return stripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  });
}
