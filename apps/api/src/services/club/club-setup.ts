import { insertFirstLocation, type NewLocation } from '@club/db';
import type { TUser } from '@club/contract';
import { CLUB_ALREADY_SET_UP, DomainError } from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import type { ServiceDeps } from '../shared/deps';
import { toLocationDto } from './club-dto';

/**
 * First run (DECISIONS.md, Club settings and first run): an admin gives the club its location, once.
 * Audited; every process drops what it kept of locations through the table's change notice.
 */
export async function setUpClub(deps: ServiceDeps, actor: TUser, input: NewLocation) {
  const location = await deps.db.transaction().execute(async (trx) => {
    const row = await insertFirstLocation(trx, input);
    if (!row) throw new DomainError('CONFLICT', CLUB_ALREADY_SET_UP);
    const dto = toLocationDto(row);
    await recordAudit(
      trx,
      actor,
      'club.setup',
      { entityType: 'location', entityId: row.id },
      null,
      dto,
    );
    return dto;
  });
  return location;
}
