import { PAID_PLANS, PLAN_LOOKUP_KEYS, PLANS } from '@club/domain';
import type { Billing, PlanPrice } from './billing';

/** The monthly prices Choose sells, from the plans: starter_monthly $99, pro_monthly $199, elite_monthly $349. */
export function clubPlanPrices(): PlanPrice[] {
  return PAID_PLANS.map((id) => {
    const plan = PLANS.find((p) => p.id === id);
    if (!plan) throw new Error(`No plan ${id}`);
    return {
      lookupKey: PLAN_LOOKUP_KEYS[id],
      unitAmount: plan.price * 100,
      productName: `Inside 9 ${plan.name} membership`,
    };
  });
}

/**
 * `pnpm billing:setup`: creates each monthly price (and its product) missing by lookup key; one that
 * exists is left as it is, so a second run creates nothing. Answers a line per price.
 */
export async function setUpPlanPrices(billing: Billing): Promise<string[]> {
  const prices = clubPlanPrices();
  const created = await billing.ensurePrices(prices);
  return prices.map(
    (p) => `${p.lookupKey}: ${created.includes(p.lookupKey) ? 'created' : 'already set up'}`,
  );
}
