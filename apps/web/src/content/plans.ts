import type { Plan } from '@club/domain';
import { PLANS } from '@club/domain/plans';

/** What the screens say about a plan. Prices and included hours are the domain's (one source). */
export interface PlanCopy {
  description: string;
  features: readonly string[];
  /** Set apart as 'Most Popular'. */
  popular: boolean;
}

/** A plan as the screens offer it: the domain's facts and the club's words. */
export type PlanOffer = Plan & PlanCopy;

function includedHours(plan: Plan): string {
  return plan.hoursPerMonth === null
    ? 'Unlimited simulator time, peak and non-peak'
    : `${plan.hoursPerMonth} hours of simulator time each month`;
}

const COPY: Record<Plan['id'], (plan: Plan) => PlanCopy> = {
  starter: (plan) => ({
    description: 'Your first season indoors: dependable practice time on tour-grade simulators.',
    features: [
      includedHours(plan),
      'Non-peak access, any day of the week',
      'Members-only 24/7 entry to the club',
      'Shot tracking and swing data on every session',
      'Member pricing on extra sessions',
    ],
    popular: false,
  }),
  pro: (plan) => ({
    description:
      'For the committed golfer who plays through every season and wants to keep improving.',
    features: [
      includedHours(plan),
      'Peak and non-peak access, 24/7',
      '1 free coaching session each month with a certified coach',
      'Shot tracking, swing data and session history',
      'Member pricing on extra sessions and leagues',
    ],
    popular: true,
  }),
  elite: (plan) => ({
    description:
      'The full private-club experience: unlimited play, first pick of tee times and guests.',
    features: [
      includedHours(plan),
      '7-day priority booking',
      '2 free coaching sessions each month',
      'Free entry to every league',
      '2 guest passes per month',
      'Shot tracking, swing data and session history',
    ],
    popular: false,
  }),
};

/** The three plans in the domain's order, each with its words. */
export const PLAN_OFFERS: readonly PlanOffer[] = PLANS.map((plan) => ({
  ...plan,
  ...COPY[plan.id](plan),
}));
