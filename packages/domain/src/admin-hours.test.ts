import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlappingHours, strandedBookings, weeklyMinutes } from './admin-hours';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const entry = (dayOfWeek: number, startTime: string, endTime: string) => ({
  dayOfWeek,
  startTime,
  endTime,
  isPeak: false,
});

describe('weeklyMinutes', () => {
  it.each([
    [entry(0, '00:00', '01:00'), { start: 0, end: 60 }],
    [entry(1, '09:00', '21:00'), { start: 1440 + 540, end: 1440 + 1260 }],
    [entry(1, '21:00', '24:00'), { start: 1440 + 1260, end: 2880 }],
    [entry(1, '22:00', '00:00'), { start: 1440 + 1320, end: 2880 }],
    [entry(6, '22:00', '02:00'), { start: 6 * 1440 + 1320, end: 7 * 1440 + 120 }],
  ])('%o -> %o', (e, minutes) => {
    expect(weeklyMinutes(e)).toEqual(minutes);
  });
});

describe('overlappingHours', () => {
  const monday = [entry(1, '09:00', '12:00'), entry(1, '14:00', '18:00')];
  it.each([
    [entry(1, '11:59', '13:00'), 0],
    [entry(1, '12:00', '14:00'), null], // touching both ends
    [entry(1, '08:00', '09:01'), 0],
    [entry(1, '17:00', '19:00'), 1],
    [entry(1, '08:00', '20:00'), 0],
    [entry(2, '09:00', '12:00'), null], // another weekday
    [entry(0, '20:00', '09:30'), 0], // Sunday night into Monday morning
    [entry(0, '20:00', '09:00'), null],
  ])('%o overlaps entry %s', (candidate, index) => {
    const found = overlappingHours(monday, candidate);
    expect(found === undefined ? null : monday.indexOf(found)).toBe(index);
  });

  it('wraps Saturday night into Sunday', () => {
    expect(
      overlappingHours([entry(6, '22:00', '02:00')], entry(0, '01:00', '03:00')),
    ).toBeDefined();
    expect(
      overlappingHours([entry(6, '22:00', '02:00')], entry(0, '02:00', '03:00')),
    ).toBeUndefined();
  });

  it('is symmetric', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${m === 0 ? '00' : '30'}`);
    const anEntry = fc
      .tuple(fc.integer({ min: 0, max: 6 }), clock, clock)
      .filter(([, s, e]) => s !== e)
      .map(([d, s, e]) => entry(d, s, e));
    fc.assert(
      fc.property(anEntry, anEntry, (a, b) => {
        expect(overlappingHours([a], b) !== undefined).toBe(overlappingHours([b], a) !== undefined);
      }),
    );
  });
});

describe('strandedBookings', () => {
  const NOW = at('2026-11-23', '09:00');
  const booking = (id: number, date: string, time: string, minutes = 60) => ({
    id,
    startTime: at(date, time),
    endTime: new Date(at(date, time).getTime() + minutes * 60_000),
  });
  const bookings = [
    booking(1, '2026-11-23', '08:00'), // already started: never stranded
    booking(2, '2026-11-24', '10:00'),
    booking(3, '2026-11-24', '22:00'),
  ];
  const ids = (input: Parameters<typeof strandedBookings>[0]['bay']) =>
    strandedBookings({ bookings, now: NOW, zone: CHI, bay: input }).map((b) => b.id);

  it.each([
    ['an active bay without hours', { isActive: true, hours: [] }, []],
    ['switched off', { isActive: false, hours: [] }, [2, 3]],
    ['moved to another location', { isActive: true, hours: [], movesLocation: true }, [2, 3]],
    ['Tuesday 09:00-21:00', { isActive: true, hours: [entry(2, '09:00', '21:00')] }, [3]],
    ['Tuesday 09:00-23:00', { isActive: true, hours: [entry(2, '09:00', '23:00')] }, []],
    ['Tuesday 10:30-23:00', { isActive: true, hours: [entry(2, '10:30', '23:00')] }, [2]],
    ['hours for Wednesday only', { isActive: true, hours: [entry(3, '09:00', '10:00')] }, []],
  ])('%s strands %o', (_what, bay, stranded) => {
    expect(ids(bay)).toEqual(stranded);
  });
});
