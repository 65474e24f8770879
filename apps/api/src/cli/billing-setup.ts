// pnpm billing:setup
// Creates in the club's Stripe account the three monthly prices (and their products) that Choose
// sells, found by lookup key: starter_monthly $99, pro_monthly $199, elite_monthly $349. A price
// that exists is left as it is, so running it again creates nothing.
import { loadEnv } from '../env';
import { setUpPlanPrices } from '../services/billing/billing-setup';
import { billingFromEnv } from '../services/billing/stripe-billing';

const billing = billingFromEnv(loadEnv());
if (!billing) {
  console.error('Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first (README, Card payments).');
  process.exitCode = 1;
} else {
  try {
    for (const line of await setUpPlanPrices(billing)) console.log(line);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
