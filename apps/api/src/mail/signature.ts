import type { LocationRow } from '@club/db';
import type { Locale } from '@club/domain';
import { i18nFor } from '../i18n/i18n';

/** The club as its e-mails sign off: its name and phone, as Club Settings keeps them. */
export type MailClub = Pick<LocationRow, 'name' | 'phone'>;

/** The closing lines of every e-mail to a member, in the member's language. */
export function signature(club: MailClub, locale: Locale = 'en'): string {
  const i18n = i18nFor(locale);
  return `\n\n${i18n._('See you on the tee,')}\n${club.name}${club.phone ? `\n${club.phone}` : ''}`;
}
