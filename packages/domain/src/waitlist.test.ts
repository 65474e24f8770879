import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionEnd } from './booking-rules';
import { DomainError } from './errors';
import { atLocalTime } from './time';
import {
  changedPositions,
  nextWaitlistPosition,
  planSinglePromotion,
  planWaitlistPromotions,
  renumberWaitlist,
  WAITLIST_MESSAGES,
} from './waitlist';
import type { ConfirmedBooking, WaitlistEntry } from './waitlist';

const CHI = 'America/Chicago';
const at = (time: string) => atLocalTime('2026-03-12', time, CHI); // a Thursday
const NOW = at('08:00');
const wait = (
  id: number,
  userId: number,
  time: string,
  minutes: number,
  pos: number | null,
): WaitlistEntry => ({
  id,
  userId,
  startTime: at(time),
  endTime: sessionEnd(at(time), minutes),
  waitlistPosition: pos,
});
const conf = (
  id: number,
  userId: number,
  bayId: number,
  time: string,
  minutes: number,
): ConfirmedBooking => ({
  id,
  userId,
  bayId,
  startTime: at(time),
  endTime: sessionEnd(at(time), minutes),
});
const bays = [
  { id: 1, isActive: true, hours: [] },
  {
    id: 2,
    isActive: true,
    hours: [{ dayOfWeek: 4, startTime: '18:00', endTime: '22:00', isPeak: true }],
  },
];

describe('positions', () => {
  const queue = [
    wait(10, 1, '18:00', 60, 1),
    wait(11, 2, '18:00', 120, 2),
    wait(12, 3, '19:00', 60, 1),
  ];
  it('a newcomer goes after the queue of the same start time', () => {
    expect(nextWaitlistPosition(queue, at('18:00'))).toBe(3);
    expect(nextWaitlistPosition(queue, at('19:00'))).toBe(2);
    expect(nextWaitlistPosition(queue, at('18:30'))).toBe(1);
  });

  it('renumbering closes gaps per slot, keeping order; missing positions go last by id', () => {
    const gappy = [
      wait(5, 1, '18:00', 60, 4),
      wait(3, 2, '18:00', 60, 2),
      wait(9, 3, '18:00', 60, null),
      wait(7, 4, '19:00', 60, 3),
    ];
    expect(renumberWaitlist(gappy)).toEqual([
      { id: 3, waitlistPosition: 1 },
      { id: 5, waitlistPosition: 2 },
      { id: 9, waitlistPosition: 3 },
      { id: 7, waitlistPosition: 1 },
    ]);
    expect(changedPositions(gappy)).toEqual([
      { id: 3, waitlistPosition: 1 },
      { id: 5, waitlistPosition: 2 },
      { id: 9, waitlistPosition: 3 },
      { id: 7, waitlistPosition: 1 },
    ]);
    expect(changedPositions(queue)).toEqual([]);
  });

  it('property: positions are 1..n without gaps in every slot', () => {
    const entry = fc.record({
      slot: fc.integer({ min: 0, max: 5 }),
      pos: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const list = entries.map((e, i) => ({
          id: i + 1,
          userId: i,
          startTime: NOW.getTime() + e.slot * 1_800_000,
          endTime: NOW.getTime() + e.slot * 1_800_000 + 3_600_000,
          waitlistPosition: e.pos,
        }));
        const result = renumberWaitlist(list);
        expect(result).toHaveLength(list.length);
        for (let slot = 0; slot <= 5; slot++) {
          const ids = new Set(
            list.filter((w) => w.startTime === NOW.getTime() + slot * 1_800_000).map((w) => w.id),
          );
          const positions = result
            .filter((r) => ids.has(r.id))
            .map((r) => r.waitlistPosition)
            .sort((a, b) => a - b);
          expect(positions).toEqual(Array.from({ length: ids.size }, (_, i) => i + 1));
        }
      }),
    );
  });
});

