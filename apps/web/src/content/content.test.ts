import { membershipPriceLine, PLANS } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { MEMBERSHIP_FAQ } from './faq';
import { PLAN_OFFERS } from './plans';

describe('plan offers', () => {
  it('Starter $99, Pro $199 (most popular), Elite $349, in the domain order', () => {
    expect(PLAN_OFFERS.map((p) => [p.name, p.price, p.popular])).toEqual([
      ['Starter', 99, false],
      ['Pro', 199, true],
      ['Elite', 349, false],
    ]);
    expect(PLAN_OFFERS.map((p) => p.id)).toEqual(PLANS.map((p) => p.id));
    expect(membershipPriceLine()).toBe('Memberships from $99 per month');
  });

  it("states each plan's included hours from the plan data and the spec's benefits", () => {
    const [starter, pro, elite] = PLAN_OFFERS.map((p) =>
      p.features.map((feature) => i18n._(feature)).join(' | '),
    );
    expect(starter).toMatch(/^5 hours of simulator time each month \| Non-peak access/);
    expect(pro).toMatch(/^12 hours of simulator time each month.*1 free coaching session/);
    for (const fact of [
      'Unlimited simulator time',
      '7-day priority booking',
      '2 free coaching sessions',
      'Free entry to every league',
      '2 guest passes per month',
    ]) {
      expect(elite).toContain(fact);
    }
  });
});

describe('membership FAQ', () => {
  it('states roll-over, notice and proration (spec)', () => {
    const text = MEMBERSHIP_FAQ.map((f) => i18n._(f.answer)).join(' ');
    expect(text).toContain('do not roll over');
    expect(text).toContain('30 days notice');
    expect(text).toContain('prorated');
  });

  it('gives the booking limits as the rules define them', () => {
    // The questions and answers as an English reader gets them.
    const faq = MEMBERSHIP_FAQ.map((f) => ({
      question: i18n._(f.question),
      answer: i18n._(f.answer),
    }));
    expect(faq.find((f) => f.question === 'When can I play?')?.answer).toBe(
      'The club is open to members 24/7. Book up to 14 days ahead, in sessions of 30 minutes to 4 hours, up to 4 hours per day.',
    );
    expect(faq.at(-1)).toEqual({
      question: 'What happens at the free demo?',
      answer:
        'Your free demo lasts about 1 hour. Bring up to 3 guests and please arrive 15 minutes early.',
    });
  });
});
