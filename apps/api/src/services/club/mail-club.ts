import { CLUB_CONTACT, DomainError } from '@club/domain';
import type { MailClub } from '../../mail/signature';
import { cachedLocation } from '../booking/location-days';
import type { ServiceDeps } from '../shared/deps';

/**
 * The club as its e-mails sign off: the location's name and phone from Club Settings (the club's
 * first location unless one is named); before the first-run set-up, the brand's.
 */
export async function mailClub(deps: ServiceDeps, locationId?: number): Promise<MailClub> {
  try {
    const { name, phone } = await cachedLocation(deps, locationId);
    return { name, phone };
  } catch (err) {
    if (err instanceof DomainError && err.code === 'NOT_SET_UP')
      return { name: CLUB_CONTACT.name, phone: CLUB_CONTACT.phone };
    throw err;
  }
}
