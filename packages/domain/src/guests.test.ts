import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TYPES, type MembershipType } from './enums';
import {
  DEFAULT_GUEST_FEE_CENTS,
  GUEST_MESSAGES,
  guestChangeViolation,
  guestChargeLine,
  guestCountViolation,
  guestFeesCents,
  guestGiveBack,
  guestPassesLeft,
  guestPassesOfMonth,
  matchGuestList,
  guestPassesPerMonth,
  MAX_GUESTS,
  passesUsedBy,
  priceGuests,
  type GuestCharge,
} from './guests';
import { planMonthOf } from './plan-rules';
import { atLocalTime, HOUR_MS } from './time';

const CHI = 'America/Chicago';
const FEE = DEFAULT_GUEST_FEE_CENTS;
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const pass = (passNumber: number, passesLeft: number): GuestCharge => ({
  kind: 'pass',
  priceCents: 0,
  passNumber,
  passesLeft,
});
const fee = (priceCents = FEE): GuestCharge => ({ kind: 'fee', priceCents });

describe('guest passes a month', () => {
  it('Elite has 2, every other tier none', () => {
    expect(MEMBERSHIP_TYPES.map((t) => [t, guestPassesPerMonth(t)])).toEqual([
      ['none', 0],
      ['member', 0],
      ['starter', 0],
      ['pro', 0],
      ['elite', 2],
    ]);
  });

  it.each([
    ['elite', 0, 2],
    ['elite', 1, 1],
    ['elite', 2, 0],
    ['elite', 3, 0],
    ['elite', -1, 2],
    ['pro', 0, 0],
    ['none', 0, 0],
  ] as const)('%s with %i used has %i left', (tier, used, left) => {
    expect(guestPassesLeft(tier, used)).toBe(left);
  });
});

describe('the passes a member sees this month', () => {
  it.each([
    ['elite', 0, 'Guest passes: 2 of 2 left this month'],
    ['elite', 1, 'Guest passes: 1 of 2 left this month'],
    ['elite', 2, 'Guest passes: 0 of 2 left this month'],
    ['elite', 3, 'Guest passes: 0 of 2 left this month'],
    ['pro', 0, null],
    ['starter', 0, null],
    ['member', 0, null],
    ['none', 0, null],
  ] as const)('%s with %i used: %s', (tier, used, text) => {
    expect(guestPassesOfMonth(tier, used)?.text ?? null).toBe(text);
  });
});

