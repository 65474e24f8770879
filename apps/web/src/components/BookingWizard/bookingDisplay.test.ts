import { displayFormat } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { Slot } from './bookingDisplay';
import {
  dayParts,
  durationLabel,
  durationOptions,
  rateLabel,
  SLOT_LOOK,
  slotLabels,
  slotsByPeriod,
} from './bookingDisplay';

// English, the source language: the screens pass their language's Lingui instance and formats.
const DURATION_OPTIONS = durationOptions(i18n);
const english = displayFormat('en');
const shortDayLabel = (date: string) => english.shortDay(date);
const longDayLabel = (date: string) => english.weekday(date);

const ZONE = 'America/Chicago';

/** A slot starting at an instant (UTC ISO), with the label the server gives it. */
function slot(start: string, label: string, extra: Partial<Slot> = {}): Slot {
  const end = new Date(Date.parse(start) + 60 * 60_000).toISOString();
  return {
    start,
    end,
    label,
    status: 'offPeak',
    bayId: 1,
    priceCents: 4000,
    reason: null,
    ...extra,
  };
}

describe('durationLabel', () => {
  it.each([
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '1.5 hours'],
    [120, '2 hours'],
    [240, '4 hours'],
  ])('%i minutes read "%s"', (minutes, label) => expect(durationLabel(minutes, i18n)).toBe(label));

  it('offers 30 minutes to 4 hours in half-hour steps', () => {
    expect(DURATION_OPTIONS.map((o) => o.label)).toEqual([
      '30 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
      '2.5 hours',
      '3 hours',
      '3.5 hours',
      '4 hours',
    ]);
    expect(DURATION_OPTIONS[1]).toEqual({ value: '60', label: '1 hour' });
  });
});

describe('day labels', () => {
  it('a day tile reads weekday, day and month', () => {
    expect(dayParts('2026-11-23')).toEqual({ weekday: 'Mon', day: '23', month: 'Nov' });
    expect(dayParts('2027-01-03')).toEqual({ weekday: 'Sun', day: '3', month: 'Jan' });
  });

  it('short and long day labels use US month/day/year', () => {
    expect(shortDayLabel('2026-11-23')).toBe('Mon 11/23/26');
    expect(longDayLabel('2026-11-23')).toBe('Monday 11/23/26');
    expect(longDayLabel('2026-12-05')).toBe('Saturday 12/5/26');
  });
});

describe('rateLabel', () => {
  it.each([
    ['peak', 'Peak'],
    ['offPeak', 'Off-peak'],
    ['waitlist', 'Waitlist'],
  ] as const)('%s reads %s', (status, label) => expect(rateLabel(status, i18n)).toBe(label));
});

describe('SLOT_LOOK', () => {
  it('gives each status its own words and icon, so colour is never the only sign', () => {
    const looks = Object.values(SLOT_LOOK);
    expect(looks.map((l) => i18n._(l.label))).toEqual([
      'Available (off-peak)',
      'Available (peak)',
      'Waitlist available',
      'Unavailable',
    ]);
    expect(new Set(looks.map((l) => l.icon)).size).toBe(4);
    expect(new Set(looks.map((l) => l.color)).size).toBe(4);
  });
});

describe('slotsByPeriod', () => {
  // Monday 23 November 2026 in San Antonio (CST, UTC-6); the machine runs in UTC.
  const day = [
    slot('2026-11-23T11:30:00.000Z', '5:30 AM'),
    slot('2026-11-23T12:00:00.000Z', '6:00 AM'),
    slot('2026-11-23T17:30:00.000Z', '11:30 AM'),
    slot('2026-11-23T18:00:00.000Z', '12:00 PM'),
    slot('2026-11-23T22:30:00.000Z', '4:30 PM', { status: 'peak', priceCents: 5000 }),
    slot('2026-11-23T23:00:00.000Z', '5:00 PM', { status: 'peak', priceCents: 5000 }),
    slot('2026-11-24T05:30:00.000Z', '11:30 PM'),
  ];

  it("splits the day at 6 AM, noon and 5 PM of the club's clock", () => {
    expect(
      slotsByPeriod(day, ZONE, i18n).map((p) => [p.name, p.hours, p.slots.map((s) => s.label)]),
    ).toEqual([
      ['Overnight', '12 AM – 6 AM', ['5:30 AM']],
      ['Morning', '6 AM – 12 PM', ['6:00 AM', '11:30 AM']],
      ['Afternoon', '12 PM – 5 PM', ['12:00 PM', '4:30 PM']],
      ['Evening', '5 PM – 12 AM', ['5:00 PM', '11:30 PM']],
    ]);
  });

  it('leaves out times that can never be booked, keeps blocked ones, drops empty parts', () => {
    const slots = [
      slot('2026-11-23T11:30:00.000Z', '5:30 AM', { status: 'unavailable', reason: 'past' }),
      slot('2026-11-23T12:00:00.000Z', '6:00 AM', { status: 'unavailable', reason: 'window' }),
      slot('2026-11-23T12:30:00.000Z', '6:30 AM', { status: 'unavailable', reason: 'overlap' }),
      slot('2026-11-23T13:00:00.000Z', '7:00 AM', { status: 'waitlist', priceCents: null }),
    ];
    expect(
      slotsByPeriod(slots, ZONE, i18n).map((p) => [p.name, p.slots.map((s) => s.label)]),
    ).toEqual([['Morning', ['6:30 AM', '7:00 AM']]]);
  });
});

describe('slotLabels', () => {
  it('marks the hour that occurs twice when clocks fall back with its zone', () => {
    // Sunday 1 November 2026: 1:00 AM CDT, then 1:00 AM CST an hour later.
    const night = [
      slot('2026-11-01T05:30:00.000Z', '12:30 AM'),
      slot('2026-11-01T06:00:00.000Z', '1:00 AM'),
      slot('2026-11-01T07:00:00.000Z', '1:00 AM'),
      slot('2026-11-01T08:00:00.000Z', '2:00 AM'),
    ];
    expect([...slotLabels(night, ZONE).values()]).toEqual([
      '12:30 AM',
      '1:00 AM CDT',
      '1:00 AM CST',
      '2:00 AM',
    ]);
  });
});
