import {
  insertFirstLocation,
  lockFirstLocation,
  updateLocationSettings,
  type NewLocation,
} from '@club/db';
import type { TUser } from '@club/contract';
import {
  CLUB_ALREADY_SET_UP,
  CLUB_NOT_SET_UP,
  DomainError,
  noShowSettingViolation,
} from '@club/domain';
import { recordAudit } from '../admin/audit-log';
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
 * Audited; every process drops what it kept of locations through the table's change notice.
 */
export async function setUpClub(deps: ServiceDeps, actor: TUser, input: NewLocation) {
  checkSettings(input);
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertFirstLocation(trx, input);
    if (!row) throw new DomainError('CONFLICT', CLUB_ALREADY_SET_UP);
    const dto = toLocationDto(row, deps.billing !== null);
    await recordAudit(trx, actor, 'club.setup', locationSubject(row.id), null, dto);
    return dto;
  });
}

/**
 * Club Settings: the location's details, zone, members-only switch, guest fee, waiver and no-show
 * release; audited with before and after.
 */
export async function updateClubSettings(deps: ServiceDeps, actor: TUser, input: NewLocation) {
  checkSettings(input);
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockFirstLocation(trx);
    if (!current) throw new DomainError('NOT_SET_UP', CLUB_NOT_SET_UP);
    const saved = await updateLocationSettings(trx, current.id, input);
    const cards = deps.billing !== null;
    const [before, after] = [toLocationDto(current, cards), toLocationDto(saved, cards)];
    await recordAudit(trx, actor, 'club.update', locationSubject(saved.id), before, after);
    return after;
  });
}