describe('planWaitlistPromotions', () => {
  it('confirms in position order on the first free bay and renumbers the rest', () => {
    // Bay 1 freed at 18:00-19:00; bay 2 is busy. Two waiting at 18:00.
    const plan = planWaitlistPromotions({
      bays,
      confirmed: [conf(1, 9, 2, '18:00', 60)],
      waitlist: [
        wait(21, 2, '18:00', 60, 2),
        wait(20, 1, '18:00', 60, 1),
        wait(22, 3, '18:00', 60, 3),
      ],
      zone: CHI,
      now: NOW,
    });
    expect(plan.promotions).toEqual([
      { bookingId: 20, userId: 1, bayId: 1, isPeak: false, priceCents: 4000, planMinutes: 0 },
    ]);
    expect(plan.positions).toEqual([
      { id: 21, waitlistPosition: 1 },
      { id: 22, waitlistPosition: 2 },
    ]);
  });

  it('prices with the assigned bay: peak on bay 2', () => {
    const plan = planWaitlistPromotions({
      bays,
      confirmed: [conf(1, 9, 1, '18:00', 60)],
      waitlist: [wait(20, 1, '18:00', 60, 1)],
      zone: CHI,
      now: NOW,
    });
    expect(plan.promotions[0]).toMatchObject({ bayId: 2, isPeak: true, priceCents: 5000 });
  });

  it('skips a member who would pass the daily limit and promotes the next; lessons block bays', () => {
    const plan = planWaitlistPromotions({
      bays,
      confirmed: [conf(1, 1, 1, '09:00', 210)], // member 1 has 3.5 h that day
      otherBusy: [{ bayId: 2, startTime: at('18:00'), endTime: at('20:00') }],
      waitlist: [wait(20, 1, '18:00', 60, 1), wait(21, 2, '18:00', 60, 2)],
      zone: CHI,
      now: NOW,
    });
    expect(plan.promotions.map((p) => [p.bookingId, p.bayId])).toEqual([[21, 1]]);
    expect(plan.positions).toEqual([{ id: 20, waitlistPosition: 1 }]);
  });

  it('counts promotions already made within the same plan (bays and daily limit)', () => {
    const plan = planWaitlistPromotions({
      bays: [bays[0] ?? { id: 1, isActive: true, hours: [] }],
      confirmed: [],
      waitlist: [
        wait(20, 1, '10:00', 180, 1),
        wait(21, 1, '14:00', 120, 1), // 180 + 120 > 240 for member 1
        wait(22, 2, '11:00', 60, 1), // bay 1 now taken by booking 20
        wait(23, 2, '16:00', 60, 1),
      ],
      zone: CHI,
      now: NOW,
    });
    expect(plan.promotions.map((p) => p.bookingId)).toEqual([20, 23]);
  });

  it('leaves sessions that already started waiting', () => {
    const plan = planWaitlistPromotions({
      bays,
      confirmed: [],
      waitlist: [wait(20, 1, '07:30', 60, 1)],
      zone: CHI,
      now: NOW,
    });
    expect(plan.promotions).toEqual([]);
  });
});

describe('planSinglePromotion (admin promote)', () => {
  const base = {
    bays,
    zone: CHI,
    waitlist: [wait(20, 1, '18:00', 60, 1), wait(21, 2, '18:00', 60, 2)],
  };
  it('promotes the chosen booking and renumbers the others', () => {
    const result = planSinglePromotion({ ...base, confirmed: [], bookingId: 21 });
    expect(result.promotion).toMatchObject({ bookingId: 21, bayId: 1 });
    expect(result.positions).toEqual([{ id: 20, waitlistPosition: 1 }]);
  });

  it.each([
    [
      'full',
      [conf(1, 9, 1, '18:00', 60), conf(2, 9, 2, '18:00', 60)],
      20,
      'BAYS_FULL',
      WAITLIST_MESSAGES.noBayFree,
    ],
    ['daily limit', [conf(1, 1, 1, '08:00', 240)], 20, 'DAILY_LIMIT', WAITLIST_MESSAGES.dailyLimit],
    ['not waitlisted', [], 99, 'CONFLICT', WAITLIST_MESSAGES.notWaitlisted],
  ] as const)('fails clearly when %s', (_, confirmed, bookingId, code, message) => {
    expect(() => planSinglePromotion({ ...base, confirmed, bookingId })).toThrow(message);
    try {
      planSinglePromotion({ ...base, confirmed, bookingId });
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe(code);
    }
  });

  it('fails when no bay is active', () => {
    expect(() => planSinglePromotion({ ...base, bays: [], confirmed: [], bookingId: 20 })).toThrow(
      WAITLIST_MESSAGES.closed,
    );
  });
});

describe("a Starter's place in the queue (off-peak starts only)", () => {
  const starter = new Set([7]);
  const plan = (confirmed: ConfirmedBooking[], offPeakOnly?: ReadonlySet<number>) =>
    planWaitlistPromotions({
      bays,
      confirmed,
      waitlist: [wait(30, 7, '18:00', 60, 1)],
      zone: CHI,
      now: NOW,
      ...(offPeakOnly ? { offPeakOnly } : {}),
    }).promotions;

  it.each([
    ['the off-peak bay free: promoted onto it', [], 1],
    ['only the bay where 6 PM is peak free: left waiting', [conf(1, 9, 1, '18:00', 60)], null],
  ] as const)('with %s', (_, confirmed, bayId) => {
    expect(plan([...confirmed], starter).map((p) => p.bayId)).toEqual(
      bayId === null ? [] : [bayId],
    );
  });

  it('anyone else takes the peak bay', () => {
    expect(plan([conf(1, 9, 1, '18:00', 60)])).toMatchObject([{ bayId: 2, isPeak: true }]);
  });
});
