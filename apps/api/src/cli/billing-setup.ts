// pnpm billing:setup
// Creates in the club's Stripe account the three monthly prices (and their products) that Choose
// sells, found by lookup key: starter_monthly $99, pro_monthly $199, elite_monthly $349. A price
// that exists is left as it is, so running it again creates nothing.
import { PAID_PLANS, PLAN_LOOKUP_KEYS, PLANS } from '@club/domain';
import { loadEnv } from '../env';
import { billingFromEnv } from '../services/billing/stripe-billing';

const billing = billingFromEnv(loadEnv());
if (!billing) {
  console.error('Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first (README, Card payments).');
  process.exit(1);
}
const prices = PAID_PLANS.map((id) => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`No plan ${id}`);
  return {
    lookupKey: PLAN_LOOKUP_KEYS[id],
    unitAmount: plan.price * 100,
    productName: `Inside 9 ${plan.name} membership`,
  };
});
try {
  const created = await billing.ensurePrices(prices);
  for (const price of prices)
    console.log(
      `${price.lookupKey}: ${created.includes(price.lookupKey) ? 'created' : 'already set up'}`,
    );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
