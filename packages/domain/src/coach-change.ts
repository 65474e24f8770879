// Changes to a coach that booked lessons depend on (issue 30): switching the coach off or
// narrowing their weekly hours is refused while it would leave booked upcoming lessons without
// their coach, unless the admin confirms, as a bay change that strands bookings is.
import { coachTeachesAt } from './coach-hours';
import { builtText, type BuiltText } from './errors';
import type { CoachHoursEntry } from './coach-hours';
import { formatDate, formatTimeRange, toMillis } from './time';
import type { Instant } from './time';

/** A confirmed lesson of the coach being changed. */
export interface LessonOfCoach {
  id: number;
  startTime: Instant;
  endTime: Instant;
}

/** How many stranded lessons the refusal names by their time; the rest are counted. */
export const STRANDED_LESSONS_LISTED = 5;

/**
 * The lessons starting after `now` the coach as described would no longer teach: all of them when
 * switched off, else those not inside the weekly hours (a lesson already started keeps its coach).
 */
export function strandedLessons<L extends LessonOfCoach>(input: {
  lessons: readonly L[];
  now: Instant;
  zone: string;
  coach: { isActive: boolean; hours: readonly CoachHoursEntry[] };
}): L[] {
  const { coach, zone } = input;
  return input.lessons.filter(
    (l) =>
      toMillis(l.startTime) > toMillis(input.now) &&
      (!coach.isActive || !coachTeachesAt(l.startTime, l.endTime, zone, coach.hours)),
  );
}

/** A lesson's day and times in the club's zone: '11/24/26 9:00 AM - 10:00 AM'. */
function lessonWhen(l: LessonOfCoach, zone: string): string {
  return `${formatDate(l.startTime, zone)} ${formatTimeRange(l.startTime, l.endTime, zone)}`;
}

export const COACH_CHANGE_MESSAGES = {
  /** The refusal: how many lessons, and when (the first few by time, the rest counted). */
  stranded: (lessons: readonly LessonOfCoach[], zone: string): BuiltText => {
    const count = lessons.length;
    const sorted = [...lessons].sort((a, b) => toMillis(a.startTime) - toMillis(b.startTime));
    const first = sorted.slice(0, STRANDED_LESSONS_LISTED);
    const listed = first.map((l) => lessonWhen(l, zone));
    const spans = first.map((l) => ({
      startTime: new Date(toMillis(l.startTime)),
      endTime: new Date(toMillis(l.endTime)),
    }));
    const more = count - listed.length;
    const when = `${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
    return builtText(
      /*i18n*/ 'This change would leave {count} booked upcoming {count, plural, one {lesson} other {lessons}} without their coach ({list}{more, plural, =0 {} other {; and # more}}). Confirm to cancel {count, plural, one {it} other {them}} and e-mail the members and the coach.',
      { count, list: { spans, zone }, more },
      `This change would leave ${count} booked upcoming lesson${count === 1 ? '' : 's'} without ` +
        `their coach (${when}). Confirm to cancel ${count === 1 ? 'it' : 'them'} and e-mail the ` +
        'members and the coach.',
    );
  },
} as const;
