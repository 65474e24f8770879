/**
 * A membership plan (static; spec 3 and 9): the facts rules and price lines read. Price in whole
 * dollars per period. What the screens say about a plan is the web's (apps/web/src/content).
 */
export interface Plan {
  id: 'starter' | 'pro' | 'elite';
  name: string;
  price: number;
  period: 'month';
  /** Included simulator hours per month; null means unlimited. */
  hoursPerMonth: number | null;
}

/** The three plans: Starter $99, Pro $199, Elite $349. */
export const PLANS: readonly Plan[] = [
  { id: 'starter', name: 'Starter', price: 99, period: 'month', hoursPerMonth: 5 },
  { id: 'pro', name: 'Pro', price: 199, period: 'month', hoursPerMonth: 12 },
  { id: 'elite', name: 'Elite', price: 349, period: 'month', hoursPerMonth: null },
];

/** The lowest monthly plan price in whole dollars. */
export function lowestPlanPrice(plans: readonly Plan[] = PLANS): number {
  return Math.min(...plans.map((p) => p.price));
}

/** The demo page's price line, derived from the plans: 'Memberships from $99 per month'. */
export function membershipPriceLine(plans: readonly Plan[] = PLANS): string {
  return `Memberships from $${lowestPlanPrice(plans)} per month`;
}
