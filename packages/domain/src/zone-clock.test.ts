import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, atLocalTime, daysBetween, formatTime, localDateOf } from './time';
import { localParts } from './zone-clock';

// The wall-clock arithmetic is checked against luxon (what the domain used before it dropped the
// dependency for speed): same fields for any instant, same instant for any wall time, in zones
// with daylight saving on both hemispheres, odd offsets and a midnight transition.
const ZONES = [
  'America/Chicago',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kathmandu',
  'America/Santiago',
  'America/Havana',
  'Pacific/Chatham',
  'UTC',
];
const zone = fc.constantFrom(...ZONES);
// 1990 to 2060, so every transition rule in those years is crossed
const instant = fc.integer({ min: 631_152_000_000, max: 2_840_140_800_000 });

describe('wall clock in a zone (against luxon)', () => {
  it('gives the same local fields for any instant', () => {
    fc.assert(
      fc.property(instant, zone, (ms, z) => {
        const ours = localParts(ms, z);
        const theirs = DateTime.fromMillis(ms, { zone: z });
        expect(ours).toEqual({
          year: theirs.year,
          month: theirs.month,
          day: theirs.day,
          hour: theirs.hour,
          minute: theirs.minute,
          second: theirs.second,
          millisecond: theirs.millisecond,
          weekday: theirs.weekday % 7,
        });
        expect(localDateOf(ms, z)).toBe(theirs.toISODate());
        expect(formatTime(ms, z)).toBe(theirs.toFormat('h:mm a', { locale: 'en-US' }));
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('finds the same instant for any wall time, the first of a repeated one, past a skipped one', () => {
    const wallTime = fc.record({
      day: fc.integer({ min: 0, max: 25_000 }),
      minutes: fc.integer({ min: 0, max: 47 }).map((half) => half * 30),
    });
    fc.assert(
      fc.property(wallTime, zone, ({ day, minutes }, z) => {
        const date = addDays('1990-01-01', day);
        const [year, month, dom] = date.split('-').map(Number);
        const resolved = DateTime.fromObject(
          { year, month, day: dom, hour: Math.floor(minutes / 60), minute: minutes % 60 },
          { zone: z },
        );
        const earlier = resolved.minus({ hours: 1 });
        const repeated = earlier.hour === resolved.hour && earlier.minute === resolved.minute;
        const expected = (repeated ? earlier : resolved).toMillis();
        const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(atLocalTime(date, clock, z).getTime()).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('does calendar arithmetic like luxon', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1970-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (date, n) => {
        const base = DateTime.fromISO(date, { zone: 'UTC' });
        expect(addDays(date, n)).toBe(base.plus({ days: n }).toISODate());
        expect(addMonths(date, n)).toBe(base.plus({ months: n }).toISODate());
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});
