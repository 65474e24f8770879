// Door access (DECISIONS.md, Door access for a club open all night; Check-in and no-shows): each
// confirmed booking, lesson and league night of a member gets a 6-digit code on the front door's
// lock, valid from 15 minutes before its start to its end; two codes valid at the same time never
// share digits. A club setting, off by default, releases a confirmed session nobody checked in N
// minutes (10 to 60) after its start. Everything here works on instants: a window is a span of
// real time, the same length on a DST day as on any other.
import { DomainError } from './errors';
import { MINUTE_MS, toMillis, type Instant } from './time';

/** A code opens the door this long before its session starts. */
export const DOOR_CODE_LEAD_MINUTES = 15;
/** Digits in a door code. */
export const DOOR_CODE_DIGITS = 6;
/** Every 6-digit code there is, '000000' to '999999'. */
const CODE_SPACE = 10 ** DOOR_CODE_DIGITS;

/** The release setting's bounds, in minutes after the start. */
export const NO_SHOW_MIN_MINUTES = 10;
export const NO_SHOW_MAX_MINUTES = 60;
/** Club Settings' release setting until an admin turns it on: off. */
export const NO_SHOW_DEFAULT_MINUTES: number | null = null;

export const DOOR_ACCESS_MESSAGES = {
  releaseMinutes: /*i18n*/ 'The release time must be from 10 to 60 minutes, or off',
  codeOnItsWay: /*i18n*/ 'Your door code is on its way',
  noCodeLeft: /*i18n*/ 'No door code is free for this time.',
  released: /*i18n*/ 'This session was released as a no-show.',
  notConfirmed: /*i18n*/ 'Only a confirmed session can be checked in.',
} as const;

/**
 * Why an admin may not check a session in (or, `undo`, take a check-in back), or null: a session
 * the sweep released as a no-show never comes back (its bay may be someone else's now), and only a
 * confirmed one is checked in.
 */
export function checkInRefusal(status: string, undo = false): string | null {
  if (status === 'no_show') return DOOR_ACCESS_MESSAGES.released;
  if (!undo && status !== 'confirmed') return DOOR_ACCESS_MESSAGES.notConfirmed;
  return null;
}

