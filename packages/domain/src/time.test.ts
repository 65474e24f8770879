import { describe, expect, it } from 'vitest';
import {
  addDays,
  wallClock,
  addMonths,
  atLocalTime,
  bookableDays,
  daysBetween,
  formatClockTime,
  formatDate,
  formatLocalDate,
  formatTime,
  formatTimeRange,
  isClockTime,
  isLocalDate,
  isOnSlotGrid,
  isValidTimeZone,
  localClockTime,
  localDateOf,
  parseClockTime,
  slotsForDay,
  startOfLocalDay,
  weekdayOf,
  weekdayOfDate,
} from './time';
import { zoneAbbreviation, zoneOffsetMinutes } from './zone-clock';

const CHI = 'America/Chicago';

describe('slotsForDay', () => {
  it.each([
    ['2026-03-07', CHI, 48],
    ['2026-03-08', CHI, 46], // spring forward: 23-hour day
    ['2026-03-09', CHI, 48],
    ['2026-10-31', CHI, 48],
    ['2026-11-01', CHI, 50], // fall back: 25-hour day
    ['2026-11-02', CHI, 48],
    ['2026-03-08', 'UTC', 48],
    ['2026-03-08', 'Asia/Tokyo', 48],
  ])('%s in %s has %i half-hour slots', (date, zone, count) => {
    expect(slotsForDay(date, zone)).toHaveLength(count);
  });

  it('starts at local midnight and steps 30 minutes of real time', () => {
    const slots = slotsForDay('2026-03-08', CHI);
    expect(slots[0]?.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(slots.map((s) => formatTime(s, CHI)).slice(3, 6)).toEqual([
      '1:30 AM',
      '3:00 AM',
      '3:30 AM',
    ]);
    expect(slots.at(-1)?.toISOString()).toBe('2026-03-09T04:30:00.000Z');
  });

  it('shows 1 AM twice on the fall-back day', () => {
    const labels = slotsForDay('2026-11-01', CHI).map((s) => formatTime(s, CHI));
    expect(labels.slice(2, 6)).toEqual(['1:00 AM', '1:30 AM', '1:00 AM', '1:30 AM']);
    expect(labels.at(-1)).toBe('11:30 PM');
  });
});

describe('local days and weekdays', () => {
  const instant = new Date('2026-03-09T04:30:00Z'); // 11:30 PM Sunday in Chicago, Monday in UTC/Tokyo
  it.each([
    [CHI, '2026-03-08', 0],
    ['UTC', '2026-03-09', 1],
    ['Asia/Tokyo', '2026-03-09', 1],
  ])('in %s the instant is on %s (weekday %i)', (zone, date, weekday) => {
    expect(localDateOf(instant, zone)).toBe(date);
    expect(weekdayOf(instant.getTime(), zone)).toBe(weekday);
  });

  it('weekday of a calendar date, 0 = Sunday', () => {
    expect(weekdayOfDate('2026-03-08')).toBe(0);
    expect(weekdayOfDate('2026-03-14')).toBe(6);
  });

  it('calendar arithmetic ignores daylight saving', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
    expect(daysBetween('2026-03-15', '2026-03-01')).toBe(-14);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('start of a local day', () => {
    expect(startOfLocalDay('2026-11-01', CHI).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', CHI).toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });

  it.each(['2026-02-30', '2026-3-1', 'tomorrow', ''])('rejects %j as a date', (bad) => {
    expect(isLocalDate(bad)).toBe(false);
    expect(() => addDays(bad, 1)).toThrow();
  });
  it('accepts a real date', () => expect(isLocalDate('2028-02-29')).toBe(true));

  it('rejects unknown zones', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(CHI)).toBe(true);
    expect(() => localDateOf(0, 'Mars/Olympus')).toThrow('Unknown time zone');
  });
});

describe('bookableDays', () => {
  it('is today plus the next 13 days in the zone', () => {
    const now = new Date('2026-03-01T05:59:00Z'); // 11:59 PM Feb 28 in Chicago
    const days = bookableDays(now, CHI);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-02-28');
    expect(days.at(-1)).toBe('2026-03-13');
    expect(bookableDays(now, 'UTC')[0]).toBe('2026-03-01');
    expect(bookableDays(now, CHI, 0)).toEqual([]);
  });
});

describe('clock times', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['18:00:00', 1080],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('%s is minute %i', (t, m) => expect(parseClockTime(t)).toBe(m));

  it.each(['24:30', '12:60', '9:00', 'noon', '12:00:61'])('%s is not a clock time', (t) => {
    expect(isClockTime(t)).toBe(false);
    expect(() => parseClockTime(t)).toThrow();
  });

  it('atLocalTime resolves a local wall time, moving forward through a gap', () => {
    expect(atLocalTime('2026-03-08', '01:30', CHI).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(atLocalTime('2026-03-08', '02:30', CHI).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(atLocalTime('2026-03-08', '24:00', CHI).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(localClockTime(atLocalTime('2026-07-04', '18:00', CHI), CHI)).toBe('18:00');
    // 01:30 happens twice on the fall-back day: the first (CDT) occurrence
    expect(atLocalTime('2026-11-01', '01:30', CHI).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(atLocalTime('2026-11-01', '02:00', CHI).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['08:00', '8:00 AM'],
    ['12:00', '12:00 PM'],
    ['18:00:00', '6:00 PM'],
    ['23:30', '11:30 PM'],
  ])('formatClockTime(%s) = %s', (t, shown) => expect(formatClockTime(t)).toBe(shown));
});

describe('grid and display', () => {
  it.each([
    ['2026-03-10T14:30:00Z', true],
    ['2026-03-10T15:00:00Z', true],
    ['2026-03-10T15:15:00Z', false],
    ['2026-03-10T15:00:01Z', false],
    ['2026-03-10T15:00:00.001Z', false],
  ])('%s on the grid: %s', (iso, on) => expect(isOnSlotGrid(new Date(iso), CHI)).toBe(on));

  it('on-grid is local: a half-hour-offset zone has another grid', () => {
    expect(isOnSlotGrid(new Date('2026-03-10T15:00:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(isOnSlotGrid(new Date('2026-03-10T15:00:00Z'), 'Australia/Eucla')).toBe(false);
  });

  it('formats times and dates in the zone', () => {
    const t = new Date('2026-03-10T14:30:00Z');
    expect(formatTime(t, CHI)).toBe('9:30 AM');
    expect(formatTime(t, 'Asia/Tokyo')).toBe('11:30 PM');
    expect(formatDate(t, CHI)).toBe('3/10/26');
    expect(formatDate(new Date('2026-12-31T23:00:00Z'), 'Asia/Tokyo')).toBe('1/1/27');
    expect(formatLocalDate('2026-11-01')).toBe('11/1/26');
    expect(formatTimeRange(t, new Date('2026-03-10T16:00:00Z'), CHI)).toBe('9:30 AM - 11:00 AM');
  });
});

describe('zone offsets (remembered per quarter hour)', () => {
  const zone = 'America/Chicago';
  it.each([
    ['2026-11-01T06:59:59Z', -300, 'CDT'],
    ['2026-11-01T07:00:00Z', -360, 'CST'],
    ['2026-03-08T07:59:59Z', -360, 'CST'],
    ['2026-03-08T08:00:00Z', -300, 'CDT'],
  ])('%s is at %s minutes (%s) in San Antonio, right at the transitions', (iso, offset, name) => {
    const ms = new Date(iso).getTime();
    expect(zoneOffsetMinutes(ms, zone)).toBe(offset);
    expect(zoneAbbreviation(ms, zone)).toBe(name);
  });

  it('tells zones apart and refuses unknown ones', () => {
    const ms = new Date('2026-01-01T00:00:00Z').getTime();
    expect(zoneOffsetMinutes(ms, 'Asia/Tokyo')).toBe(540);
    expect(zoneOffsetMinutes(ms, 'Asia/Kathmandu')).toBe(345);
    expect(wallClock(ms, 'Asia/Tokyo')).toMatchObject({ hour: 9, weekday: 4 });
    expect(() => wallClock(ms, 'Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});
