import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WAIVER_MESSAGES,
  waiverRequired,
  waiverStanding,
  waiverViolation,
  type WaiverState,
} from './waiver';

describe('waiverRequired', () => {
  it.each<[string, WaiverState, boolean]>([
    ['off, never accepted', { enabled: false, currentVersion: 3, acceptedVersion: null }, false],
    ['off, an old version', { enabled: false, currentVersion: 3, acceptedVersion: 1 }, false],
    [
      'on, no text to accept',
      { enabled: true, currentVersion: null, acceptedVersion: null },
      false,
    ],
    ['on, never accepted', { enabled: true, currentVersion: 1, acceptedVersion: null }, true],
    ['on, the version before', { enabled: true, currentVersion: 3, acceptedVersion: 2 }, true],
    ['on, the current version', { enabled: true, currentVersion: 3, acceptedVersion: 3 }, false],
    ['on, a later version', { enabled: true, currentVersion: 3, acceptedVersion: 4 }, false],
  ])('%s: %s', (_, state, required) => {
    expect(waiverRequired(state)).toBe(required);
  });

  it('refuses with WAIVER_REQUIRED and the product text', () => {
    expect(waiverViolation({ enabled: true, currentVersion: 2, acceptedVersion: 1 })).toEqual({
      code: 'WAIVER_REQUIRED',
      message: 'Please accept the club waiver before booking.',
    });
    expect(WAIVER_MESSAGES.required).toBe('Please accept the club waiver before booking.');
    expect(waiverViolation({ enabled: true, currentVersion: 2, acceptedVersion: 2 })).toBeNull();
  });

  it('accepting the current version always lifts it; switching it off always does', () => {
    const version = fc.option(fc.integer({ min: 1, max: 50 }), { nil: null });
    fc.assert(
      fc.property(fc.boolean(), version, version, (enabled, current, accepted) => {
        const state = { enabled, currentVersion: current, acceptedVersion: accepted };
        expect(waiverRequired({ ...state, acceptedVersion: current })).toBe(false);
        expect(waiverRequired({ ...state, enabled: false })).toBe(false);
        expect(waiverViolation(state) !== null).toBe(waiverRequired(state));
      }),
    );
  });
});

describe('waiverStanding', () => {
  it.each<[number | null, number | null, ReturnType<typeof waiverStanding>]>([
    [3, null, 'never'],
    [null, null, 'never'],
    [3, 2, 'older'],
    [3, 3, 'current'],
    [3, 4, 'current'],
    [null, 1, 'current'],
  ])('current %j, accepted %j: %s', (current, accepted, standing) => {
    expect(waiverStanding(current, accepted)).toBe(standing);
  });

  it('agrees with waiverRequired when the switch is on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.integer({ min: 1, max: 50 })),
        (c, a) => {
          const required = waiverRequired({ enabled: true, currentVersion: c, acceptedVersion: a });
          expect(required).toBe(waiverStanding(c, a) !== 'current');
        },
      ),
    );
  });
});
