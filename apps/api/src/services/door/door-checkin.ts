import {
  checkInByDoor,
  findDoorCodeByAccessCodeId,
  insertDoorEvent,
  setDoorEventOutcome,
} from '@club/db';
import type { DoorEvent } from './door-access';
import type { ServiceDeps } from '../shared/deps';

export type DoorEventOutcome = 'checked_in' | 'already' | 'ignored' | 'replayed';

/**
 * A verified lock event, applied once (its id stored in `door_events` first: a replay changes
 * nothing): an unlock by keypad with one of our codes, on its lock, checks its booking or lesson in
 * at the event's time unless it was checked in before (the first unlock wins).
 */
export function applyDoorEvent(deps: ServiceDeps, event: DoorEvent): Promise<DoorEventOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const fresh = await insertDoorEvent(trx, {
      id: event.eventId,
      type: event.type,
      receivedAt: deps.now(),
      outcome: 'ignored',
    });
    if (!fresh) return 'replayed';
    const unlock = event.unlock;
    if (unlock?.method !== 'keycode' || !unlock.accessCodeId) return 'ignored';
    const code = await findDoorCodeByAccessCodeId(trx, unlock.accessCodeId);
    const target = code?.bookingId
      ? { table: 'bookings' as const, id: code.bookingId }
      : code?.lessonId
        ? { table: 'lessons' as const, id: code.lessonId }
        : null;
    if (!target || code?.deviceId !== unlock.deviceId) return 'ignored';
    const outcome = (await checkInByDoor(trx, target, unlock.occurredAt))
      ? 'checked_in'
      : 'already';
    await setDoorEventOutcome(trx, event.eventId, outcome);
    return outcome;
  });
}
