import {
  DAILY_LIMIT_MINUTES,
  MAX_BOOKING_MINUTES,
  MEMBER_DURATIONS,
} from '@club/domain/booking-rules';
import { DEMO_FACTS } from '@club/domain/static-data';
import { BOOKING_WINDOW_DAYS } from '@club/domain/time';

/** A question and its answer on the Membership FAQ. */
export interface FaqEntry {
  question: string;
  answer: string;
}

const hours = (minutes: number) => `${minutes / 60} hours`;

/** The Membership FAQ (spec: roll-over, notice, proration), plus the demo facts. */
export const MEMBERSHIP_FAQ: readonly FaqEntry[] = [
  {
    question: 'Do unused hours roll over?',
    answer:
      'No. Included hours renew at the start of each billing month and do not roll over from month to month.',
  },
  {
    question: 'How do I cancel my membership?',
    answer:
      'Give us 30 days notice and your membership ends after that notice period. There is no cancellation fee.',
  },
  {
    question: 'Can I upgrade my plan?',
    answer:
      'Yes, at any time. Upgrades are prorated, so you only pay the difference for the rest of the month.',
  },
  {
    question: 'How do I become a member?',
    answer:
      'Membership is selective. Book a free demo session, and after your visit our team will review and approve your membership.',
  },
  {
    question: 'When can I play?',
    // The numbers are the booking rules themselves.
    answer: `The club is open to members 24/7. Book up to ${BOOKING_WINDOW_DAYS} days ahead, in sessions of ${MEMBER_DURATIONS[0]} minutes to ${hours(MAX_BOOKING_MINUTES)}, up to ${hours(DAILY_LIMIT_MINUTES)} per day.`,
  },
  {
    question: 'What if every bay is booked?',
    answer:
      'Join the waitlist for that time. When a bay opens up, your booking is confirmed automatically and we let you know by e-mail.',
  },
  {
    question: 'Can I bring guests?',
    answer:
      'Elite members receive 2 guest passes per month. Other members can ask the club about guest visits.',
  },
  { question: 'What happens at the free demo?', answer: DEMO_FACTS.summary },
];
