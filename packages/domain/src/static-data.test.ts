import { describe, expect, it } from 'vitest';
import type { Plan } from './plans';
import { lowestPlanPrice, membershipPriceLine, PLANS } from './plans';
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
  it('Starter $99, Pro $199, Elite $349 with their included hours', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price, p.period, p.hoursPerMonth])).toEqual([
      ['starter', 'Starter', 99, 'month', 5],
      ['pro', 'Pro', 199, 'month', 12],
      ['elite', 'Elite', 349, 'month', null],
    ]);
  });

  it('the demo price line comes from the plans, not $300', () => {
    const cheaper: Plan = {
      id: 'starter',
      name: 'Starter',
      price: 79,
      period: 'month',
      hoursPerMonth: 5,
    };
    expect(membershipPriceLine()).toBe('Memberships from $99 per month');
    expect(lowestPlanPrice([...PLANS, cheaper])).toBe(79);
    expect(membershipPriceLine([cheaper])).toBe('Memberships from $79 per month');
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
  ])('from today 2026-03-08, %s allowed: %s', (date, ok) =>
    expect(isDemoDateAllowed(date, '2026-03-08')).toBe(ok),
  );

  it('the window clamps month ends', () =>
    expect(demoDateWindow('2026-11-30')).toEqual({ min: '2026-11-30', max: '2027-02-28' }));

  it('option lists', () => {
    expect(PREFERRED_TIME_OPTIONS.map((o) => o.label)).toEqual([
      'Morning (9AM-12PM)',
      'Afternoon (12PM-5PM)',
      'Evening (5PM-9PM)',
    ]);
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
    expect(DEMO_STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      'all',
      'pending',
      'scheduled',
      'completed',
      'cancelled',
      'no-show',
    ]);
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
