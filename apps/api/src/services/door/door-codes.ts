import {
  bookingDoorFacts,
  insertDoorCode,
  lockAllLiveDoorCodes,
  lessonDoorFacts,
  liveDoorCodesDuring,
  lockDoorCode,
  lockDoorDevice,
  lockLiveDoorCode,
  lockLiveDoorCodesOfUser,
  updateDoorCode,
  type DoorCodeRow,
  type DoorSessionFacts,
  type DoorSubject,
  type Tx,
} from '@club/db';
import { codesTakenDuring, doorCodeWindow, pickDoorCode } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

// The door codes a change makes, moves or removes (DECISIONS.md, Door access for a club open all
// night). Each is called in the transaction of the command that changes a booking, lesson or
// league entry, after its write: the row is what the lock should hold, and the door-code-sync job
// queued in the same transaction makes the lock service match it. Without a provider or a chosen
// lock nothing is written; nothing here calls the lock service, so it can never fail a booking.

export const DOOR_CODE_JOB = 'door-code-sync';

export type DoorDeps = Pick<ServiceDeps, 'door' | 'jobs' | 'now' | 'randomInt'>;

/** What the subject's code should be now: its member, lock and session; null: no code. */
export interface WantedCode {
  userId: number;
  deviceId: string;
  start: Date;
  end: Date;
}

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

async function queueSync(trx: Tx, deps: DoorDeps, id: number) {
  await deps.jobs.send(trx, DOOR_CODE_JOB, { doorCodeId: id });
}

/** Marks a live code for removal from the lock and queues its job (nothing when already so). */
export async function removeDoorCode(trx: Tx, deps: DoorDeps, row: DoorCodeRow): Promise<void> {
  if (row.status === 'deleting' || row.status === 'deleted') return;
  await updateDoorCode(trx, row.id, { status: 'deleting' }, deps.now());
  await queueSync(trx, deps, row.id);
}

/** Digits free on the lock for the window: `keep` when still free, else a new draw. */
async function digitsFor(
  trx: Tx,
  deps: DoorDeps,
  deviceId: string,
  window: { startsAt: Date; endsAt: Date },
  keep: { id: number; code: string } | null,
): Promise<string> {
  await lockDoorDevice(trx, deviceId);
  const held = await liveDoorCodesDuring(trx, {
    deviceId,
    from: window.startsAt,
    to: window.endsAt,
    exceptId: keep?.id,
  });
  const taken = codesTakenDuring(window, held);
  if (keep && !taken.has(keep.code)) return keep.code;
  return pickDoorCode(taken, deps.randomInt);
}

/**
 * Makes the subject's code row say what `wanted` says: a new pending code, the window (and the
 * digits when the old ones are taken then) moved, or the code removed (`wanted` null). Each change
 * queues the sync job in `trx`. Nothing without a door provider.
 */
export async function reconcileDoorCode(
  trx: Tx,
  deps: DoorDeps,
  subject: DoorSubject,
  wanted: WantedCode | null,
): Promise<void> {
  if (!deps.door) return;
  const live = await lockLiveDoorCode(trx, subject);
  if (!wanted || wanted.end <= deps.now()) {
    if (live && wanted === null) await removeDoorCode(trx, deps, live);
    return;
  }
  const window = doorCodeWindow(wanted.start, wanted.end);
  if (live && live.deviceId === wanted.deviceId) {
    const unchanged =
      live.status !== 'deleting' &&
      sameTime(live.startsAt, window.startsAt) &&
      sameTime(live.endsAt, window.endsAt);
    if (unchanged) return;
    // moved (or wanted again while its removal waits): the same row, its window and maybe digits
    const code = await digitsFor(trx, deps, wanted.deviceId, window, live);
    await updateDoorCode(trx, live.id, { ...window, code, status: 'pending' }, deps.now());
    await queueSync(trx, deps, live.id);
    return;
  }
  if (live) {
    // another lock was chosen since: this code goes; the subject's next change makes the new one
    // (one live code per subject: the old row is not `deleted` until the lock lost it)
    await removeDoorCode(trx, deps, live);
    return;
  }
  const code = await digitsFor(trx, deps, wanted.deviceId, window, null);
  const id = await insertDoorCode(trx, {
    userId: wanted.userId,
    subject,
    deviceId: wanted.deviceId,
    code,
    ...window,
    now: deps.now(),
  });
  await queueSync(trx, deps, id);
}

/**
 * The club chose another front door (or none): every code leaves the old lock; once removed, the
 * sync job makes each booking's and lesson's again on the new one (league nights at the next run
 * of their periodic job).
 */
export async function moveAllDoorCodes(trx: Tx, deps: DoorDeps): Promise<void> {
  if (!deps.door) return;
  for (const row of await lockAllLiveDoorCodes(trx)) await removeDoorCode(trx, deps, row);
}

/** Every live code of a member goes (account deleted, plan lapsed). Answers how many. */
export async function removeMemberDoorCodes(
  trx: Tx,
  deps: DoorDeps,
  userId: number,
): Promise<number> {
  if (!deps.door) return 0;
  const rows = await lockLiveDoorCodesOfUser(trx, userId);
  for (const row of rows) await removeDoorCode(trx, deps, row);
  return rows.length;
}

function wantedFor(facts: DoorSessionFacts | undefined): WantedCode | null {
  if (!facts || facts.status !== 'confirmed' || !facts.deviceId) return null;
  return {
    userId: facts.userId,
    deviceId: facts.deviceId,
    start: facts.startTime,
    end: facts.endTime,
  };
}

/**
 * After a booking's change (confirmed, moved, cancelled, promoted): its code follows it, in the
 * change's transaction. A booking not confirmed, or a club without a lock, has none.
 */
export async function syncBookingDoorCode(
  trx: Tx,
  deps: DoorDeps,
  bookingId: number,
  movedFrom?: string,
) {
  if (!deps.door) return;
  const facts = await bookingDoorFacts(trx, bookingId);
  // after a removal: made again only when the club's lock is another one now
  if (movedFrom !== undefined && facts?.deviceId === movedFrom) return;
  await reconcileDoorCode(trx, deps, { bookingId }, wantedFor(facts));
}

/** After a lesson's change (booked, moved, cancelled): its code follows it. */
export async function syncLessonDoorCode(
  trx: Tx,
  deps: DoorDeps,
  lessonId: number,
  movedFrom?: string,
) {
  if (!deps.door) return;
  const facts = await lessonDoorFacts(trx, lessonId);
  if (movedFrom !== undefined && facts?.deviceId === movedFrom) return;
  await reconcileDoorCode(trx, deps, { lessonId }, wantedFor(facts));
}

/** The lock service refused the row's digits (held by a code it knows): new ones, kept pending. */
export async function pickNewDigits(trx: Tx, deps: DoorDeps, doorCodeId: number): Promise<void> {
  const row = await lockDoorCode(trx, doorCodeId);
  if (!row || row.status !== 'pending') return;
  const window = { startsAt: row.startsAt, endsAt: row.endsAt };
  await lockDoorDevice(trx, row.deviceId);
  const held = await liveDoorCodesDuring(trx, {
    deviceId: row.deviceId,
    from: row.startsAt,
    to: row.endsAt,
    exceptId: row.id,
  });
  const taken = codesTakenDuring(window, held);
  taken.add(row.code);
  await updateDoorCode(trx, row.id, { code: pickDoorCode(taken, deps.randomInt) }, deps.now());
}
