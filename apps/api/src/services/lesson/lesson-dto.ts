import type { CoachWithHours, LessonRow } from '@club/db';
import type { TAdminCoach, TCoach, TLesson } from '@club/contract';
import { minutesBetween, type CoachForLesson } from '@club/domain';

export function coachName(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

/** A coach as members see one (no e-mail). */
export function toCoachDto(c: CoachWithHours): TCoach {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    name: coachName(c),
    bio: c.bio,
    hourlyRate: c.hourlyRateCents / 100,
    isActive: c.isActive,
    hours: c.hours.map((h) => ({
      dayOfWeek: h.dayOfWeek,
      startTime: h.startTime,
      endTime: h.endTime,
    })),
  };
}

export function toAdminCoachDto(c: CoachWithHours): TAdminCoach {
  return { ...toCoachDto(c), email: c.email };
}

/** A coach in the shape the lesson rules read. */
export function coachForLesson(c: CoachWithHours): CoachForLesson {
  return { id: c.id, isActive: c.isActive, hourlyRateCents: c.hourlyRateCents, hours: c.hours };
}

export function toLessonDto(
  l: LessonRow & {
    coachFirstName: string;
    coachLastName: string;
    bayName: string;
  },
): TLesson {
  return {
    id: l.id,
    userId: l.userId,
    coachId: l.coachId,
    coachName: coachName({ firstName: l.coachFirstName, lastName: l.coachLastName }),
    bayId: l.bayId,
    bayName: l.bayName,
    startTime: l.startTime.toISOString(),
    endTime: l.endTime.toISOString(),
    durationMinutes: minutesBetween(l.startTime, l.endTime),
    price: l.priceCents / 100,
    priceCents: l.priceCents,
    isIncluded: l.isIncluded,
    status: l.status,
    createdAt: l.createdAt.toISOString(),
  };
}
