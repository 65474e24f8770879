import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkInRefusal,
  codesTakenDuring,
  DOOR_ACCESS_MESSAGES,
  doorCodeWindow,
  formatDoorCode,
  GUESSABLE_DOOR_CODES,
  isDoorCode,
  noShowRelease,
  noShowReleaseAt,
  noShowSettingViolation,
  pickDoorCode,
  windowsOverlap,
  type HeldDoorCode,
  type NoShowCandidate,
  type RandomInt,
} from './door-access';
import { DomainError } from './errors';
import { atLocalTime, MINUTE_MS } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const iso = (d: Date) => d.toISOString();

/** A seeded source (mulberry32), as crypto.randomInt would be called. */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * max);
  };
}
const always =
  (k: number): RandomInt =>
  () =>
    k;
const last: RandomInt = (max) => max - 1;

describe('doorCodeWindow', () => {
  it.each([
    // an ordinary evening: 15 minutes before 18:00 CDT to 19:00 CDT
    ['2026-07-10', '18:00', 60, '2026-07-10T22:45:00.000Z', '2026-07-11T00:00:00.000Z'],
    // a 3 a.m. session, the reason the door has codes
    ['2026-07-11', '03:00', 30, '2026-07-11T07:45:00.000Z', '2026-07-11T08:30:00.000Z'],
    // spring forward (Mar 8 2026): 03:00 CDT comes right after 01:59 CST; 15 real minutes before
    // 03:00 CDT is 01:45 CST
    ['2026-03-08', '03:00', 60, '2026-03-08T07:45:00.000Z', '2026-03-08T09:00:00.000Z'],
    // the session just after midnight crossing into a new day: the window starts the day before
    ['2026-07-11', '00:00', 90, '2026-07-11T04:45:00.000Z', '2026-07-11T06:30:00.000Z'],
  ])('%s %s for %i minutes opens %s to %s', (date, time, minutes, from, to) => {
    const start = at(date, time);
    const window = doorCodeWindow(start, start.getTime() + minutes * MINUTE_MS);
    expect(iso(window.startsAt)).toBe(from);
    expect(iso(window.endsAt)).toBe(to);
  });

  it('on the night clocks fall back (Nov 1 2026), 15 real minutes before 01:00 CST is 01:45 CDT', () => {
    const start = new Date('2026-11-01T07:00:00.000Z'); // 01:00 CST, the second 01:00
    const window = doorCodeWindow(start, start.getTime() + 60 * MINUTE_MS);
    expect(iso(window.startsAt)).toBe('2026-11-01T06:45:00.000Z'); // 01:45 CDT
    expect(window.endsAt.getTime() - window.startsAt.getTime()).toBe(75 * MINUTE_MS);
  });

  it('refuses a session that does not end after its start', () => {
    const start = at('2026-07-10', '18:00');
    expect(() => doorCodeWindow(start, start)).toThrow(DomainError);
    expect(() => doorCodeWindow(start, start.getTime() - 1)).toThrow(DomainError);
  });

  it('is always the session plus 15 minutes before, whatever the day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 1, max: 16 }),
        (start, slots) => {
          const end = start + slots * 30 * MINUTE_MS;
          const w = doorCodeWindow(start, end);
          return w.endsAt.getTime() === end && start - w.startsAt.getTime() === 15 * MINUTE_MS;
        },
      ),
    );
  });
});

describe('windowsOverlap', () => {
  const w = (from: number, to: number) => ({ startsAt: from, endsAt: to });
  it.each([
    [w(0, 10), w(10, 20), false], // one ends as the other starts
    [w(0, 11), w(10, 20), true], // one instant shared
    [w(0, 30), w(10, 20), true], // inside
    [w(20, 30), w(0, 10), false],
    [w(9, 10), w(0, 10), true],
  ])('%o and %o: %s', (a, b, expected) => {
    expect(windowsOverlap(a, b)).toBe(expected);
    expect(windowsOverlap(b, a)).toBe(expected);
  });
});

describe('codesTakenDuring', () => {
  const window = doorCodeWindow(at('2026-07-10', '18:00'), at('2026-07-10', '19:00'));
  const held = (code: string, from: string, to: string): HeldDoorCode => ({
    code,
    startsAt: at('2026-07-10', from),
    endsAt: at('2026-07-10', to),
  });

  it('takes the codes valid at some instant of the window, and only those', () => {
    const taken = codesTakenDuring(window, [
      held('111222', '16:45', '17:45'), // ends as the window starts (17:45)
      held('333444', '16:45', '17:46'), // one minute inside
      held('555666', '18:45', '20:00'),
      held('777888', '19:00', '20:00'), // starts as the window ends
      held('999000', '17:00', '21:00'),
    ]);
    expect([...taken].sort()).toEqual(['333444', '555666', '999000']);
  });
});

