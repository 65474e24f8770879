import { describe, expect, it } from 'vitest';
import { isOpenForSession, isPeakStart, openIntervalsForDay } from './operating-hours';
import type { OperatingHoursEntry } from './operating-hours';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const hours = (minutes: number) => minutes * 60_000;

// 2026-03-10 is a Tuesday (2); 2026-03-14 a Saturday (6).
const tuesday: OperatingHoursEntry[] = [
  { dayOfWeek: 2, startTime: '09:00', endTime: '16:00', isPeak: false },
  { dayOfWeek: 2, startTime: '16:00', endTime: '21:00', isPeak: true },
];

describe('isOpenForSession', () => {
  it.each([
    ['08:30', 30, false], // before opening
    ['09:00', 30, true], // at opening
    ['15:00', 120, true], // across two adjacent windows
    ['20:30', 30, true], // ends exactly at closing
    ['20:30', 60, false], // runs past closing
    ['21:00', 30, false], // after closing
  ])('Tuesday %s for %i min: %s', (time, minutes, open) => {
    const start = at('2026-03-10', time);
    expect(isOpenForSession(start, start.getTime() + hours(minutes), CHI, tuesday)).toBe(open);
  });

  it('a weekday without entries is open all day', () => {
    const start = at('2026-03-11', '02:00');
    expect(isOpenForSession(start, start.getTime() + hours(240), CHI, tuesday)).toBe(true);
  });

  it('a session from a windowed day into an open day is open when the window reaches midnight', () => {
    const late: OperatingHoursEntry[] = [
      { dayOfWeek: 2, startTime: '18:00', endTime: '24:00', isPeak: false },
    ];
    const start = at('2026-03-10', '23:00');
    expect(isOpenForSession(start, start.getTime() + hours(120), CHI, late)).toBe(true);
    const early = at('2026-03-10', '17:30');
    expect(isOpenForSession(early, early.getTime() + hours(60), CHI, late)).toBe(false);
  });

  it("an end of '00:00' means midnight, and an end before the start runs overnight", () => {
    const midnight: OperatingHoursEntry[] = [
      { dayOfWeek: 2, startTime: '20:00', endTime: '00:00', isPeak: true },
    ];
    const overnight: OperatingHoursEntry[] = [
      { dayOfWeek: 2, startTime: '22:00', endTime: '02:00', isPeak: false },
      { dayOfWeek: 3, startTime: '10:00', endTime: '12:00', isPeak: false },
    ];
    const s = at('2026-03-10', '23:00');
    expect(isOpenForSession(s, s.getTime() + hours(60), CHI, midnight)).toBe(true);
    expect(isOpenForSession(s, s.getTime() + hours(90), CHI, midnight)).toBe(true); // Wednesday has no entries
    expect(isOpenForSession(s, s.getTime() + hours(180), CHI, overnight)).toBe(true);
    expect(isOpenForSession(s, s.getTime() + hours(210), CHI, overnight)).toBe(false);
  });

  it('is closed for an empty or inverted session', () => {
    const s = at('2026-03-10', '10:00');
    expect(isOpenForSession(s, s, CHI, tuesday)).toBe(false);
    expect(isOpenForSession(s, s.getTime() - 1, CHI, [])).toBe(false);
  });

  it('windows follow local time across the spring-forward day (Sunday 2026-03-08)', () => {
    const sunday: OperatingHoursEntry[] = [
      { dayOfWeek: 0, startTime: '01:00', endTime: '04:00', isPeak: false },
    ];
    const [w] = openIntervalsForDay('2026-03-08', CHI, sunday);
    expect(w && (w.end - w.start) / 3_600_000).toBe(2); // 01:00-04:00 local is 2 real hours that night
    const s = at('2026-03-08', '01:30');
    expect(isOpenForSession(s, s.getTime() + hours(90), CHI, sunday)).toBe(true);
    expect(isOpenForSession(s, s.getTime() + hours(120), CHI, sunday)).toBe(false);
  });

  it('the fall-back day (Sunday 2026-11-01) has a 25-hour open day without entries', () => {
    const [day] = openIntervalsForDay('2026-11-01', CHI, []);
    expect(day && (day.end - day.start) / 3_600_000).toBe(25);
  });
});

describe('isPeakStart', () => {
  it.each([
    ['15:30', false],
    ['16:00', true],
    ['20:30', true],
    ['21:00', false],
  ])('Tuesday start %s peak: %s', (time, peak) => {
    expect(isPeakStart(at('2026-03-10', time), CHI, tuesday)).toBe(peak);
  });

  it('a day without entries is off-peak', () => {
    expect(isPeakStart(at('2026-03-14', '18:00'), CHI, tuesday)).toBe(false);
  });

  it('an overnight peak window covers the early hours of the next day', () => {
    const overnight: OperatingHoursEntry[] = [
      { dayOfWeek: 2, startTime: '22:00', endTime: '02:00', isPeak: true },
    ];
    expect(isPeakStart(at('2026-03-11', '01:30'), CHI, overnight)).toBe(true);
    expect(isPeakStart(at('2026-03-11', '02:00'), CHI, overnight)).toBe(false);
  });
});
