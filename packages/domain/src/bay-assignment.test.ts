import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignBay, baysOpenFor, isBayFree } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import { intervalsOverlap, sessionEnd } from './booking-rules';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (time: string) => atLocalTime('2026-03-10', time, CHI); // a Tuesday
const bay = (id: number, isActive = true, hours: BayForBooking['hours'] = []): BayForBooking => ({ id, isActive, hours });
const busy = (bayId: number, time: string, minutes: number): BayBusy => ({
  bayId,
  startTime: at(time),
  endTime: sessionEnd(at(time), minutes),
});

describe('assignBay', () => {
  const bays = [bay(3), bay(1), bay(2, false)];
  const start = at('18:00');
  const end = sessionEnd(start, 60);

  it('gives the lowest-id active bay that is free', () => {
    expect(assignBay({ bays, busy: [], start, end, zone: CHI })).toEqual({ kind: 'assigned', bayId: 1, isPeak: false });
    expect(assignBay({ bays, busy: [busy(1, '17:30', 60)], start, end, zone: CHI })).toEqual({
      kind: 'assigned',
      bayId: 3,
      isPeak: false,
    });
  });

  it('is full when every open bay is taken (waitlist), closed when none is open', () => {
    expect(assignBay({ bays, busy: [busy(1, '18:30', 30), busy(3, '17:00', 90)], start, end, zone: CHI })).toEqual({
      kind: 'full',
    });
    expect(assignBay({ bays: [bay(2, false)], busy: [], start, end, zone: CHI })).toEqual({ kind: 'closed' });
  });

  it('skips a bay closed for part of the session and takes peak from the chosen bay', () => {
    const hours = [{ dayOfWeek: 2, startTime: '09:00', endTime: '18:30', isPeak: false }];
    const peakHours = [{ dayOfWeek: 2, startTime: '17:00', endTime: '22:00', isPeak: true }];
    const result = assignBay({ bays: [bay(1, true, hours), bay(2, true, peakHours)], busy: [], start, end, zone: CHI });
    expect(result).toEqual({ kind: 'assigned', bayId: 2, isPeak: true });
  });

  it('a booking ending as another starts is free (half-open intervals)', () => {
    expect(isBayFree(1, [busy(1, '17:00', 60)], start, end)).toBe(true);
    expect(isBayFree(1, [busy(1, '19:00', 60)], start, end)).toBe(true);
    expect(isBayFree(1, [busy(1, '18:59', 1)], start, end)).toBe(false);
  });

  it('baysOpenFor sorts by id and drops inactive bays', () => {
    expect(baysOpenFor(bays, start, end, CHI).map((b) => b.id)).toEqual([1, 3]);
  });

  it('property: bays assigned one request after another never overlap', () => {
    const request = fc.record({ slot: fc.integer({ min: 0, max: 47 }), steps: fc.integer({ min: 1, max: 8 }) });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), (requests, bayCount) => {
        const all = Array.from({ length: bayCount }, (_, i) => bay(i + 1));
        const taken: BayBusy[] = [];
        const dayStart = at('00:00').getTime();
        for (const r of requests) {
          const s = new Date(dayStart + r.slot * 30 * 60_000);
          const e = sessionEnd(s, r.steps * 30);
          const found = assignBay({ bays: all, busy: taken, start: s, end: e, zone: CHI });
          if (found.kind === 'assigned') taken.push({ bayId: found.bayId, startTime: s, endTime: e });
          else expect(found.kind).toBe('full');
        }
        for (const [i, a] of taken.entries()) {
          for (const b of taken.slice(i + 1)) {
            if (a.bayId === b.bayId) expect(intervalsOverlap(a.startTime, a.endTime, b.startTime, b.endTime)).toBe(false);
          }
        }
      }),
    );
  });
});
