import { findLesson, findLocation, findUserById, type LessonWithNames } from '@club/db';
import {
  lessonBookedMail,
  lessonCancelledMail,
  lessonCoachMail,
  lessonIcs,
  type LessonFacts,
} from '../../mail/lesson-mails';
import { sendQuietly } from '../shared/send-quietly';
import type { ServiceDeps } from '../shared/deps';
import { coachName } from './lesson-dto';

interface Member {
  email: string;
  firstName: string;
  lastName: string;
}

function factsOf(member: Member, l: LessonWithNames): LessonFacts {
  return {
    id: l.id,
    startTime: l.startTime,
    endTime: l.endTime,
    priceCents: l.priceCents,
    isIncluded: l.isIncluded,
    bayName: l.bayName,
    coachName: coachName({ firstName: l.coachFirstName, lastName: l.coachLastName }),
    memberName: `${member.firstName} ${member.lastName}`.trim(),
  };
}

/** After the commit: the member and the coach (when the coach has an address) get the lesson with an .ics. */
export async function mailLessonBooked(
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
): Promise<void> {
  const location = await findLocation(deps.db, lesson.locationId);
  if (!location) return;
  const facts = factsOf(member, lesson);
  const ics = lessonIcs(facts, location, { host: new URL(deps.publicUrl).host, stamp: deps.now() });
  await sendQuietly(deps, lessonBookedMail(member, facts, location, ics));
  if (lesson.coachEmail) {
    const coach = { email: lesson.coachEmail, firstName: lesson.coachFirstName };
    await sendQuietly(deps, lessonCoachMail(coach, facts, location, ics));
  }
}

/** After the commit: the member and the coach hear that the lesson is cancelled. */
export async function mailLessonCancelled(
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
): Promise<void> {
  const location = await findLocation(deps.db, lesson.locationId);
  if (!location) return;
  const facts = factsOf(member, lesson);
  const ics = lessonIcs(facts, location, {
    host: new URL(deps.publicUrl).host,
    stamp: deps.now(),
    cancelled: true,
  });
  await sendQuietly(deps, lessonCancelledMail(member, facts, location, ics, true));
  if (lesson.coachEmail) {
    const coach = { email: lesson.coachEmail, firstName: lesson.coachFirstName };
    await sendQuietly(deps, lessonCancelledMail(coach, facts, location, ics, false));
  }
}

/** After the commit of a change that cancelled lessons (a bay switched off): each member and coach hears. */
export async function mailLessonsCancelled(deps: ServiceDeps, ids: readonly number[]) {
  for (const id of ids) {
    const lesson = await findLesson(deps.db, id);
    const member = lesson ? await findUserById(deps.db, lesson.userId) : undefined;
    if (lesson && member) await mailLessonCancelled(deps, member, lesson);
  }
}
