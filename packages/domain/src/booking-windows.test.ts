import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_DURATIONS, sessionEnd } from './booking-rules';
import {
  bookingListSpan,
  daySessionsSpan,
  localDaySpan,
  MAX_RANGE_DAYS,
  ownBookingsWindow,
  RANGE_MESSAGES,
  waitlistPlanSpan,
} from './booking-windows';
import { DomainError } from './errors';
import { addDays, atLocalTime, DAY_MS, HOUR_MS, localDateOf, MINUTE_MS } from './time';

const CHI = 'America/Chicago';
const iso = (d: Date) => d.toISOString();

describe('localDaySpan and ownBookingsWindow', () => {
  it.each([
    // day, its start, the next day's start (UTC), hours in the day
    ['2026-03-10', '2026-03-10T05:00:00.000Z', '2026-03-11T05:00:00.000Z', 24],
    ['2026-03-08', '2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z', 23], // clocks spring forward
    ['2026-11-01', '2026-11-01T05:00:00.000Z', '2026-11-02T06:00:00.000Z', 25], // clocks fall back
  ] as const)('%s starts %s and ends %s (%i h)', (day, from, to, hours) => {
    const span = localDaySpan(day, CHI);
    expect([iso(span.from), iso(span.to)]).toEqual([from, to]);
    expect((span.to.getTime() - span.from.getTime()) / HOUR_MS).toBe(hours);
    const own = ownBookingsWindow(day, CHI);
    expect(span.from.getTime() - own.from.getTime()).toBe(4 * HOUR_MS);
    expect(own.to.getTime() - span.to.getTime()).toBe(4 * HOUR_MS);
    const busy = daySessionsSpan(day, CHI);
    expect([busy.from.getTime(), busy.to.getTime()]).toEqual([
      span.from.getTime(),
      own.to.getTime(),
    ]);
  });

  it('property: every own booking that can meet a session on the day, or counts for it, starts in the window', () => {
    const days = ['2026-03-07', '2026-03-08', '2026-03-10', '2026-11-01', '2026-11-02'];
    fc.assert(
      fc.property(
        fc.constantFrom(...days),
        fc.integer({ min: -2 * 48, max: 3 * 48 }), // own booking's start, in half hours from the day's start
        fc.constantFrom(...MEMBER_DURATIONS),
        fc.integer({ min: 0, max: 49 }), // the new session's start, in half hours into the day
        fc.constantFrom(...MEMBER_DURATIONS),
        (day, ownSlot, ownMinutes, newSlot, newMinutes) => {
          const { from: dayStart, to: dayEnd } = localDaySpan(day, CHI);
          const ownStart = new Date(dayStart.getTime() + ownSlot * 30 * MINUTE_MS);
          const newStart = new Date(dayStart.getTime() + newSlot * 30 * MINUTE_MS);
          fc.pre(newStart < dayEnd);
          const meets =
            ownStart < sessionEnd(newStart, newMinutes) &&
            newStart < sessionEnd(ownStart, ownMinutes);
          const sameDay = localDateOf(ownStart, CHI) === day;
          const w = ownBookingsWindow(day, CHI);
          if (meets || sameDay) expect(ownStart >= w.from && ownStart < w.to).toBe(true);
        },
      ),
    );
  });
});

describe('bookingListSpan', () => {
  it.each([
    [
      'one local day',
      '2026-03-10',
      '2026-03-10',
      '2026-03-10T05:00:00.000Z',
      '2026-03-11T05:00:00.000Z',
    ],
    [
      '62 local days across spring forward (at the limit)',
      '2026-03-01',
      '2026-05-01',
      '2026-03-01T06:00:00.000Z',
      '2026-05-02T05:00:00.000Z',
    ],
    [
      '62 local days across fall back (at the limit)',
      '2026-10-01',
      '2026-12-01',
      '2026-10-01T05:00:00.000Z',
      '2026-12-02T06:00:00.000Z',
    ],
    [
      'instants 62 days apart',
      '2026-06-01T12:00:00.000Z',
      '2026-08-02T12:00:00.000Z',
      '2026-06-01T12:00:00.000Z',
      '2026-08-02T12:00:00.000Z',
    ],
  ] as const)('accepts %s', (_, start, end, from, to) => {
    const span = bookingListSpan(start, end, CHI);
    expect([iso(span.from), iso(span.to)]).toEqual([from, to]);
  });

  it.each([
    ['63 local days', '2026-03-01', '2026-05-02', RANGE_MESSAGES.tooLong],
    ['63 local days across fall back', '2026-10-01', '2026-12-02', RANGE_MESSAGES.tooLong],
    [
      'instants a second over 62 days',
      '2026-06-01T12:00:00.000Z',
      '2026-08-02T12:00:01.000Z',
      RANGE_MESSAGES.tooLong,
    ],
    ['an end before the start', '2026-03-10', '2026-03-09', RANGE_MESSAGES.order],
    [
      'equal instants',
      '2026-03-10T12:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
      RANGE_MESSAGES.order,
    ],
    ['a date that is no date', 'soon', '2026-03-10', RANGE_MESSAGES.order],
  ] as const)('refuses %s', (_, start, end, message) => {
    expect(() => bookingListSpan(start, end, CHI)).toThrow(new DomainError('VALIDATION', message));
  });

  it('the limit is 62 days, and the message says so', () => {
    expect(MAX_RANGE_DAYS).toBe(62);
    expect(RANGE_MESSAGES.tooLong.text).toBe('Ask for at most 62 days at a time');
  });
});

describe('waitlistPlanSpan', () => {
  const session = (date: string, time: string, minutes: number) => {
    const startTime = atLocalTime(date, time, CHI);
    return { startTime, endTime: sessionEnd(startTime, minutes) };
  };

  it('is null for no sessions', () => expect(waitlistPlanSpan([], CHI)).toBeNull());

  it.each([
    ['one session inside its day', [session('2026-03-10', '18:00', 120)], '2026-03-10', null],
    [
      'a late session runs past midnight: to its end',
      [session('2026-03-10', '23:30', 120)],
      '2026-03-10',
      '2026-03-11T06:30:00.000Z',
    ],
    [
      'sessions on two days: first day to last day',
      [session('2026-03-12', '09:00', 60), session('2026-03-10', '09:00', 60)],
      '2026-03-10',
      null,
    ],
  ] as const)('%s', (_, sessions, firstDay, end) => {
    const span = waitlistPlanSpan(sessions, CHI);
    const lastDay = localDateOf(Math.max(...sessions.map((s) => s.startTime.getTime())), CHI);
    expect(span?.from).toEqual(localDaySpan(firstDay, CHI).from);
    expect(span && iso(span.to)).toBe(end ?? iso(localDaySpan(lastDay, CHI).to));
  });

  it('on the 25-hour fall-back day a session at 23:30 still sees the day from midnight', () => {
    // 24 hours before 23:30 CST is 00:30 CDT: a fixed 24 h look-back would miss a 00:00 booking
    const late = session('2026-11-01', '23:30', 30);
    const span = waitlistPlanSpan([late], CHI);
    expect(span && iso(span.from)).toBe('2026-11-01T05:00:00.000Z');
    expect(late.startTime.getTime() - (span?.from.getTime() ?? 0)).toBeGreaterThan(DAY_MS);
    expect(span && localDateOf(span.to, CHI)).toBe(addDays('2026-11-01', 1));
  });
});
