import { firstLocation, planUsedMinutes } from '@club/db';
import type { TUser } from '@club/contract';
import { DEFAULT_TIME_ZONE, hoursRemaining, planMonthOf } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

/**
 * The current-user object with this month's plan hours left (DECISIONS.md, Plans mean something):
 * null when unlimited, 0 without a plan. The month is the club's, in its zone.
 */
export async function withPlanHours(deps: ServiceDeps, user: TUser): Promise<TUser> {
  const hours = await planHoursOf(deps, [user]);
  return { ...user, hoursRemaining: hours.get(user.id) ?? null };
}

/** Each listed member's plan hours left this month (Member Management and its CSV). */
export async function planHoursOf(
  deps: ServiceDeps,
  members: readonly Pick<TUser, 'id' | 'membershipType'>[],
): Promise<Map<number, number | null>> {
  const zone = (await firstLocation(deps.db))?.timeZone ?? DEFAULT_TIME_ZONE;
  const used = await planUsedMinutes(
    deps.db,
    members.map((m) => m.id),
    planMonthOf(deps.now(), zone),
  );
  return new Map(members.map((m) => [m.id, hoursRemaining(m.membershipType, used.get(m.id) ?? 0)]));
}
