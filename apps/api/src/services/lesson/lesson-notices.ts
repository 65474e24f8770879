import {
  findLesson,
  findLocation,
  findUserById,
  type LessonWithNames,
  type LocationRow,
  type Tx,
} from '@club/db';
import {
  lessonBookedMail,
  lessonCancelledMail,
  lessonCoachMail,
  lessonIcs,
  lessonReassignedMail,
  type LessonFacts,
} from '../../mail/lesson-mails';
import type { MailMessage } from '../../mail/mailer';
import { sendQuietly } from '../shared/send-quietly';
import type { ServiceDeps } from '../shared/deps';
import { coachName } from './lesson-dto';

// Every lesson e-mail carries the lesson's .ics and goes through the outbox (issue 30): queued in
// the transaction of the change that causes it, so it commits with the change or not at all, and
// a mail server that is down delays it, never loses it. The caller wakes the outbox after commit.

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

function icsOf(deps: ServiceDeps, facts: LessonFacts, location: LocationRow, cancelled = false) {
  const host = new URL(deps.publicUrl).host;
  return lessonIcs(facts, location, { host, stamp: deps.now(), cancelled });
}

/** The lesson's coach as a recipient, or null when the coach has no address. */
function coachOf(l: LessonWithNames) {
  return l.coachEmail ? { email: l.coachEmail, firstName: l.coachFirstName } : null;
}

/** The member's and the coach's mails of a booked (or moved) lesson, each with the .ics. */
function bookedMails(
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
  location: LocationRow,
): MailMessage[] {
  const facts = factsOf(member, lesson);
  const ics = icsOf(deps, facts, location);
  const coach = coachOf(lesson);
  const toCoach = coach ? [lessonCoachMail(coach, facts, location, ics)] : [];
  return [lessonBookedMail(member, facts, location, ics), ...toCoach];
}

/** The member's and the coach's mails of a cancelled lesson, with the .ics marked cancelled. */
function cancelledMails(
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
  location: LocationRow,
): MailMessage[] {
  const facts = factsOf(member, lesson);
  const ics = icsOf(deps, facts, location, true);
  const coach = coachOf(lesson);
  const toCoach = coach ? [lessonCancelledMail(coach, facts, location, ics, false)] : [];
  return [lessonCancelledMail(member, facts, location, ics, true), ...toCoach];
}

async function queue(trx: Tx, deps: ServiceDeps, messages: readonly MailMessage[]) {
  for (const message of messages) await deps.outbox.queue(message, trx);
}

/**
 * In the transaction that booked or moved a lesson: the member and the coach get it with an .ics.
 * `before` is the lesson as it was before a move: when the move gave it to another coach, that
 * coach hears it is no longer theirs (with the old lesson's .ics, cancelled).
 */
export async function queueLessonBooked(
  trx: Tx,
  deps: ServiceDeps,
  member: Member,
  lessonId: number,
  before?: LessonWithNames,
): Promise<void> {
  const lesson = await findLesson(trx, lessonId);
  const location = lesson ? await findLocation(trx, lesson.locationId) : undefined;
  if (!lesson || !location) return;
  const messages = bookedMails(deps, member, lesson, location);
  const formerCoach = before && before.coachId !== lesson.coachId ? coachOf(before) : null;
  if (before && formerCoach) {
    const old = factsOf(member, before);
    const newCoach = factsOf(member, lesson).coachName;
    const ics = icsOf(deps, old, location, true);
    messages.push(lessonReassignedMail(formerCoach, old, newCoach, location, ics));
  }
  await queue(trx, deps, messages);
}

/** In the transaction that cancelled a lesson: its member and its coach hear (with the .ics). */
export async function queueLessonCancelled(
  trx: Tx,
  deps: ServiceDeps,
  lessonId: number,
): Promise<void> {
  const lesson = await findLesson(trx, lessonId);
  const member = lesson ? await findUserById(trx, lesson.userId) : undefined;
  const location = lesson ? await findLocation(trx, lesson.locationId) : undefined;
  if (!lesson || !member || !location) return;
  await queue(trx, deps, cancelledMails(deps, member, lesson, location));
}

/** After a commit that cancelled a lesson: the member and the coach hear, through the outbox. */
export async function mailLessonCancelled(
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
): Promise<void> {
  const location = await findLocation(deps.db, lesson.locationId);
  if (!location) return;
  for (const message of cancelledMails(deps, member, lesson, location))
    await sendQuietly(deps, message);
}
