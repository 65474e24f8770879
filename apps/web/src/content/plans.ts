import type { Plan } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PLANS } from '@club/domain/plans';

/**
 * What the screens say about a plan, as catalog messages (a screen shows them with `t`). Prices
 * and included hours are the domain's (one source).
 */
export interface PlanCopy {
  description: MessageDescriptor;
  features: readonly MessageDescriptor[];
  /** Set apart as 'Most Popular'. */
  popular: boolean;
}

/** A plan as the screens offer it: the domain's facts and the club's words. */
export type PlanOffer = Plan & PlanCopy;

function includedHours(plan: Plan): MessageDescriptor {
  const hours = plan.hoursPerMonth;
  return hours === null
    ? msg`Unlimited simulator time, peak and non-peak`
    : msg`${plural(hours, {
        one: '# hour of simulator time each month',
        other: '# hours of simulator time each month',
      })}`;
}

const COPY: Record<Plan['id'], (plan: Plan) => PlanCopy> = {
  starter: (plan) => ({
    description: msg`Your first season indoors: dependable practice time on tour-grade simulators.`,
    features: [
      includedHours(plan),
      msg`Non-peak access, any day of the week`,
      msg`Members-only 24/7 entry to the club`,
      msg`Shot tracking and swing data on every session`,
      msg`Member pricing on extra sessions`,
    ],
    popular: false,
  }),
  pro: (plan) => ({
    description: msg`For the committed golfer who plays through every season and wants to keep improving.`,
    features: [
      includedHours(plan),
      msg`Peak and non-peak access, 24/7`,
      msg`1 free coaching session each month with a certified coach`,
      msg`Shot tracking, swing data and session history`,
      msg`Member pricing on extra sessions and leagues`,
    ],
    popular: true,
  }),
  elite: (plan) => ({
    description: msg`The full private-club experience: unlimited play, first pick of tee times and guests.`,
    features: [
      includedHours(plan),
      msg`7-day priority booking`,
      msg`2 free coaching sessions each month`,
      msg`Free entry to every league`,
      msg`2 guest passes per month`,
      msg`Shot tracking, swing data and session history`,
    ],
    popular: false,
  }),
};

/** The three plans in the domain's order, each with its words. */
export const PLAN_OFFERS: readonly PlanOffer[] = PLANS.map((plan) => ({
  ...plan,
  ...COPY[plan.id](plan),
}));
