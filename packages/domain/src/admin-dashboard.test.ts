import { describe, expect, it } from 'vitest';
import { changedFields } from './admin-audit';
import { bayUtilisation, countsForDays, percentOf, weekOf } from './admin-dashboard';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const open = (id: number, isActive = true) => ({ id, isActive, hours: [] });
const booking = (bayId: number, date: string, time: string, minutes: number, isPeak = false) => ({
  bayId,
  startTime: at(date, time),
  endTime: new Date(at(date, time).getTime() + minutes * 60_000),
  isPeak,
});

describe('percentOf', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
  ])('%i of %i is %i%', (part, whole, pct) => expect(percentOf(part, whole)).toBe(pct));
});

describe('weekOf', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-29', '2026-11-23'], // a Sunday
    ['2026-11-25', '2026-11-23'],
  ])('the week of %s starts %s', (day, monday) => {
    const week = weekOf(day);
    expect(week[0]).toBe(monday);
    expect(week).toHaveLength(7);
  });
});

describe('bayUtilisation', () => {
  it('counts open and booked half hours per bay and local hour, and the peak share', () => {
    const u = bayUtilisation({
      days: ['2026-11-24'],
      zone: CHI,
      bays: [open(1), open(2), open(3, false)],
      bookings: [
        booking(1, '2026-11-24', '17:00', 90, true),
        booking(2, '2026-11-24', '09:00', 30),
        booking(3, '2026-11-24', '10:00', 60),
      ],
    });
    expect(u).toMatchObject({
      openMinutes: 2 * 1440,
      bookedMinutes: 120,
      peakMinutes: 90,
      percent: 4,
      peakSharePercent: 75,
    });
    const bay1 = u.bays[0];
    expect(bay1?.hours[17]).toEqual({ hour: 17, bookedMinutes: 60, openMinutes: 60 });
    expect(bay1?.hours[18]).toEqual({ hour: 18, bookedMinutes: 30, openMinutes: 60 });
    // an inactive bay is never open, whatever is booked on it
    expect(u.bays[2]).toMatchObject({ openMinutes: 0, bookedMinutes: 0 });
  });

  it('counts only the hours a bay is open', () => {
    const u = bayUtilisation({
      days: ['2026-11-24'],
      zone: CHI,
      bays: [
        {
          id: 1,
          isActive: true,
          hours: [{ dayOfWeek: 2, startTime: '09:00', endTime: '21:00', isPeak: false }],
        },
      ],
      bookings: [booking(1, '2026-11-24', '09:00', 240)],
    });
    expect(u).toMatchObject({ openMinutes: 720, bookedMinutes: 240, percent: 33 });
    expect(u.bays[0]?.hours[8]?.openMinutes).toBe(0);
  });

  it('has 50 half hours on the day the clocks fall back (1 AM counted twice)', () => {
    const u = bayUtilisation({ days: ['2026-11-01'], zone: CHI, bays: [open(1)], bookings: [] });
    expect(u.openMinutes).toBe(25 * 60);
    expect(u.bays[0]?.hours[1]?.openMinutes).toBe(120);
  });
});

describe('countsForDays', () => {
  it('fills the days without counts with zero, in order', () => {
    expect(countsForDays(['2026-11-22', '2026-11-23'], [{ day: '2026-11-23', count: 4 }])).toEqual([
      { day: '2026-11-22', count: 0 },
      { day: '2026-11-23', count: 4 },
    ]);
  });
});

describe('changedFields', () => {
  it('lists the fields that differ, a missing side as null', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1], d: true })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'd', before: null, after: true },
    ]);
    expect(changedFields(null, { a: 1 })).toEqual([{ field: 'a', before: null, after: 1 }]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
