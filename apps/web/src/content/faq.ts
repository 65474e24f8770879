import {
  DAILY_LIMIT_MINUTES,
  MAX_BOOKING_MINUTES,
  MEMBER_DURATIONS,
} from '@club/domain/booking-rules';
import { BOOKING_WINDOW_DAYS } from '@club/domain/time';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DEMO_SUMMARY } from './clubMessages';

/** A question and its answer on the Membership FAQ, as catalog messages (a screen shows them with `t`). */
export interface FaqEntry {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

// The numbers are the booking rules themselves.
const windowDays = BOOKING_WINDOW_DAYS;
const shortestMinutes = MEMBER_DURATIONS[0];
const longestHours = MAX_BOOKING_MINUTES / 60;
const dailyHours = DAILY_LIMIT_MINUTES / 60;

/** The Membership FAQ (spec: roll-over, notice, proration), plus the demo facts. */
export const MEMBERSHIP_FAQ: readonly FaqEntry[] = [
  {
    question: msg`Do unused hours roll over?`,
    answer: msg`No. Included hours renew at the start of each billing month and do not roll over from month to month.`,
  },
  {
    question: msg`How do I cancel my membership?`,
    answer: msg`Give us 30 days notice and your membership ends after that notice period. There is no cancellation fee.`,
  },
  {
    question: msg`Can I upgrade my plan?`,
    answer: msg`Yes, at any time. Upgrades are prorated, so you only pay the difference for the rest of the month.`,
  },
  {
    question: msg`How do I become a member?`,
    answer: msg`Membership is selective. Book a free demo session, and after your visit our team will review and approve your membership.`,
  },
  {
    question: msg`When can I play?`,
    answer: msg`The club is open to members 24/7. Book up to ${windowDays} days ahead, in sessions of ${shortestMinutes} minutes to ${plural(
      longestHours,
      { one: '# hour', other: '# hours' },
    )}, up to ${plural(dailyHours, { one: '# hour', other: '# hours' })} per day.`,
  },
  {
    question: msg`What if every bay is booked?`,
    answer: msg`Join the waitlist for that time. When a bay opens up, your booking is confirmed automatically and we let you know by e-mail.`,
  },
  {
    question: msg`Can I bring guests?`,
    answer: msg`Elite members receive 2 guest passes per month. Other members can ask the club about guest visits.`,
  },
  { question: msg`What happens at the free demo?`, answer: DEMO_SUMMARY },
];
