import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignBay, baysOpenFor, isBayFree } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import { sessionEnd } from './booking-rules';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (time: string) => atLocalTime('2026-03-10', time, CHI); // a Tuesday
const bay = (id: number, isActive = true, hours: BayForBooking['hours'] = []): BayForBooking => ({
  id,
  isActive,
  hours,
});
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
    expect(assignBay({ bays, busy: [], start, end, zone: CHI })).toEqual({
      kind: 'assigned',
      bayId: 1,
      isPeak: false,
    });
    expect(assignBay({ bays, busy: [busy(1, '17:30', 60)], start, end, zone: CHI })).toEqual({
      kind: 'assigned',
      bayId: 3,
      isPeak: false,
    });
  });

  it('is full when every open bay is taken (waitlist), closed when none is open', () => {
    expect(
      assignBay({
        bays,
        busy: [busy(1, '18:30', 30), busy(3, '17:00', 90)],
        start,
        end,
        zone: CHI,
      }),
    ).toEqual({
      kind: 'full',
    });
    expect(assignBay({ bays: [bay(2, false)], busy: [], start, end, zone: CHI })).toEqual({
      kind: 'closed',
    });
  });

  it('skips a bay closed for part of the session and takes peak from the chosen bay', () => {
    const hours = [{ dayOfWeek: 2, startTime: '09:00', endTime: '18:30', isPeak: false }];
    const peakHours = [{ dayOfWeek: 2, startTime: '17:00', endTime: '22:00', isPeak: true }];
    const result = assignBay({
      bays: [bay(1, true, hours), bay(2, true, peakHours)],
      busy: [],
      start,
      end,
      zone: CHI,
    });
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

  it('property: each request gets the lowest-id active bay free for all its minutes; full only when none is', () => {
    // An oracle of its own, not the module's overlap test: every bay's time as a line of real
    // minutes from local midnight. A request must get exactly the lowest-id active bay whose minutes
    // in [start, end) are all free, 'full' when every active bay has a taken minute there, and
    // 'closed' when no bay is active.
    const MINUTE = 60_000;
    const LINE = (48 + 8) * 30 + 240; // the day's slots, the longest session past midnight, a block after it
    const dayStart = Date.parse('2026-03-10T05:00:00Z'); // local midnight of the Tuesday (CDT)
    const instant = (minute: number) => new Date(dayStart + minute * MINUTE);
    const bayGen = fc.record({ id: fc.integer({ min: 1, max: 99 }), isActive: fc.boolean() });
    // time already taken (another booking, a lesson, a league night), on any minute, any length
    const blockGen = fc.record({
      bay: fc.nat(),
      from: fc.nat({ max: 48 * 30 }),
      minutes: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 240 })),
    });
    const requestGen = fc.record({
      slot: fc.nat({ max: 47 }),
      steps: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(bayGen, { minLength: 1, maxLength: 4, selector: (b) => b.id }),
        fc.array(blockGen, { maxLength: 6 }),
        fc.array(requestGen, { minLength: 1, maxLength: 40 }),
        (bayList, blocks, requests) => {
          const lines = bayList.map((b) => ({ ...b, taken: new Array<boolean>(LINE).fill(false) }));
          const busy: BayBusy[] = [];
          const take = (line: (typeof lines)[number], from: number, to: number) => {
            line.taken.fill(true, from, to);
            busy.push({ bayId: line.id, startTime: instant(from), endTime: instant(to) });
          };
          for (const block of blocks) {
            const line = lines[block.bay % lines.length];
            if (line === undefined) throw new Error('no bay');
            take(line, block.from, block.from + block.minutes);
          }
          const bays = bayList.map((b) => bay(b.id, b.isActive));
          for (const r of requests) {
            const from = r.slot * 30;
            const to = from + r.steps * 30;
            const active = lines.filter((l) => l.isActive);
            const free = active.filter((l) => !l.taken.slice(from, to).includes(true));
            const expected = free.sort((a, b) => a.id - b.id)[0];
            const found = assignBay({
              bays,
              busy,
              start: instant(from),
              end: instant(to),
              zone: CHI,
            });
            if (active.length === 0) {
              expect(found).toEqual({ kind: 'closed' });
            } else if (expected === undefined) {
              expect(found).toEqual({ kind: 'full' });
            } else {
              expect(found).toEqual({ kind: 'assigned', bayId: expected.id, isPeak: false });
              take(expected, from, to);
            }
          }
        },
      ),
    );
  });
});
