import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminPriceCents,
  durationFactorPercent,
  centsToDollars,
  dollarsToCents,
  formatCents,
  isAdminPeak,
  memberPriceCents,
  quoteAdminBooking,
  quoteMemberBooking,
} from './pricing';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';

describe('memberPriceCents (spec 9 member schedule)', () => {
  it.each([
    // minutes, off-peak $, peak $
    [30, 35, 35], // flat for half an hour
    [60, 40, 50], // the plain hourly rate
    [90, 57, 71], // 0.95: 40*1.5*.95 = 57; 50*1.5*.95 = 71.25
    [120, 76, 95], // 0.95
    [150, 90, 113], // 0.9: 112.5 rounds half up
    [180, 108, 135], // 0.9
    [210, 119, 149], // 0.85: 148.75
    [240, 136, 170], // 0.85
  ])('%i minutes: off-peak $%i, peak $%i', (minutes, offPeak, peak) => {
    expect(memberPriceCents(minutes, false)).toBe(offPeak * 100);
    expect(memberPriceCents(minutes, true)).toBe(peak * 100);
  });

  it.each([0, -30, 45, 29.5, Number.NaN])('rejects %d minutes', (minutes) => {
    expect(() => memberPriceCents(minutes, false)).toThrow('30-minute steps');
  });
});

describe('durationFactorPercent', () => {
  it.each([
    [60, 100],
    [61, 95],
    [120, 95],
    [121, 90],
    [180, 90],
    [181, 85],
  ])('%i min -> %i %%', (m, pct) => expect(durationFactorPercent(m)).toBe(pct));
});

describe('adminPriceCents (spec 9 admin schedule)', () => {
  it.each([
    [30, 23, 28], // 22.5 and 27.5 round half up
    [60, 45, 55],
    [90, 64, 78], // 5 %: 64.125, 78.375
    [120, 86, 105], // 5 %: 85.5, 104.5
    [150, 101, 124], // 10 %: 101.25, 123.75
    [180, 122, 149], // 10 %: 121.5, 148.5
    [210, 134, 164], // 15 %: 133.875, 163.625
    [240, 153, 187], // 15 %
  ])('%i minutes: off-peak $%i, peak $%i', (minutes, offPeak, peak) => {
    expect(adminPriceCents(minutes, false)).toBe(offPeak * 100);
    expect(adminPriceCents(minutes, true)).toBe(peak * 100);
  });
});

describe('isAdminPeak (clock rule, local hour)', () => {
  it.each([
    ['2026-03-10', '15:30', false], // Tuesday
    ['2026-03-10', '16:00', true],
    ['2026-03-10', '12:00', false],
    ['2026-03-10', '23:30', true],
    ['2026-03-14', '11:30', false], // Saturday
    ['2026-03-14', '12:00', true],
    ['2026-03-15', '15:30', true], // Sunday
    ['2026-03-15', '09:00', false],
    ['2026-03-08', '12:00', true], // Sunday of the spring change
    ['2026-11-01', '11:30', false], // Sunday of the fall change
  ])('%s %s peak: %s', (date, time, peak) => {
    expect(isAdminPeak(atLocalTime(date, time, CHI), CHI)).toBe(peak);
  });

  it('reads the hour in the location zone, not UTC', () => {
    const t = new Date('2026-03-10T20:30:00Z'); // 3:30 PM in Chicago (CDT), 8:30 PM UTC
    expect(isAdminPeak(t, CHI)).toBe(false);
    expect(isAdminPeak(t, 'UTC')).toBe(true);
  });
});

describe('quotes', () => {
  it('member quote: peak from the bay windows', () => {
    const hours = [{ dayOfWeek: 2, startTime: '16:00', endTime: '21:00', isPeak: true }];
    expect(
      quoteMemberBooking({
        start: atLocalTime('2026-03-10', '16:00', CHI),
        durationMinutes: 90,
        zone: CHI,
        hours,
      }),
    ).toEqual({ isPeak: true, priceCents: 7100 });
    expect(
      quoteMemberBooking({
        start: atLocalTime('2026-03-10', '15:30', CHI),
        durationMinutes: 90,
        zone: CHI,
        hours,
      }),
    ).toEqual({ isPeak: false, priceCents: 5700 });
  });

  it('admin quote: peak from the clock', () => {
    expect(
      quoteAdminBooking({
        start: atLocalTime('2026-03-14', '13:00', CHI),
        durationMinutes: 60,
        zone: CHI,
      }),
    ).toEqual({
      isPeak: true,
      priceCents: 5500,
    });
  });
});

describe('price invariants', () => {
  const duration = fc.integer({ min: 1, max: 16 }).map((n) => n * 30);
  it.each([
    ['member', memberPriceCents],
    ['admin', adminPriceCents],
  ] as const)(
    '%s price is whole dollars, never negative, grows with duration, peak >= off-peak',
    (_, price) => {
      fc.assert(
        fc.property(duration, duration, fc.boolean(), (a, b, peak) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          expect(price(short, peak)).toBeGreaterThan(0);
          expect(price(short, peak) % 100).toBe(0);
          expect(price(long, peak)).toBeGreaterThanOrEqual(price(short, peak));
          expect(price(short, true)).toBeGreaterThanOrEqual(price(short, false));
        }),
      );
    },
  );
});

describe('formatCents', () => {
  it.each([
    [5700, '$57'],
    [2250, '$22.50'],
    [0, '$0'],
    [123456, '$1,234.56'],
    [-500, '-$5'],
  ])('%i -> %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('dollarsToCents and centsToDollars', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [12.345, 1235],
    [19.99, 1999],
    [20, 2000],
    [1000, 100_000],
  ])('$%d -> %i cents', (dollars, cents) => expect(dollarsToCents(dollars)).toBe(cents));

  it('a whole number of cents survives the way there and back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (cents) => dollarsToCents(centsToDollars(cents)) === cents,
      ),
    );
  });
});
