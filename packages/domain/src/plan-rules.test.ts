import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TYPES } from './enums';
import {
  bookingWindowDaysFor,
  coverSession,
  hoursRemaining,
  includedLessonsPerMonth,
  leagueEntryIncluded,
  offPeakOnlyViolation,
  planMinutesLeft,
  planMinutesPerMonth,
  planMonthOf,
  planPriceCents,
  priceSessionsInOrder,
} from './plan-rules';
import { memberBookingViolation } from './booking-rules';
import { memberPriceCents } from './pricing';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const tier = fc.constantFrom(...MEMBERSHIP_TYPES);
const duration = fc.integer({ min: 1, max: 8 }).map((n) => n * 30);

describe('the month a session draws on (the club zone, DST included)', () => {
  it.each([
    // a start, its month, the month's first instant and the renewal, in UTC
    ['2026-11-30', '23:30', '2026-11', '2026-11-01T05:00:00.000Z', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01', '00:00', '2026-12', '2026-12-01T06:00:00.000Z', '2027-01-01T06:00:00.000Z'],
    // March: the month starts in CST and renews in CDT
    ['2027-03-14', '03:00', '2027-03', '2027-03-01T06:00:00.000Z', '2027-04-01T05:00:00.000Z'],
    ['2027-02-28', '23:30', '2027-02', '2027-02-01T06:00:00.000Z', '2027-03-01T06:00:00.000Z'],
  ])('%s %s is in %s', (date, time, month, from, to) => {
    const m = planMonthOf(atLocalTime(date, time, CHI), CHI);
    expect({ month: m.month, from: m.from.toISOString(), to: m.to.toISOString() }).toEqual({
      month,
      from,
      to,
    });
  });

  it('holds its start, and the months of any two instants are the same or do not overlap', () => {
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const ma = planMonthOf(a, CHI);
        const mb = planMonthOf(b, CHI);
        expect(ma.from.getTime()).toBeLessThanOrEqual(a);
        expect(a).toBeLessThan(ma.to.getTime());
        if (ma.month === mb.month) expect(ma).toEqual(mb);
        else expect(ma.to <= mb.from || mb.to <= ma.from).toBe(true);
      }),
    );
  });
});

