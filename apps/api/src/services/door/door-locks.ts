import { DOOR_MESSAGES, type TDoorLock } from '@club/contract';
import { DomainError } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

/** Club Settings' lock choice: the locks the lock service lists; 404 without a door provider. */
export async function listDoorLocks(deps: ServiceDeps): Promise<TDoorLock[]> {
  if (!deps.door) throw new DomainError('NOT_FOUND', DOOR_MESSAGES.notConfigured);
  return deps.door.listLocks();
}
