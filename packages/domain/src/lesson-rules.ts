// Lessons with coaches (DECISIONS.md): 30 or 60 minutes with a coach in the coach's hours, in the
// booking window, on the first free bay; the coach's rate for the length, or $0 while the plan's
// included lessons of that month remain. Lessons count towards the 4 h/day limit.
import { assignBay } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import { memberBookingViolation, sessionEnd } from './booking-rules';
import type { BookingLike, BookingViolation } from './booking-rules';
import { coachStartsForDay, coachTeachesAt } from './coach-hours';
import type { CoachHoursEntry } from './coach-hours';
import type { MembershipType } from './enums';
import { includedLessonsPerMonth } from './plan-rules';
import { formatTime, toMillis } from './time';
import type { Instant, LocalDate } from './time';

/** Lesson lengths in minutes. */
export const LESSON_DURATIONS = [30, 60] as const;
export const LESSON_STATUSES = ['confirmed', 'cancelled', 'no_show'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** What the lesson screen shows instead of a price while the plan's lessons last. */
export const LESSON_INCLUDED_TEXT = /*i18n*/ 'Included in your plan';

export const LESSON_MESSAGES = {
  duration: /*i18n*/ 'Lessons last 30 or 60 minutes.',
  coachNotFound: /*i18n*/ 'Coach not found',
  lessonNotFound: /*i18n*/ 'Lesson not found',
  coachOff: /*i18n*/ 'That coach does not teach at that time.',
  coachTaken: /*i18n*/ 'That coach is already booked at that time.',
  noCoach: /*i18n*/ 'No coach is free at that time.',
  baysFull: /*i18n*/ 'All bays are booked at that time.',
  notCancellable: /*i18n*/ 'Only lessons that have not started yet can be cancelled.',
  notMovable: /*i18n*/ 'Only confirmed lessons can be moved.',
} as const;

/** A coach as the lesson rules read it. */
export interface CoachForLesson {
  id: number;
  isActive: boolean;
  hourlyRateCents: number;
  hours: readonly CoachHoursEntry[];
}

/** Time a coach teaches: a confirmed lesson. */
export interface CoachBusy {
  coachId: number;
  startTime: Instant;
  endTime: Instant;
}

/** The coach's rate for a lesson's length, in cents (a $75 hour: 30 minutes $37.50). */
export function lessonRateCents(hourlyRateCents: number, minutes: number): number {
  return Math.round((hourlyRateCents * minutes) / 60);
}

/** A lesson's price: $0 while the plan's included lessons of the month remain, else the rate. */
export interface LessonQuote {
  priceCents: number;
  isIncluded: boolean;
}

/** Prices a lesson for a tier that has used `includedUsed` included lessons in its month. */
export function quoteLesson(input: {
  tier: MembershipType;
  includedUsed: number;
  hourlyRateCents: number;
  minutes: number;
}): LessonQuote {
  if (input.includedUsed < includedLessonsPerMonth(input.tier)) {
    return { priceCents: 0, isIncluded: true };
  }
  return { priceCents: lessonRateCents(input.hourlyRateCents, input.minutes), isIncluded: false };
}

/** True when no confirmed lesson of the coach shares time with [start, end). */
export function isCoachFree(
  coachId: number,
  busy: readonly CoachBusy[],
  start: Instant,
  end: Instant,
): boolean {
  const from = toMillis(start);
  const to = toMillis(end);
  return !busy.some(
    (b) => b.coachId === coachId && toMillis(b.startTime) < to && from < toMillis(b.endTime),
  );
}

/**
 * The member's rules for a lesson: a length of 30 or 60, then every booking time rule (grid, not
 * past, the plan's window) and the member's own ones (no overlap, 4 h/day with lessons counted).
 */
export function lessonTimeViolation(input: {
  start: Instant;
  durationMinutes: number;
  now: Instant;
  zone: string;
  ownSessions: readonly BookingLike[];
  windowDays?: number;
}): BookingViolation | null {
  if (!(LESSON_DURATIONS as readonly number[]).includes(input.durationMinutes)) {
    return { rule: 'duration', code: 'BOOKING_RULE', message: LESSON_MESSAGES.duration };
  }
  return memberBookingViolation({ ...input, ownBookings: input.ownSessions });
}

/** Where a lesson goes, or why it cannot: the coach (chosen or the first free) and the bay. */
export type LessonPlacement =
  | { kind: 'placed'; coachId: number; bayId: number }
  | { kind: 'refused'; code: 'BOOKING_RULE' | 'COACH_TAKEN' | 'BAYS_FULL'; message: string };

/**
 * Places a lesson [start, end): with the chosen coach (who must teach then and be free), or with
 * the first active coach (lowest id) who does; then the first free bay, as bookings get theirs.
 */
export function placeLesson(input: {
  coachId: number | null;
  coaches: readonly CoachForLesson[];
  coachBusy: readonly CoachBusy[];
  bays: readonly BayForBooking[];
  bayBusy: readonly BayBusy[];
  start: Instant;
  end: Instant;
  zone: string;
}): LessonPlacement {
  const { start, end, zone } = input;
  const teaching = input.coaches
    .filter((c) => c.isActive && (input.coachId === null || c.id === input.coachId))
    .filter((c) => coachTeachesAt(start, end, zone, c.hours))
    .sort((a, b) => a.id - b.id);
  if (teaching.length === 0) {
    return { kind: 'refused', code: 'BOOKING_RULE', message: LESSON_MESSAGES.coachOff };
  }
  const coach = teaching.find((c) => isCoachFree(c.id, input.coachBusy, start, end));
  if (!coach) {
    const message = input.coachId === null ? LESSON_MESSAGES.noCoach : LESSON_MESSAGES.coachTaken;
    return { kind: 'refused', code: 'COACH_TAKEN', message };
  }
  const bay = assignBay({ bays: input.bays, busy: input.bayBusy, start, end, zone });
  if (bay.kind !== 'assigned') {
    return { kind: 'refused', code: 'BAYS_FULL', message: LESSON_MESSAGES.baysFull };
  }
  return { kind: 'placed', coachId: coach.id, bayId: bay.bayId };
}

/** One start a member may book a lesson at, with the coaches free then. */
export interface LessonSlot {
  start: Date;
  end: Date;
  /** '9:30 AM' */
  label: string;
  coachIds: number[];
}

/**
 * The lesson starts of a local day for a length: a start in some coach's hours (the chosen coach,
 * or any), the coach free, a bay free, and the member's own rules met.
 */
export function lessonSlotsForDay(input: {
  date: LocalDate;
  durationMinutes: number;
  coachId: number | null;
  coaches: readonly CoachForLesson[];
  coachBusy: readonly CoachBusy[];
  bays: readonly BayForBooking[];
  bayBusy: readonly BayBusy[];
  ownSessions: readonly BookingLike[];
  now: Instant;
  zone: string;
  windowDays?: number;
}): LessonSlot[] {
  const { zone, durationMinutes } = input;
  const byStart = new Map<number, number[]>();
  for (const coach of input.coaches) {
    if (!coach.isActive || (input.coachId !== null && coach.id !== input.coachId)) continue;
    for (const start of coachStartsForDay(input.date, zone, coach.hours, durationMinutes)) {
      const end = sessionEnd(start, durationMinutes);
      if (!isCoachFree(coach.id, input.coachBusy, start, end)) continue;
      byStart.set(start.getTime(), [...(byStart.get(start.getTime()) ?? []), coach.id]);
    }
  }
  const slots: LessonSlot[] = [];
  for (const [t, coachIds] of [...byStart.entries()].sort((a, b) => a[0] - b[0])) {
    const start = new Date(t);
    const end = sessionEnd(start, durationMinutes);
    const time = lessonTimeViolation({ ...input, start });
    if (time) continue;
    const bay = assignBay({ bays: input.bays, busy: input.bayBusy, start, end, zone });
    if (bay.kind !== 'assigned') continue;
    slots.push({
      start,
      end,
      label: formatTime(start, zone),
      coachIds: coachIds.sort((a, b) => a - b),
    });
  }
  return slots;
}

/** A member cancels their own confirmed lesson before it starts; an admin any confirmed one. */
export function canCancelLesson(input: {
  lesson: { startTime: Instant; status: LessonStatus };
  now: Instant;
  asAdmin: boolean;
}): boolean {
  if (input.lesson.status !== 'confirmed') return false;
  if (input.asAdmin) return true;
  return toMillis(input.lesson.startTime) > toMillis(input.now);
}