describe('priceGuests: passes first, then the fee', () => {
  it.each<[MembershipType, number, number, GuestCharge[]]>([
    ['elite', 0, 0, []],
    ['elite', 0, 1, [pass(1, 2)]],
    ['elite', 0, 2, [pass(1, 2), pass(2, 2)]],
    ['elite', 0, 3, [pass(1, 2), pass(2, 2), fee()]],
    ['elite', 1, 1, [pass(1, 1)]],
    ['elite', 1, 2, [pass(1, 1), fee()]],
    ['elite', 1, 3, [pass(1, 1), fee(), fee()]],
    ['elite', 2, 1, [fee()]],
    ['elite', 2, 3, [fee(), fee(), fee()]],
    ['elite', 3, 2, [fee(), fee()]],
    ['pro', 0, 2, [fee(), fee()]],
    ['member', 0, 1, [fee()]],
    ['none', 0, 3, [fee(), fee(), fee()]],
  ])('%s, %i used, %i guests', (tier, passesUsed, guests, expected) => {
    expect(priceGuests({ tier, passesUsed, guests, feeCents: FEE })).toEqual(expected);
  });

  it("charges the club's fee as set, $0 included", () => {
    expect(priceGuests({ tier: 'pro', passesUsed: 0, guests: 1, feeCents: 3500 })).toEqual([
      fee(3500),
    ]);
    expect(priceGuests({ tier: 'pro', passesUsed: 0, guests: 2, feeCents: 0 })).toEqual([
      fee(0),
      fee(0),
    ]);
  });

  it('says each line as the confirm step shows it', () => {
    const lines = priceGuests({ tier: 'elite', passesUsed: 0, guests: 3, feeCents: FEE });
    expect(lines.map((line) => guestChargeLine(line).text)).toEqual([
      'Guest pass (1 of 2 left this month)',
      'Guest pass (2 of 2 left this month)',
      'Guest fee $20',
    ]);
    expect(guestChargeLine(pass(1, 1)).text).toBe('Guest pass (1 of 1 left this month)');
    expect(guestChargeLine(fee(2250)).text).toBe('Guest fee $22.50');
    expect(guestFeesCents(lines)).toBe(FEE);
    expect(passesUsedBy(lines)).toBe(2);
  });

  const tier = fc.constantFrom(...MEMBERSHIP_TYPES);
  const guests = fc.integer({ min: 0, max: MAX_GUESTS });
  const feeCents = fc.integer({ min: 0, max: 100_000 });

  it('prices every guest once: passes plus fee payers are the guests, fees are the fee each', () => {
    fc.assert(
      fc.property(tier, fc.integer({ min: 0, max: 5 }), guests, feeCents, (t, used, n, f) => {
        const lines = priceGuests({ tier: t, passesUsed: used, guests: n, feeCents: f });
        const passes = passesUsedBy(lines);
        expect(lines).toHaveLength(n);
        expect(passes).toBe(Math.min(n, guestPassesLeft(t, used)));
        expect(guestFeesCents(lines)).toBe((n - passes) * f);
        // passes come first
        expect(lines.slice(0, passes).every((l) => l.kind === 'pass')).toBe(true);
      }),
    );
  });

  it("bookings made one after another never use more than the month's passes", () => {
    fc.assert(
      fc.property(tier, fc.array(guests, { maxLength: 10 }), (t, bookings) => {
        let used = 0;
        for (const n of bookings) {
          used += passesUsedBy(priceGuests({ tier: t, passesUsed: used, guests: n, feeCents: 1 }));
        }
        const total = bookings.reduce((s, n) => s + n, 0);
        expect(used).toBe(Math.min(total, guestPassesPerMonth(t)));
      }),
    );
  });

  it('removing guests before the start gives back what they took, so the month is as before', () => {
    const start = at('2026-11-20', '18:00');
    const now = at('2026-11-20', '17:59');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), guests, feeCents, (used, n, f) => {
        const lines = priceGuests({ tier: 'elite', passesUsed: used, guests: n, feeCents: f });
        const held = lines.map((l) => ({ usesPass: l.kind === 'pass', feeCents: l.priceCents }));
        expect(guestGiveBack(held, start, now)).toEqual({
          passes: passesUsedBy(lines),
          feeCents: guestFeesCents(lines),
        });
      }),
    );
  });
});

