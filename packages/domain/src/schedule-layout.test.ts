import { describe, expect, it } from 'vitest';
import {
  layoutSchedule,
  leagueBayCount,
  rowSpanOf,
  scheduleRows,
  SCHEDULE_LEGEND,
} from './schedule-layout';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);

describe('leagueBayCount', () => {
  it.each([
    [2, 30, 4, 2], // numBays wins
    ['3', 0, 4, 3], // stored as text
    [null, 9, 4, 3], // participants / 4 rounded up
    [undefined, 8, 4, 2],
    ['', 17, 4, 4], // capped by the bays there
    [6, 0, 3, 3],
    [0, 0, 4, 1], // at least one
    [null, 5, 0, 0], // no bays at all
  ])('numBays %j, %i participants, %i bays -> %i', (numBays, participants, available, count) => {
    expect(leagueBayCount(numBays, participants, available)).toBe(count);
  });
});

describe('scheduleRows', () => {
  it.each([
    ['2026-03-10', 48],
    ['2026-03-08', 46],
    ['2026-11-01', 50],
  ])('%s has %i rows', (date, n) => {
    const rows = scheduleRows(date, CHI);
    expect(rows).toHaveLength(n);
    expect(rows[0]?.label).toBe('12:00 AM');
    expect(rows.at(-1)?.label).toBe('11:30 PM');
  });
});

describe('rowSpanOf', () => {
  it('places and clips intervals on the day', () => {
    expect(
      rowSpanOf(at('2026-03-10', '09:00'), at('2026-03-10', '10:30'), '2026-03-10', CHI),
    ).toEqual({ rowStart: 18, rowSpan: 3 });
    expect(
      rowSpanOf(at('2026-03-09', '23:00'), at('2026-03-10', '01:00'), '2026-03-10', CHI),
    ).toEqual({ rowStart: 0, rowSpan: 2 });
    expect(
      rowSpanOf(at('2026-03-10', '23:00'), at('2026-03-11', '01:00'), '2026-03-10', CHI),
    ).toEqual({ rowStart: 46, rowSpan: 2 });
    expect(
      rowSpanOf(at('2026-03-11', '09:00'), at('2026-03-11', '10:00'), '2026-03-10', CHI),
    ).toBeNull();
  });

  it('counts real half hours on the daylight-saving days', () => {
    // 3:00 AM on 2026-03-08 is the 5th row (0:00, 0:30, 1:00, 1:30, then 3:00)
    expect(
      rowSpanOf(at('2026-03-08', '03:00'), at('2026-03-08', '04:00'), '2026-03-08', CHI),
    ).toEqual({ rowStart: 4, rowSpan: 2 });
    // 3:00 AM on 2026-11-01 is the 9th row (1:00 and 1:30 happen twice)
    expect(
      rowSpanOf(at('2026-11-01', '03:00'), at('2026-11-01', '04:00'), '2026-11-01', CHI),
    ).toEqual({ rowStart: 8, rowSpan: 2 });
  });
});

describe('layoutSchedule', () => {
  const date = '2026-03-10';
  it('places bookings, hides cancelled, marks waitlisted, spans leagues over their bays', () => {
    const { rows, items } = layoutSchedule({
      date,
      zone: CHI,
      bayIds: [4, 5, 6],
      bookings: [
        {
          id: 1,
          bayId: 4,
          startTime: at(date, '09:00'),
          endTime: at(date, '10:00'),
          status: 'confirmed',
        },
        {
          id: 2,
          bayId: 5,
          startTime: at(date, '09:00'),
          endTime: at(date, '10:00'),
          status: 'cancelled',
        },
        {
          id: 3,
          bayId: 6,
          startTime: at(date, '11:00'),
          endTime: at(date, '11:30'),
          status: 'waitlisted',
        },
        {
          id: 4,
          bayId: null,
          startTime: at(date, '11:00'),
          endTime: at(date, '11:30'),
          status: 'waitlisted',
        },
        {
          id: 5,
          bayId: 99,
          startTime: at(date, '11:00'),
          endTime: at(date, '11:30'),
          status: 'confirmed',
        }, // other location
      ],
      lessons: [{ id: 7, bayId: 5, startTime: at(date, '13:00'), endTime: at(date, '14:30') }],
      leagues: [
        { id: 8, startTime: '18:00', endTime: '20:00', numBays: null, participants: 6 },
        { id: 9, participants: 0, numBays: '1' }, // default 7 PM to 9 PM
        { id: 10, startTime: '23:00', endTime: '01:00', numBays: 1, participants: 0 }, // runs past midnight
      ],
    });
    expect(rows).toHaveLength(48);
    expect(items).toEqual([
      { kind: 'booking', id: 1, bayId: 4, rowStart: 18, rowSpan: 2 },
      { kind: 'waitlisted', id: 3, bayId: 6, rowStart: 22, rowSpan: 1 },
      { kind: 'lesson', id: 7, bayId: 5, rowStart: 26, rowSpan: 3 },
      { kind: 'league', id: 8, bayId: 4, rowStart: 36, rowSpan: 4 },
      { kind: 'league', id: 8, bayId: 5, rowStart: 36, rowSpan: 4 },
      { kind: 'league', id: 9, bayId: 4, rowStart: 38, rowSpan: 4 },
      { kind: 'league', id: 10, bayId: 4, rowStart: 46, rowSpan: 2 },
    ]);
    expect(SCHEDULE_LEGEND.map((l) => l.label)).toEqual([
      'Bookings',
      'Lessons',
      'Leagues',
      'Waitlisted',
    ]);
  });

  it('an empty location has rows but no items', () => {
    const { rows, items } = layoutSchedule({
      date,
      zone: CHI,
      bayIds: [],
      bookings: [],
      leagues: [{ id: 1, participants: 8 }],
    });
    expect(rows).toHaveLength(48);
    expect(items).toEqual([]);
  });
});