describe('formatDoorCode and isDoorCode', () => {
  it.each([
    [0, '000000'],
    [4217, '004217'],
    [999_999, '999999'],
  ])('%i is written %s', (n, code) => {
    expect(formatDoorCode(n)).toBe(code);
    expect(isDoorCode(code)).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', ' 123456', '', '12 456'])('%j is no door code', (v) => {
    expect(isDoorCode(v)).toBe(false);
  });
});

describe('GUESSABLE_DOOR_CODES', () => {
  it('holds the repeated digits and the straight runs both ways, 20 in all', () => {
    expect(GUESSABLE_DOOR_CODES.size).toBe(20);
    for (const code of ['000000', '999999', '012345', '456789', '987654', '543210']) {
      expect(GUESSABLE_DOOR_CODES.has(code)).toBe(true);
    }
    expect(GUESSABLE_DOOR_CODES.has('567890')).toBe(false); // no wrap-around run
  });
});

describe('pickDoorCode', () => {
  it('gives the k-th code that is neither taken nor guessable', () => {
    // 000000 is guessable: the first free code is 000001
    expect(pickDoorCode([], always(0))).toBe('000001');
    expect(pickDoorCode(['000001', '000002'], always(0))).toBe('000003');
    expect(pickDoorCode(['000003'], always(2))).toBe('000004');
    // the last free code: 999999 and 987654 are guessable
    expect(pickDoorCode([], last)).toBe('999998');
    expect(pickDoorCode(['999998'], last)).toBe('999997');
  });

  it('is the same code for the same seed (the tests can know it)', () => {
    expect(pickDoorCode(['123123'], seeded(7))).toBe(pickDoorCode(['123123'], seeded(7)));
  });

  it('ignores anything in the taken list that is not a door code', () => {
    expect(pickDoorCode(['1', 'abcdef', '0000001'], always(0))).toBe('000001');
  });

  it('refuses a random source that leaves its range', () => {
    expect(() => pickDoorCode([], () => -1)).toThrow(RangeError);
    expect(() => pickDoorCode([], (max) => max)).toThrow(RangeError);
    expect(() => pickDoorCode([], () => 0.5)).toThrow(RangeError);
  });

  it('says so when every code is taken', () => {
    const all = Array.from({ length: 1_000_000 }, (_, n) => formatDoorCode(n));
    expect(() => pickDoorCode(all, always(0))).toThrow(DOOR_ACCESS_MESSAGES.noCodeLeft);
    // all but '000000' (guessable, never given): still none
    expect(() => pickDoorCode(all.slice(1), always(0))).toThrow(DomainError);
    // all but one: that one, whatever the draw
    expect(
      pickDoorCode(
        all.filter((c) => c !== '424242'),
        always(0),
      ),
    ).toBe('424242');
  });

  it('never gives a taken or guessable code, and always six digits (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 999_999 }), { maxLength: 300 }),
        fc.nat(),
        (takenNumbers, seed) => {
          const taken = takenNumbers.map(formatDoorCode);
          const code = pickDoorCode(taken, seeded(seed));
          return isDoorCode(code) && !taken.includes(code) && !GUESSABLE_DOOR_CODES.has(code);
        },
      ),
    );
  });

  it('finds the one code left free in a crowded neighbourhood (property)', () => {
    // every code from `from` to `from + 499` is taken but one: any draw at that rank finds it
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 800_000 }),
        fc.integer({ min: 0, max: 499 }),
        (from, hole) => {
          const taken = Array.from({ length: 500 }, (_, i) => from + i)
            .filter((n) => n !== from + hole)
            .map(formatDoorCode);
          const guessableBelow = [...GUESSABLE_DOOR_CODES].filter((c) => Number(c) < from).length;
          const rank = from - guessableBelow; // free codes below `from`
          const code = pickDoorCode(taken, always(rank));
          return GUESSABLE_DOOR_CODES.has(formatDoorCode(from + hole))
            ? Number(code) > from + 499
            : code === formatDoorCode(from + hole);
        },
      ),
    );
  });

  it('gives codes that never collide with any code valid in an overlapping window (property)', () => {
    // codes handed out one after another on one lock, each picked against the codes valid in its
    // window: no two codes whose windows overlap are the same
    const HOUR = 60 * MINUTE_MS;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            slot: fc.integer({ min: 0, max: 40 }),
            hours: fc.integer({ min: 1, max: 4 }),
          }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        fc.nat(),
        (sessions, seed) => {
          // a tiny space would make collisions likely: force it by taking all but 8 codes' worth
          // of randomness through a source that favours low ranks
          const random = seeded(seed);
          const skewed: RandomInt = (max) => Math.min(max - 1, random(8));
          const held: HeldDoorCode[] = [];
          for (const s of sessions) {
            const start = Date.UTC(2026, 6, 10) + s.slot * HOUR;
            const window = doorCodeWindow(start, start + s.hours * HOUR);
            const code = pickDoorCode(codesTakenDuring(window, held), skewed);
            held.push({ code, ...window });
          }
          return held.every((a, i) =>
            held.every((b, j) => i === j || a.code !== b.code || !windowsOverlap(a, b)),
          );
        },
      ),
    );
  });
});

