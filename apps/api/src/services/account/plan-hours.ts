import { countGuestPassesUsed, firstLocation, planUsedMinutes } from '@club/db';
import type { TUser } from '@club/contract';
import {
  DEFAULT_TIME_ZONE,
  guestPassesOfMonth,
  guestPassesText,
  hoursRemaining,
  planMonthOf,
} from '@club/domain';
import { sayBuilt } from '../../i18n/built-text';
import type { ServiceDeps } from '../shared/deps';

/**
 * The current-user object with this month's plan hours left (DECISIONS.md, Plans mean something):
 * null when unlimited, 0 without a plan; and its guest passes left (DECISIONS.md, Guests): those
 * on the member's live guests of bookings that start this month, its line in the member's language.
 * The month is the club's.
 */
export async function withPlanHours(deps: ServiceDeps, user: TUser): Promise<TUser> {
  const [hours, passesUsed] = await Promise.all([
    planHoursOf(deps, [user]),
    guestPassesUsedThisMonth(deps, user.id),
  ]);
  const passes = guestPassesOfMonth(user.membershipType, passesUsed);
  return {
    ...user,
    hoursRemaining: hours.get(user.id) ?? null,
    guestPasses: passes && {
      ...passes,
      text: sayBuilt(guestPassesText(passes.left, passes.perMonth), user.locale),
    },
  };
}

async function clubMonth(deps: ServiceDeps) {
  const zone = (await firstLocation(deps.db))?.timeZone ?? DEFAULT_TIME_ZONE;
  return planMonthOf(deps.now(), zone);
}

async function guestPassesUsedThisMonth(deps: ServiceDeps, userId: number): Promise<number> {
  return countGuestPassesUsed(deps.db, userId, await clubMonth(deps));
}

/** Each listed member's plan hours left this month (Member Management and its CSV). */
export async function planHoursOf(
  deps: ServiceDeps,
  members: readonly Pick<TUser, 'id' | 'membershipType'>[],
): Promise<Map<number, number | null>> {
  const used = await planUsedMinutes(
    deps.db,
    members.map((m) => m.id),
    await clubMonth(deps),
  );
  return new Map(members.map((m) => [m.id, hoursRemaining(m.membershipType, used.get(m.id) ?? 0)]));
}
