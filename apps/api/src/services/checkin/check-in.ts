import { lockBooking, lockLesson, setCheckIn, type Tx } from '@club/db';
import { CHECK_IN_MESSAGES, type TCheckInResult, type TUser } from '@club/contract';
import { checkInRefusal, DomainError } from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import type { ServiceDeps } from '../shared/deps';

/** Which session: a booking or a lesson, by id. */
export interface CheckInSubject {
  kind: 'booking' | 'lesson';
  id: number;
}

interface Session {
  id: number;
  status: string;
  checkedInAt: Date | null;
  checkedInBy: 'door' | 'admin' | null;
}

const toResult = (s: Pick<Session, 'id' | 'checkedInAt' | 'checkedInBy'>): TCheckInResult => ({
  id: s.id,
  checkedInAt: s.checkedInAt?.toISOString() ?? null,
  checkedInBy: s.checkedInBy,
});

async function lockSession(trx: Tx, subject: CheckInSubject): Promise<Session> {
  const row =
    subject.kind === 'booking'
      ? await lockBooking(trx, subject.id)
      : await lockLesson(trx, subject.id);
  if (!row) {
    const message =
      subject.kind === 'booking'
        ? CHECK_IN_MESSAGES.bookingNotFound
        : CHECK_IN_MESSAGES.lessonNotFound;
    throw new DomainError('NOT_FOUND', message);
  }
  return row;
}

const auditOf = (subject: CheckInSubject, undo: boolean) =>
  subject.kind === 'booking'
    ? undo
      ? ('booking.undoCheckIn' as const)
      : ('booking.checkIn' as const)
    : undo
      ? ('lesson.undoCheckIn' as const)
      : ('lesson.checkIn' as const);

/**
 * An admin checks a member in from the schedule (DECISIONS.md, Check-in and no-shows): a confirmed
 * booking or lesson only. A session the sweep released as a no-show is refused ("This session was
 * released as a no-show."): its bay may already be someone else's, so it is not brought back. One
 * already checked in (by the door or an admin) stays as it was. Audited, in the change's
 * transaction, with the session row locked (the sweep skips it meanwhile).
 */
export async function checkIn(
  deps: ServiceDeps,
  actor: TUser,
  subject: CheckInSubject,
): Promise<TCheckInResult> {
  return deps.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, subject);
    const refusal = checkInRefusal(session.status);
    if (refusal) throw new DomainError('CONFLICT', refusal);
    if (session.checkedInAt !== null) return toResult(session);
    const after = { checkedInAt: deps.now(), checkedInBy: 'admin' as const };
    await setCheckIn(trx, subject, { ...after, checkedInByUser: actor.id });
    const auditSubject = { entityType: subject.kind, entityId: subject.id };
    const result = toResult({ id: session.id, ...after });
    await recordAudit(trx, actor, auditOf(subject, false), auditSubject, toResult(session), result);
    return result;
  });
}

/**
 * Undoes a check-in (an admin's mistake, or a door unlock by someone else): the session is not
 * checked in again, so the sweep may release it. Refused on a released session; a session not
 * checked in stays as it is. Audited.
 */
export async function undoCheckIn(
  deps: ServiceDeps,
  actor: TUser,
  subject: CheckInSubject,
): Promise<TCheckInResult> {
  return deps.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, subject);
    const refusal = checkInRefusal(session.status, true);
    if (refusal) throw new DomainError('CONFLICT', refusal);
    if (session.checkedInAt === null) return toResult(session);
    await setCheckIn(trx, subject, null);
    const auditSubject = { entityType: subject.kind, entityId: subject.id };
    const result = toResult({ id: session.id, checkedInAt: null, checkedInBy: null });
    await recordAudit(trx, actor, auditOf(subject, true), auditSubject, toResult(session), result);
    return result;
  });
}
