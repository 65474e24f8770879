import { describe, expect, it } from 'vitest';
import { lowestPlanPrice, MEMBERSHIP_FAQ, membershipPriceLine, PLANS } from './plans';
import {
  BAY_TYPE_OPTIONS,
  CLUB_CONTACT,
  DEMO_FACTS,
  DEMO_REQUEST_STATUS_LABELS,
  DEMO_STATUS_FILTER_OPTIONS,
  DEMO_STATUS_UPDATE_OPTIONS,
  demoDateWindow,
  GAME_TYPE_OPTIONS,
  HEARD_FROM_OPTIONS,
  isDemoDateAllowed,
  LEAGUE_FORMAT_OPTIONS,
  membershipBadge,
  optionLabel,
  PREFERRED_TIME_OPTIONS,
  TEAM_TYPE_OPTIONS,
} from './static-data';

describe('plans', () => {
  it('Starter $99, Pro $199 (popular), Elite $349 with their facts', () => {
    expect(PLANS.map((p) => [p.name, p.price, p.popular, p.hoursPerMonth])).toEqual([
      ['Starter', 99, false, 5],
      ['Pro', 199, true, 12],
      ['Elite', 349, false, null],
    ]);
    const [starter, pro, elite] = PLANS;
    expect(starter?.features.join(' ')).toMatch(/5 hours.*Non-peak/s);
    expect(pro?.features.join(' ')).toMatch(/12 hours.*1 free coaching session/s);
    for (const fact of ['Unlimited', '7-day priority booking', '2 free coaching sessions', 'Free entry to every league', '2 guest passes per month']) {
      expect(elite?.features.join(' ')).toContain(fact);
    }
  });

  it('the demo price line comes from the plans, not $300', () => {
    expect(membershipPriceLine()).toBe('Memberships from $99 per month');
    expect(lowestPlanPrice([{ ...PLANS[0], id: 'starter', price: 79 } as (typeof PLANS)[number]])).toBe(79);
  });

  it('the FAQ states roll-over, notice and proration', () => {
    const text = MEMBERSHIP_FAQ.map((f) => f.answer).join(' ');
    expect(text).toContain('do not roll over');
    expect(text).toContain('30 days notice');
    expect(text).toContain('prorated');
  });
});

describe('demo', () => {
  it('one set of demo facts: about 1 hour, up to 3 guests, 15 minutes early', () => {
    expect(DEMO_FACTS.summary).toBe(
      'Your free demo lasts about 1 hour. Bring up to 3 guests and please arrive 15 minutes early.',
    );
  });

  it.each([
    ['2026-03-07', false],
    ['2026-03-08', true],
    ['2026-06-08', true],
    ['2026-06-09', false],
  ])('from today 2026-03-08, %s allowed: %s', (date, ok) => expect(isDemoDateAllowed(date, '2026-03-08')).toBe(ok));

  it('the window clamps month ends', () => expect(demoDateWindow('2026-11-30')).toEqual({ min: '2026-11-30', max: '2027-02-28' }));

  it('option lists', () => {
    expect(PREFERRED_TIME_OPTIONS.map((o) => o.label)).toEqual(['Morning (9AM-12PM)', 'Afternoon (12PM-5PM)', 'Evening (5PM-9PM)']);
    expect(HEARD_FROM_OPTIONS.map((o) => o.value)).toEqual([
      'Google Search',
      'Social Media',
      'Friend/Family',
      'Local Advertisement',
      'Other',
    ]);
  });

  it('statuses: update excludes completed; filter is all, pending, scheduled, completed, cancelled, no-show', () => {
    expect(DEMO_STATUS_UPDATE_OPTIONS.map((o) => o.value)).not.toContain('completed');
    expect(DEMO_STATUS_UPDATE_OPTIONS).toHaveLength(6);
    expect(DEMO_STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual(['all', 'pending', 'scheduled', 'completed', 'cancelled', 'no-show']);
    expect(DEMO_REQUEST_STATUS_LABELS['became-member']).toBe('Became Member');
    expect(DEMO_REQUEST_STATUS_LABELS['no-membership']).toBe('No Membership');
    expect(DEMO_REQUEST_STATUS_LABELS['no-show']).toBe('No Show');
  });
});

describe('labels', () => {
  it('bay types, formats, team and game types', () => {
    expect(optionLabel(BAY_TYPE_OPTIONS, 'GCQuad')).toBe('GC Quad');
    expect(optionLabel(BAY_TYPE_OPTIONS, 'Premium')).toBe('Premium Suite');
    expect(optionLabel(BAY_TYPE_OPTIONS, 'Mystery')).toBe('Mystery');
    expect(optionLabel(LEAGUE_FORMAT_OPTIONS, 'league')).toBe('Regular League');
    expect(optionLabel(TEAM_TYPE_OPTIONS, 'scramble')).toBe('Scramble (2-person)');
    expect(optionLabel(GAME_TYPE_OPTIONS, 'lowscore')).toBe('Lowest Score');
  });

  it('membership badge: anything but none is a member', () => {
    expect(membershipBadge('none')).toBe('Non-Member');
    expect(membershipBadge('member')).toBe('Member');
    expect(membershipBadge('elite')).toBe('Member');
  });

  it('contact details are in San Antonio, Texas', () => {
    expect(CLUB_CONTACT.phone).toMatch(/^\(210\) \d{3}-\d{4}$/);
    expect(CLUB_CONTACT.address).toContain('San Antonio, TX');
  });
});
