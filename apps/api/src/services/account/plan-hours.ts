import { firstLocation, planUsedMinutes } from '@club/db';
import type { TUser } from '@club/contract';
import { DEFAULT_TIME_ZONE, hoursRemaining, planMonthOf } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

/**
 * The current-user object with this month's plan hours left (DECISIONS.md, Plans mean something):
 * null when unlimited, 0 without a plan. The month is the club's, in its zone.
 */
export async function withPlanHours(deps: ServiceDeps, user: TUser): Promise<TUser> {
  const zone = (await firstLocation(deps.db))?.timeZone ?? DEFAULT_TIME_ZONE;
  const span = planMonthOf(deps.now(), zone);
  const used = (await planUsedMinutes(deps.db, [user.id], span)).get(user.id) ?? 0;
  return { ...user, hoursRemaining: hoursRemaining(user.membershipType, used) };
}