describe('noShowSettingViolation', () => {
  it.each([
    [null, null],
    [9, DOOR_ACCESS_MESSAGES.releaseMinutes],
    [10, null],
    [11, null],
    [59, null],
    [60, null],
    [61, DOOR_ACCESS_MESSAGES.releaseMinutes],
    [0, DOOR_ACCESS_MESSAGES.releaseMinutes],
    [-10, DOOR_ACCESS_MESSAGES.releaseMinutes],
    [15.5, DOOR_ACCESS_MESSAGES.releaseMinutes],
    [Number.NaN, DOOR_ACCESS_MESSAGES.releaseMinutes],
  ])('%s minutes: %s', (minutes, expected) => {
    expect(noShowSettingViolation(minutes)).toBe(expected);
  });
});

describe('noShowRelease', () => {
  const start = at('2026-07-10', '18:00');
  const session = (over: Partial<NoShowCandidate> = {}): NoShowCandidate => ({
    status: 'confirmed',
    startTime: start,
    endTime: start.getTime() + 120 * MINUTE_MS,
    checkedInAt: null,
    ...over,
  });
  const after = (minutes: number) => start.getTime() + minutes * MINUTE_MS;

  it.each([
    [14, null], // one minute before the release instant
    [15, '2026-07-10T23:15:00.000Z'], // at it
    [16, '2026-07-10T23:15:00.000Z'], // after it
    [119, '2026-07-10T23:15:00.000Z'], // the session's last minute
    [120, null], // at the end: nothing left to free
  ])('with 15 minutes, %i minutes after the start: released at %s', (minutes, releasedAt) => {
    const release = noShowRelease(session(), 15, after(minutes));
    expect(release && iso(release.releaseAt)).toBe(releasedAt);
    if (release) {
      // the rest of the session's time goes back: from the release instant to its end
      expect(iso(release.freed.startsAt)).toBe(releasedAt);
      expect(iso(release.freed.endsAt)).toBe('2026-07-11T01:00:00.000Z');
    }
  });

  it('does nothing when the setting is off', () => {
    expect(noShowRelease(session(), null, after(60))).toBeNull();
  });

  it.each(['waitlisted', 'cancelled', 'no_show'])('leaves a %s session alone', (status) => {
    expect(noShowRelease(session({ status }), 10, after(30))).toBeNull();
  });

  it.each([
    ['before the code window', -30],
    ['in the 15 minutes before the start', -5],
    ['late, but before the sweep', 40],
  ])('leaves a session checked in %s alone', (_, minutes) => {
    expect(noShowRelease(session({ checkedInAt: after(minutes) }), 30, after(45))).toBeNull();
  });

  it('leaves a session that is over before its release instant alone', () => {
    const short = session({ endTime: after(30) });
    expect(noShowRelease(short, 30, after(30))).toBeNull();
    expect(noShowRelease(short, 60, after(45))).toBeNull();
  });

  it('is noShowReleaseAt minutes after the start, in real time across a DST change', () => {
    const fallBack = new Date('2026-11-01T06:30:00.000Z'); // 01:30 CDT, before the repeat hour
    expect(iso(noShowReleaseAt(fallBack, 45))).toBe('2026-11-01T07:15:00.000Z'); // 01:15 CST
  });

  it('releases only a confirmed session nobody checked in, from its release instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: -30, max: 300 }),
        fc.option(fc.integer({ min: -15, max: 240 })),
        fc.constantFrom('confirmed', 'waitlisted', 'cancelled'),
        (minutes, slots, nowAfter, checkedAfter, status) => {
          const s = session({
            status,
            endTime: after(slots * 30),
            checkedInAt: checkedAfter === null ? null : after(checkedAfter),
          });
          const release = noShowRelease(s, minutes, after(nowAfter));
          const expected =
            status === 'confirmed' &&
            checkedAfter === null &&
            nowAfter >= minutes &&
            nowAfter < slots * 30;
          if (!expected) return release === null;
          return (
            release !== null &&
            release.releaseAt.getTime() === after(minutes) &&
            release.freed.startsAt.getTime() === after(minutes) &&
            release.freed.endsAt.getTime() === after(slots * 30)
          );
        },
      ),
    );
  });
});

describe('checkInRefusal', () => {
  it.each([
    ['confirmed', false, null],
    ['no_show', false, DOOR_ACCESS_MESSAGES.released],
    ['cancelled', false, DOOR_ACCESS_MESSAGES.notConfirmed],
    ['waitlisted', false, DOOR_ACCESS_MESSAGES.notConfirmed],
    ['confirmed', true, null],
    ['cancelled', true, null],
    ['no_show', true, DOOR_ACCESS_MESSAGES.released],
  ] as const)('%s (undo %s): %s', (status, undo, refusal) => {
    expect(checkInRefusal(status, undo)).toBe(refusal);
  });
});
