import {
  insertFirstLocation,
  lockFirstLocation,
  updateLocationSettings,
  type NewLocation,
} from '@club/db';
import { DOOR_MESSAGES, type TUser } from '@club/contract';
import {
  CLUB_ALREADY_SET_UP,
  CLUB_NOT_SET_UP,
  DomainError,
  noShowSettingViolation,
} from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import { moveAllDoorCodes } from '../door/door-codes';
import type { ServiceDeps } from '../shared/deps';
import { toLocationDto } from './club-dto';

/** The settings' rules past the schema (a caller that skipped it): the no-show release's bounds. */
function checkSettings(input: NewLocation): void {
  const refusal =
    input.noShowReleaseMinutes === undefined
      ? null
      : noShowSettingViolation(input.noShowReleaseMinutes);
  if (refusal) throw new DomainError('VALIDATION', refusal);
}

const locationSubject = (id: number) => ({ entityType: 'location' as const, entityId: id });

/**
 * First run (DECISIONS.md, Club settings and first run): an admin gives the club its location, once.
 * Audited; every process drops what it kept of locations through the table's change notice, and
 * this one at once.
 */
export async function setUpClub(deps: ServiceDeps, actor: TUser, input: NewLocation) {
  checkSettings(input);
  const dto = await deps.db.transaction().execute(async (trx) => {
    const row = await insertFirstLocation(trx, input);
    if (!row) throw new DomainError('CONFLICT', CLUB_ALREADY_SET_UP);
    const dto = toLocationDto(row, deps.billing !== null, deps.door !== null);
    await recordAudit(trx, actor, 'club.setup', locationSubject(row.id), null, dto);
    return dto;
  });
  // this process's kept club goes before the answer: the 'club' notice comes a moment later
  deps.caches.forget('club');
  return dto;
}

/**
 * Club Settings: the location's details, zone, members-only switch, guest fee, waiver and no-show
 * release; audited with before and after.
 */
export async function updateClubSettings(deps: ServiceDeps, actor: TUser, input: NewLocation) {
  checkSettings(input);
  const after = await deps.db.transaction().execute(async (trx) => {
    const current = await lockFirstLocation(trx);
    if (!current) throw new DomainError('NOT_SET_UP', CLUB_NOT_SET_UP);
    const { doorDeviceId, ...settings } = input;
    const lock = await chosenLock(deps, current.doorDeviceId, doorDeviceId);
    const saved = await updateLocationSettings(trx, current.id, { ...settings, ...lock });
    if (lock.doorDeviceId !== undefined) await moveAllDoorCodes(trx, deps);
    const [cards, door] = [deps.billing !== null, deps.door !== null];
    const before = toLocationDto(current, cards, door);
    const after = toLocationDto(saved, cards, door);
    await recordAudit(trx, actor, 'club.update', locationSubject(saved.id), before, after);
    return after;
  });
  // as a bay change does: a request right after the answer (the waiver just switched on) never
  // reads the club as it was, though the 'club' notice comes a moment after the commit
  deps.caches.forget('club');
  return after;
}

/**
 * The lock Club Settings saves: left out (or unchanged), nothing to change; a new one must be among
 * the locks the lock service lists (asked only then). Without a door provider it is never changed.
 */
async function chosenLock(
  deps: ServiceDeps,
  current: string | null,
  wanted: string | null | undefined,
): Promise<{ doorDeviceId?: string | null }> {
  if (!deps.door || wanted === undefined || wanted === current) return {};
  if (wanted === null) return { doorDeviceId: null };
  const locks = await deps.door.listLocks();
  if (!locks.some((l) => l.deviceId === wanted))
    throw new DomainError('VALIDATION', DOOR_MESSAGES.unknownLock, {
      fieldErrors: { doorDeviceId: DOOR_MESSAGES.unknownLock },
    });
  return { doorDeviceId: wanted };
}
