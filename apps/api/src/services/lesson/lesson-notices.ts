import {
  findLesson,
  findLocaleByEmail,
  findLocation,
  findUserById,
  type Database,
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
  type Recipient,
} from '../../mail/lesson-mails';
import type { Locale } from '@club/domain';
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
  locale?: Locale | undefined;
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

/** The lesson's .ics for one recipient: its title in their language. */
function icsOf(
  deps: ServiceDeps,
  facts: LessonFacts,
  location: LocationRow,
  to: Recipient,
  cancelled = false,
) {
  const host = new URL(deps.publicUrl).host;
  return lessonIcs(facts, location, { host, stamp: deps.now(), cancelled, locale: to.locale });
}

/**
 * The lesson's coach as a recipient (in the language of a member account with the coach's
 * address, else English), or null when the coach has no address.
 */
async function coachOf(db: Database | Tx, l: LessonWithNames): Promise<Recipient | null> {
  if (!l.coachEmail) return null;
  const locale = await findLocaleByEmail(db, l.coachEmail);
  return { email: l.coachEmail, firstName: l.coachFirstName, locale };
}

/** The member's and the coach's mails of a booked (or moved) lesson, each with the .ics. */
async function bookedMails(
  trx: Tx,
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
  location: LocationRow,
): Promise<MailMessage[]> {
  const facts = factsOf(member, lesson);
  const coach = await coachOf(trx, lesson);
  const toCoach = coach
    ? [lessonCoachMail(coach, facts, location, icsOf(deps, facts, location, coach))]
    : [];
  const ics = icsOf(deps, facts, location, member);
  return [lessonBookedMail(member, facts, location, ics), ...toCoach];
}

/** The member's and the coach's mails of a cancelled lesson, with the .ics marked cancelled. */
async function cancelledMails(
  db: Database | Tx,
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
  location: LocationRow,
): Promise<MailMessage[]> {
  const facts = factsOf(member, lesson);
  const coach = await coachOf(db, lesson);
  const toCoach = coach
    ? [
        lessonCancelledMail(
          coach,
          facts,
          location,
          icsOf(deps, facts, location, coach, true),
          false,
        ),
      ]
    : [];
  const ics = icsOf(deps, facts, location, member, true);
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
  const messages = await bookedMails(trx, deps, member, lesson, location);
  const formerCoach =
    before && before.coachId !== lesson.coachId ? await coachOf(trx, before) : null;
  if (before && formerCoach) {
    const old = factsOf(member, before);
    const newCoach = factsOf(member, lesson).coachName;
    const ics = icsOf(deps, old, location, formerCoach, true);
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
  await queue(trx, deps, await cancelledMails(trx, deps, member, lesson, location));
}

/** After a commit that cancelled a lesson: the member and the coach hear, through the outbox. */
export async function mailLessonCancelled(
  deps: ServiceDeps,
  member: Member,
  lesson: LessonWithNames,
): Promise<void> {
  const location = await findLocation(deps.db, lesson.locationId);
  if (!location) return;
  for (const message of await cancelledMails(deps.db, deps, member, lesson, location))
    await sendQuietly(deps, message);
}