describe('the month a booking draws its passes from is its start month in club time', () => {
  it.each([
    // last day at 23:30 club time (already the next day in UTC)
    ['2026-11-30', '23:30', '2026-11'],
    ['2026-12-01', '00:00', '2026-12'],
    ['2026-10-31', '23:30', '2026-10'],
    ['2026-03-31', '23:30', '2026-03'],
    ['2027-02-28', '23:30', '2027-02'],
    // the March change (02:00 -> 03:00 on 2026-03-08) and the November one (02:00 -> 01:00 on
    // 2026-11-01): months hold, whatever the offset
    ['2026-03-08', '01:30', '2026-03'],
    ['2026-03-08', '03:00', '2026-03'],
    ['2026-11-01', '00:00', '2026-11'],
    ['2026-11-01', '01:30', '2026-11'],
  ])('%s %s is in %s', (date, time, month) => {
    expect(planMonthOf(at(date, time), CHI).month).toBe(month);
  });

  it('the repeated 01:30 of the November change is November both times', () => {
    const first = at('2026-11-01', '01:30');
    const second = new Date(first.getTime() + HOUR_MS);
    expect(first.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(planMonthOf(second, CHI).month).toBe('2026-11');
    // the month began at local midnight, still CDT (UTC-5)
    expect(planMonthOf(second, CHI).from.toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it("an Elite who used November's two passes pays at 23:30 on the 30th, not at 00:00 on the 1st", () => {
    const used = new Map([['2026-11', 2]]);
    const quote = (date: string, time: string) =>
      priceGuests({
        tier: 'elite',
        passesUsed: used.get(planMonthOf(at(date, time), CHI).month) ?? 0,
        guests: 2,
        feeCents: FEE,
      });
    expect(quote('2026-11-30', '23:30')).toEqual([fee(), fee()]);
    expect(quote('2026-12-01', '00:00')).toEqual([pass(1, 2), pass(2, 2)]);
  });
});

describe('guest rules', () => {
  it.each([
    [0, 1, null],
    [0, 3, null],
    [2, 1, null],
    [3, 0, null],
    [3, 1, GUEST_MESSAGES.tooMany],
    [0, 4, GUEST_MESSAGES.tooMany],
    [2, 2, GUEST_MESSAGES.tooMany],
  ])('%i guests plus %i: %s', (current, adding, expected) => {
    expect(guestCountViolation(current, adding)).toBe(expected);
  });

  const start = at('2026-11-20', '18:00');
  it.each([
    ['a minute before', at('2026-11-20', '17:59'), null],
    ['at the start', start, GUEST_MESSAGES.notChangeable],
    ['after the start', at('2026-11-20', '18:30'), GUEST_MESSAGES.notChangeable],
  ])('changing guests %s: %s', (_, now, expected) => {
    expect(guestChangeViolation(start, now)).toBe(expected);
  });
});

describe('guestGiveBack', () => {
  const start = at('2026-11-20', '18:00');
  const guests = [
    { usesPass: true, feeCents: 0 },
    { usesPass: false, feeCents: 2000 },
    { usesPass: false, feeCents: 1500, removedAt: null },
    { usesPass: true, feeCents: 0, removedAt: at('2026-11-19', '12:00') },
    { usesPass: false, feeCents: 2000, removedAt: at('2026-11-19', '12:00') },
  ];

  it.each([
    ['before the start, the live guests', start.getTime() - 1, { passes: 1, feeCents: 3500 }],
    ['at the start, nothing', start, { passes: 0, feeCents: 0 }],
    ['after the start, nothing', start.getTime() + 1, { passes: 0, feeCents: 0 }],
  ])('%s', (_, now, expected) => {
    expect(guestGiveBack(guests, start, now)).toEqual(expected);
  });

  it('gives nothing back for no guests', () => {
    expect(guestGiveBack([], start, 0)).toEqual({ passes: 0, feeCents: 0 });
  });
});

describe('matchGuestList: an edited list keeps the guests it names again', () => {
  const live = [
    { id: 1, firstName: 'Ann', email: 'ann@example.com' },
    { id: 2, firstName: 'Bo', email: null },
    { id: 3, firstName: 'Bo', email: null },
  ];
  const g = (firstName: string, email: string | null = null) => ({ firstName, email });
  it.each([
    ['the same list', [g('Ann', 'ANN@example.com '), g('Bo'), g('Bo')], [1, 2, 3], []],
    ['one removed', [g('Bo')], [2], [1, 3]],
    ['a new e-mail is a new guest', [g('Ann', 'other@example.com')], [null], [1, 2, 3]],
    ['one added', [g('Ann', 'ann@example.com'), g('Cy')], [1, null], [2, 3]],
    ['none', [], [], [1, 2, 3]],
  ])('%s', (_, wanted, kept, removed) => {
    const m = matchGuestList(live, wanted);
    expect(m.list.map((x) => x.keptId)).toEqual(kept);
    expect(m.removedIds).toEqual(removed);
  });

  it('keeps each live guest at most once and accounts for every one', () => {
    const guest = fc.record({
      firstName: fc.constantFrom('A', 'B'),
      email: fc.constantFrom(null, 'a@x.io'),
    });
    fc.assert(
      fc.property(fc.array(guest, { maxLength: 3 }), fc.array(guest, { maxLength: 3 }), (l, w) => {
        const withIds = l.map((x, i) => ({ ...x, id: i + 1 }));
        const m = matchGuestList(withIds, w);
        const kept = m.list.flatMap((x) => (x.keptId === null ? [] : [x.keptId]));
        expect(new Set(kept).size).toBe(kept.length);
        expect([...kept, ...m.removedIds].sort()).toEqual(withIds.map((x) => x.id));
      }),
    );
  });
});
