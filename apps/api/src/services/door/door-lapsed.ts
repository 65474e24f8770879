import { firstLocation, membersWithLiveDoorCodes } from '@club/db';
import { withBookingPlan } from '../account/user-dto';
import type { ServiceDeps } from '../shared/deps';
import { DOOR_CODE_JOB, removeMemberDoorCodes } from './door-codes';

export const LAPSED_DOOR_JOB = 'door-codes-lapsed';

/**
 * The periodic job: a member whose plan lapsed (a card plan past its failed renewal's grace or its
 * cancelled period: stored, but booking as `none`), or who has no plan at a members-only club,
 * loses their door codes (each removal queues its sync job). Answers how many members.
 */
export async function removeLapsedDoorCodes(deps: ServiceDeps): Promise<number> {
  if (!deps.door) return 0;
  const now = deps.now();
  const club = await firstLocation(deps.db);
  let removed = 0;
  for (const member of await membersWithLiveDoorCodes(deps.db)) {
    const booksAs = withBookingPlan(member, now).membershipType;
    const lapsed =
      booksAs === 'none' && (member.membershipType !== 'none' || club?.membersOnly === true);
    if (!lapsed) continue;
    await deps.db.transaction().execute((trx) => removeMemberDoorCodes(trx, deps, member.id));
    removed += 1;
  }
  if (removed > 0) deps.jobs.wake(DOOR_CODE_JOB);
  return removed;
}