/** A span of real time, from `startsAt` (included) to `endsAt` (excluded). */
export interface DoorWindow {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The window a session's code opens the door: from 15 minutes before its start to its end, as
 * instants (on the night clocks fall back, 15 minutes before 01:00 CST is 01:45 CDT).
 */
export function doorCodeWindow(start: Instant, end: Instant): DoorWindow {
  const from = toMillis(start);
  const to = toMillis(end);
  if (!(to > from)) throw new DomainError('VALIDATION', /*i18n*/ 'A session ends after it starts.');
  return { startsAt: new Date(from - DOOR_CODE_LEAD_MINUTES * MINUTE_MS), endsAt: new Date(to) };
}

/** True when two windows share some instant (touching ends do not: one ends as the other starts). */
export function windowsOverlap(
  a: { startsAt: Instant; endsAt: Instant },
  b: { startsAt: Instant; endsAt: Instant },
): boolean {
  return toMillis(a.startsAt) < toMillis(b.endsAt) && toMillis(b.startsAt) < toMillis(a.endsAt);
}

/** A code on the lock, as the product holds it. */
export interface HeldDoorCode {
  code: string;
  startsAt: Instant;
  endsAt: Instant;
}

/** The codes a new code for `window` may not take: those of the lock's codes valid at some instant of it. */
export function codesTakenDuring(window: DoorWindow, held: readonly HeldDoorCode[]): Set<string> {
  return new Set(held.filter((h) => windowsOverlap(window, h)).map((h) => h.code));
}

/**
 * Codes never handed out, the first a stranger tries: one digit six times ('000000', '111111' …)
 * and straight runs up or down ('012345', '123456' … '987654' … '543210').
 */
export const GUESSABLE_DOOR_CODES: ReadonlySet<string> = new Set([
  ...Array.from({ length: 10 }, (_, d) => String(d).repeat(DOOR_CODE_DIGITS)),
  ...Array.from({ length: 11 - DOOR_CODE_DIGITS }, (_, d) => {
    const up = Array.from({ length: DOOR_CODE_DIGITS }, (_, i) => String(d + i)).join('');
    return [up, [...up].reverse().join('')];
  }).flat(),
]);

/** A door code's digits as written: always 6, zeros in front kept ('004217'). */
export function formatDoorCode(n: number): string {
  return String(n).padStart(DOOR_CODE_DIGITS, '0');
}

/** True for six digits and nothing else. */
export function isDoorCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/**
 * A random source as `crypto.randomInt(max)` is one: an integer from 0 to `max - 1`, each as
 * likely. The API passes `crypto.randomInt`; tests pass a seeded one.
 */
export type RandomInt = (maxExclusive: number) => number;

/**
 * A code for a new window, none of `taken` (see codesTakenDuring) and not guessable: each free
 * code as likely, with one draw (the draw picks the k-th free code), so it never collides and
 * never loops. DomainError CONFLICT when no code is free.
 */
export function pickDoorCode(taken: Iterable<string>, random: RandomInt): string {
  const blocked = new Set<number>();
  for (const code of [...taken, ...GUESSABLE_DOOR_CODES]) {
    if (isDoorCode(code)) blocked.add(Number(code));
  }
  const free = CODE_SPACE - blocked.size;
  if (free <= 0) throw new DomainError('CONFLICT', DOOR_ACCESS_MESSAGES.noCodeLeft);
  const k = random(free);
  if (!Number.isInteger(k) || k < 0 || k >= free) {
    throw new RangeError(`The random source gave ${k}, not an integer from 0 to ${free - 1}`);
  }
  // the k-th free number: step past each blocked number at or below it, in order
  let n = k;
  for (const b of Uint32Array.from(blocked).sort()) {
    if (b <= n) n += 1;
    else break;
  }
  return formatDoorCode(n);
}

/**
 * The release setting's refusal, or null: off (null) or a whole number of minutes from 10 to 60.
 */
export function noShowSettingViolation(minutes: number | null): string | null {
  if (minutes === null) return null;
  return Number.isInteger(minutes) &&
    minutes >= NO_SHOW_MIN_MINUTES &&
    minutes <= NO_SHOW_MAX_MINUTES
    ? null
    : DOOR_ACCESS_MESSAGES.releaseMinutes;
}

/** The instant a session not checked in by then is released: `minutes` after its start. */
export function noShowReleaseAt(start: Instant, minutes: number): Date {
  return new Date(toMillis(start) + minutes * MINUTE_MS);
}

/** What the no-show rule reads of a session (booking, lesson or league night). */
export interface NoShowCandidate {
  status: string;
  startTime: Instant;
  endTime: Instant;
  /** The first unlock with its code, or an admin's check-in; null when nobody came. */
  checkedInAt: Instant | null;
}

/** A session released: it becomes `no_show` at `releaseAt`; `freed` goes back to the waitlist. */
export interface NoShowRelease {
  releaseAt: Date;
  freed: DoorWindow;
}

/**
 * The release of a confirmed session nobody checked in, when the setting is on (`minutes`, null
 * for off) and `now` is from its release instant (start + minutes) to its end; null otherwise. A
 * session over before its release instant has nothing left to free and is left as it is, and so
 * is one that ended while no sweep ran (or before the setting was turned on).
 */
export function noShowRelease(
  session: NoShowCandidate,
  minutes: number | null,
  now: Instant,
): NoShowRelease | null {
  if (minutes === null || session.status !== 'confirmed' || session.checkedInAt !== null) {
    return null;
  }
  const releaseAt = noShowReleaseAt(session.startTime, minutes);
  const end = toMillis(session.endTime);
  const at = toMillis(now);
  if (at < toMillis(releaseAt) || at >= end) return null;
  return { releaseAt, freed: { startsAt: releaseAt, endsAt: new Date(end) } };
}
