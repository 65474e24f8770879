import { randomBytes } from 'node:crypto';
import { updateUser } from '@club/db';
import { DomainError } from '@club/domain';
import { calendarFeedUrl } from '../booking/calendar';
import type { ServiceDeps } from '../shared/deps';

/**
 * A new secret for the member's calendar feed: the old link stops working at once (a link shared
 * by mistake, or seen in a log, can be revoked from My Account). Answers the new URL.
 */
export async function rotateCalendarLink(deps: ServiceDeps, userId: number): Promise<string> {
  const updated = await updateUser(deps.db, userId, {
    calendarToken: randomBytes(24).toString('base64url'),
  });
  if (!updated) throw new DomainError('NOT_FOUND', /*i18n*/ 'Account not found');
  return calendarFeedUrl(deps, userId);
}
