/** A membership plan (static; spec 3 and 9). Price in whole dollars per period. */
export interface Plan {
  id: 'starter' | 'pro' | 'elite';
  name: string;
  price: number;
  period: 'month';
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Included simulator hours per month; null means unlimited. */
  hoursPerMonth: number | null;
}

/** The three plans: Starter $99, Pro $199 (most popular), Elite $349. */
export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 99,
    period: 'month',
    description: 'Your first season indoors: dependable practice time on tour-grade simulators.',
    features: [
      '5 hours of simulator time each month',
      'Non-peak access, any day of the week',
      'Members-only 24/7 entry to the club',
      'Shot tracking and swing data on every session',
      'Member pricing on extra sessions',
    ],
    popular: false,
    hoursPerMonth: 5,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 199,
    period: 'month',
    description: 'For the committed golfer who plays through every season and wants to keep improving.',
    features: [
      '12 hours of simulator time each month',
      'Peak and non-peak access, 24/7',
      '1 free coaching session each month with a certified coach',
      'Shot tracking, swing data and session history',
      'Member pricing on extra sessions and leagues',
    ],
    popular: true,
    hoursPerMonth: 12,
  },
  {
    id: 'elite',
    name: 'Elite',
    price: 349,
    period: 'month',
    description: 'The full private-club experience: unlimited play, first pick of tee times and guests.',
    features: [
      'Unlimited simulator time, peak and non-peak',
      '7-day priority booking',
      '2 free coaching sessions each month',
      'Free entry to every league',
      '2 guest passes per month',
      'Shot tracking, swing data and session history',
    ],
    popular: false,
    hoursPerMonth: null,
  },
];

/** The lowest monthly plan price in whole dollars. */
export function lowestPlanPrice(plans: readonly Plan[] = PLANS): number {
  return Math.min(...plans.map((p) => p.price));
}

/** The demo page's price line, derived from the plans: 'Memberships from $99 per month'. */
export function membershipPriceLine(plans: readonly Plan[] = PLANS): string {
  return `Memberships from $${lowestPlanPrice(plans)} per month`;
}

/** A question and its answer on the Membership FAQ. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The Membership FAQ. */
export const MEMBERSHIP_FAQ: readonly FaqEntry[] = [
  {
    question: 'Do unused hours roll over?',
    answer: 'No. Included hours renew at the start of each billing month and do not roll over from month to month.',
  },
  {
    question: 'How do I cancel my membership?',
    answer: 'Give us 30 days notice and your membership ends after that notice period. There is no cancellation fee.',
  },
  {
    question: 'Can I upgrade my plan?',
    answer: 'Yes, at any time. Upgrades are prorated, so you only pay the difference for the rest of the month.',
  },
  {
    question: 'How do I become a member?',
    answer:
      'Membership is selective. Book a free demo session, and after your visit our team will review and approve your membership.',
  },
  {
    question: 'When can I play?',
    answer:
      'The club is open to members 24/7. Book up to 14 days ahead, in sessions of 30 minutes to 4 hours, up to 4 hours per day.',
  },
  {
    question: 'What if every bay is booked?',
    answer:
      'Join the waitlist for that time. When a bay opens up, your booking is confirmed automatically and we let you know by e-mail.',
  },
  {
    question: 'Can I bring guests?',
    answer: 'Elite members receive 2 guest passes per month. Other members can ask the club about guest visits.',
  },
];
