import { describe, expect, it } from 'vitest';
import {
  isDailyLimitReached,
  memberSlots,
  offeredSlots,
  planDaySlots,
  SLOT_LEGEND,
  slotAvailability,
} from './availability';
import type { AvailabilityInput } from './availability';
import { sessionEnd } from './booking-rules';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);

const hours = [
  { dayOfWeek: 3, startTime: '08:00', endTime: '17:00', isPeak: false },
  { dayOfWeek: 3, startTime: '17:00', endTime: '22:00', isPeak: true },
];
const input = (over: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  date: '2026-03-11', // a Wednesday
  durationMinutes: 60,
  now: at('2026-03-11', '09:10'),
  zone: CHI,
  bays: [
    { id: 1, isActive: true, hours },
    { id: 2, isActive: true, hours },
  ],
  busy: [
    { bayId: 1, startTime: at('2026-03-11', '12:00'), endTime: at('2026-03-11', '13:00') },
    { bayId: 2, startTime: at('2026-03-11', '12:00'), endTime: at('2026-03-11', '14:00') },
  ],
  ownBookings: [],
  ...over,
});
const byLabel = (slots: ReturnType<typeof slotAvailability>) =>
  new Map(slots.map((s) => [s.label, s]));

describe('slotAvailability', () => {
  it('gives each half-hour of the day one of the four legend states', () => {
    const slots = byLabel(slotAvailability(input()));
    expect(slots.get('9:00 AM')).toMatchObject({ status: 'unavailable', reason: 'past' });
    expect(slots.get('9:30 AM')).toMatchObject({ status: 'offPeak', bayId: 1, priceCents: 4000 });
    expect(slots.get('11:30 AM')).toMatchObject({
      status: 'waitlist',
      bayId: null,
      priceCents: null,
    }); // runs into 12:00
    expect(slots.get('1:00 PM')).toMatchObject({ status: 'offPeak', bayId: 1 }); // bay 1 is free again
    expect(slots.get('5:00 PM')).toMatchObject({ status: 'peak', priceCents: 5000 });
    expect(slots.get('9:00 PM')).toMatchObject({ status: 'peak' }); // ends exactly at closing
    expect(slots.get('9:30 PM')).toMatchObject({ status: 'unavailable', reason: 'closed' });
    expect(slots.get('7:30 AM')).toMatchObject({ status: 'unavailable', reason: 'past' });
    expect(SLOT_LEGEND.map((l) => l.status)).toEqual([
      'offPeak',
      'peak',
      'waitlist',
      'unavailable',
    ]);
  });

  it("marks the member's own overlapping time and the daily limit unavailable", () => {
    const own = [
      {
        id: 1,
        startTime: at('2026-03-11', '15:00'),
        endTime: at('2026-03-11', '18:00'),
        status: 'confirmed' as const,
      },
    ];
    const slots = byLabel(slotAvailability(input({ ownBookings: own })));
    expect(slots.get('2:30 PM')).toMatchObject({ status: 'unavailable', reason: 'overlap' });
    expect(slots.get('6:00 PM')).toMatchObject({ status: 'peak' }); // 180 + 60 = 240
    expect(
      byLabel(slotAvailability(input({ ownBookings: own, durationMinutes: 90 }))).get('6:00 PM'),
    ).toMatchObject({
      status: 'unavailable',
      reason: 'dailyLimit',
    });
  });

  it('covers all 46 slots of the spring-forward day and 50 of the fall-back day', () => {
    const now = at('2026-03-01', '00:00');
    expect(
      slotAvailability(
        input({ date: '2026-03-08', now, bays: [{ id: 1, isActive: true, hours: [] }] }),
      ),
    ).toHaveLength(46);
    const fall = slotAvailability(
      input({
        date: '2026-11-01',
        now: at('2026-10-25', '00:00'),
        bays: [{ id: 1, isActive: true, hours: [] }],
        busy: [],
      }),
    );
    expect(fall).toHaveLength(50);
    expect(fall.every((s) => s.status === 'offPeak')).toBe(true);
    // the last slot's session runs into the next day, still one hour of real time
    const last = fall.at(-1);
    expect(last && last.end.getTime() - last.start.getTime()).toBe(3_600_000);
  });

  it('offeredSlots drops the unavailable ones', () => {
    const offered = offeredSlots(input());
    expect(offered.every((s) => s.status !== 'unavailable')).toBe(true);
    expect(offered[0]?.label).toBe('9:30 AM');
    expect(offered.at(-1)?.label).toBe('9:00 PM');
  });
});

describe('a day plan shared by members', () => {
  it('gives each member what their own availability would', () => {
    const plan = planDaySlots(input());
    const pat = { ownBookings: [], now: at('2026-03-11', '09:10') };
    const sam = {
      ownBookings: [
        {
          startTime: at('2026-03-11', '18:00'),
          endTime: at('2026-03-11', '19:30'),
          status: 'confirmed' as const,
        },
      ],
      now: at('2026-03-11', '15:00'),
    };
    for (const member of [pat, sam]) {
      const own = slotAvailability(input(member));
      const shared = memberSlots(plan, member);
      expect(shared).toEqual(
        own.map(({ status, bayId, priceCents, reason }) => ({ status, bayId, priceCents, reason })),
      );
    }
    // the plan itself knows nothing of either: 6:00 PM has a peak bay for whoever asks
    const six = plan.slots.find((s) => s.label === '6:00 PM');
    expect(six?.offer).toEqual({ status: 'peak', bayId: 1, priceCents: expect.any(Number) });
    expect(memberSlots(plan, sam).find((_, i) => plan.slots[i] === six)?.reason).toBe('overlap');
  });
});

describe('isDailyLimitReached', () => {
  const own = [
    {
      startTime: at('2026-03-11', '08:00'),
      endTime: sessionEnd(at('2026-03-11', '08:00'), 210),
      status: 'confirmed' as const,
    },
  ];
  it.each([
    [30, false],
    [60, true],
  ])('210 booked + %i: %s', (minutes, reached) => {
    expect(
      isDailyLimitReached({
        date: '2026-03-11',
        durationMinutes: minutes,
        zone: CHI,
        ownBookings: own,
      }),
    ).toBe(reached);
  });
  it('another day is free', () => {
    expect(
      isDailyLimitReached({
        date: '2026-03-12',
        durationMinutes: 240,
        zone: CHI,
        ownBookings: own,
      }),
    ).toBe(false);
  });
});
