import {
  firstLocation,
  lockDoorCodeSync,
  markDoorCodeSynced,
  updateDoorCode,
  type Tx,
} from '@club/db';
import { DoorCodeTakenError, doorCodeName, type DoorCodeOnLock } from './door-access';
import { doorCodeMail } from '../../mail/door-mails';
import { mailClub } from '../club/mail-club';
import type { ServiceDeps } from '../shared/deps';
import {
  DOOR_CODE_JOB,
  pickNewDigits,
  syncBookingDoorCode,
  syncLessonDoorCode,
} from './door-codes';

const sameTime = (a: Date | null, b: Date) => a !== null && a.getTime() === b.getTime();

/** The member and zone of a code's "Your door code" mail. */
async function mailCodeMade(trx: Tx, deps: ServiceDeps, id: number) {
  const row = await trx
    .selectFrom('doorCodes')
    .innerJoin('users', 'users.id', 'doorCodes.userId')
    .select([
      'users.email',
      'users.firstName',
      'users.locale',
      'doorCodes.code',
      'startsAt',
      'endsAt',
    ])
    .where('doorCodes.id', '=', id)
    .where('doorCodes.mailedAt', 'is', null)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return;
  const location = await firstLocation(deps.db);
  const zone = location?.timeZone ?? 'America/Chicago';
  const mail = doorCodeMail(row, row, zone, await mailClub(deps, location?.id));
  await deps.outbox.queue(mail, trx);
  await updateDoorCode(trx, id, { mailedAt: deps.now() }, deps.now());
}

/**
 * The door-code-sync job: makes the lock service hold what the row says, then marks it (active or
 * deleted). Idempotent: the codes it made are found by their name (`club-door-<id>`) before any
 * create, so a run that died after the lock service made one makes no second. Two runs for one code
 * never overlap (an advisory lock, not the row's: a command changing the row never waits for the
 * lock service), and a row changed meanwhile is left to the job its change queued; pg-boss runs a job
 * once across processes and retries it with backoff when the lock service is down.
 */
export async function syncDoorCode(deps: ServiceDeps, doorCodeId: number): Promise<void> {
  const door = deps.door;
  if (!door) return;
  const taken = await deps.db.transaction().execute(async (trx) => {
    const row = await lockDoorCodeSync(trx, doorCodeId);
    if (!row || row.status === 'active' || row.status === 'deleted') return false;
    const name = doorCodeName(row.id);
    const ours = (await door.listCodes(row.deviceId)).filter(
      (c) => c.name === name || c.accessCodeId === row.seamAccessCodeId,
    );
    if (row.status === 'deleting') {
      for (const c of ours) await door.deleteCode(c.accessCodeId);
      const removed = await markDoorCodeSynced(trx, row, { status: 'deleted' }, deps.now());
      // still wanted (the club chose another lock): made again where the subject now says
      if (removed && row.bookingId)
        await syncBookingDoorCode(trx, deps, row.bookingId, row.deviceId);
      if (removed && row.lessonId) await syncLessonDoorCode(trx, deps, row.lessonId, row.deviceId);
      return false;
    }
    const matches = (c: DoorCodeOnLock) =>
      c.code === row.code && sameTime(c.startsAt, row.startsAt) && sameTime(c.endsAt, row.endsAt);
    // a moved code: the lock's old one goes and one with the new window is made (the fake takes
    // no update, and a delete and create is what an update is on most locks anyway)
    let made = ours.find(matches);
    for (const c of ours) if (c !== made) await door.deleteCode(c.accessCodeId);
    if (!made) {
      try {
        made = await door.createCode(row.deviceId, {
          name,
          code: row.code,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
        });
      } catch (err) {
        if (err instanceof DoorCodeTakenError) return true;
        throw err;
      }
    }
    const marked = await markDoorCodeSynced(
      trx,
      row,
      { status: 'active', seamAccessCodeId: made.accessCodeId },
      deps.now(),
    );
    if (marked) await mailCodeMade(trx, deps, row.id);
    return false;
  });
  if (taken) {
    // the lock holds these digits for another code: new ones, then the job runs again (pg-boss)
    await deps.db.transaction().execute((trx) => pickNewDigits(trx, deps, doorCodeId));
    throw new Error(`Door code #${doorCodeId}: the lock holds its digits already; picked new ones`);
  }
  deps.outbox.wake();
  deps.jobs.wake(DOOR_CODE_JOB);
}