describe('plan hours', () => {
  it('Starter 5 h, Pro 12 h, Member and Elite unlimited, no plan none', () => {
    expect(MEMBERSHIP_TYPES.map((t) => [t, planMinutesPerMonth(t)])).toEqual([
      ['none', 0],
      ['member', null],
      ['starter', 300],
      ['pro', 720],
      ['elite', null],
    ]);
    expect(hoursRemaining('pro', 90)).toBe(10.5);
    expect(hoursRemaining('starter', 600)).toBe(0);
    expect(hoursRemaining('elite', 6000)).toBeNull();
    expect(hoursRemaining('none', 0)).toBe(0);
  });

  it('a session is covered first and charged for the rest: the two always add up to it', () => {
    fc.assert(
      fc.property(tier, fc.integer({ min: 0, max: 2000 }), duration, (t, used, minutes) => {
        const left = planMinutesLeft(t, used);
        const { coveredMinutes, chargedMinutes } = coverSession(minutes, left);
        expect(coveredMinutes + chargedMinutes).toBe(minutes);
        expect(coveredMinutes).toBeGreaterThanOrEqual(0);
        if (left === null) expect(chargedMinutes).toBe(0);
        else expect(coveredMinutes).toBeLessThanOrEqual(left);
      }),
    );
  });

  it('sessions booked one after another never cover more than the month holds', () => {
    fc.assert(
      fc.property(fc.constantFrom('starter', 'pro' as const), fc.array(duration), (t, sessions) => {
        let used = 0;
        let covered = 0;
        for (const minutes of sessions) {
          const cover = coverSession(minutes, planMinutesLeft(t, used));
          covered += cover.coveredMinutes;
          used += minutes;
        }
        expect(covered).toBeLessThanOrEqual(planMinutesPerMonth(t) ?? Infinity);
        expect(covered).toBe(Math.min(used, planMinutesPerMonth(t) ?? 0));
      }),
    );
  });

  it('prices sessions confirmed together in order, each drawing on what the ones before left', () => {
    const pro = { userId: 1, tier: 'pro' as const, isPeak: false };
    const prices = priceSessionsInOrder(
      [
        { ...pro, month: '2026-11', minutes: 60 },
        { ...pro, month: '2026-11', minutes: 90 },
        { ...pro, month: '2026-12', minutes: 60 },
        { userId: 2, tier: 'none', month: '2026-11', minutes: 60, isPeak: true },
      ],
      new Map([['1|2026-11', 11 * 60]]),
    );
    // the last hour of November covered, then 90 min charged; December covered; no plan: $50
    expect(prices).toEqual([
      { priceCents: 0, planMinutes: 60 },
      { priceCents: 5700, planMinutes: 0 },
      { priceCents: 0, planMinutes: 60 },
      { priceCents: 5000, planMinutes: 0 },
    ]);
  });

  it("spends on plan hours only what it covers: the month's plan minutes never pass the allowance", () => {
    fc.assert(
      fc.property(tier, fc.array(duration, { maxLength: 12 }), (t, minutes) => {
        const sessions = minutes.map((m) => ({
          userId: 1,
          tier: t,
          month: '2026-11',
          minutes: m,
          isPeak: false,
        }));
        const spent = priceSessionsInOrder(sessions, new Map()).reduce(
          (n, p) => n + p.planMinutes,
          0,
        );
        const total = minutes.reduce((n, m) => n + m, 0);
        expect(spent).toBe(Math.min(total, planMinutesPerMonth(t) ?? (t === 'none' ? 0 : total)));
      }),
    );
  });

  it('prices the charged part as a session of that length: 90 min with 1 h left costs $35', () => {
    const cover = coverSession(90, 60);
    expect(cover).toEqual({ coveredMinutes: 60, chargedMinutes: 30 });
    expect(planPriceCents(cover, false, 'member')).toBe(3500);
    expect(planPriceCents(coverSession(120, 0), true, 'member')).toBe(memberPriceCents(120, true));
    expect(planPriceCents(coverSession(60, 60), true, 'admin')).toBe(0);
    expect(planPriceCents(coverSession(60, 0), true, 'admin')).toBe(5500);
  });
});

describe('what else each tier gets', () => {
  it('Starter books off-peak only', () => {
    expect(offPeakOnlyViolation('starter', true)).toBe(
      'Your Starter plan books off-peak times only.',
    );
    for (const t of MEMBERSHIP_TYPES) expect(offPeakOnlyViolation(t, false)).toBeNull();
    for (const t of ['none', 'member', 'pro', 'elite'] as const)
      expect(offPeakOnlyViolation(t, true)).toBeNull();
  });

  it('Elite books 21 days ahead, the others 14; Elite league entry included; Pro 1 and Elite 2 lessons', () => {
    expect(MEMBERSHIP_TYPES.map(bookingWindowDaysFor)).toEqual([14, 14, 14, 14, 21]);
    expect(MEMBERSHIP_TYPES.filter(leagueEntryIncluded)).toEqual(['elite']);
    expect(MEMBERSHIP_TYPES.map(includedLessonsPerMonth)).toEqual([0, 0, 0, 1, 2]);
  });

  it("the member rules take the plan's window, and say it when refused", () => {
    const now = atLocalTime('2026-11-23', '09:00', CHI);
    const at = (date: string) => ({
      start: atLocalTime(date, '10:00', CHI),
      durationMinutes: 60,
      now,
      zone: CHI,
      ownBookings: [],
    });
    expect(memberBookingViolation({ ...at('2026-12-13'), windowDays: 21 })).toBeNull();
    expect(memberBookingViolation({ ...at('2026-12-14'), windowDays: 21 })?.message).toBe(
      'Bookings can be made for today and the next 20 days.',
    );
    expect(memberBookingViolation(at('2026-12-07'))?.message).toBe(
      'Bookings can be made for today and the next 13 days.',
    );
  });
});
