import type { LocationRow } from '@club/db';

/** The club as its e-mails sign off: its name and phone, as Club Settings keeps them. */
export type MailClub = Pick<LocationRow, 'name' | 'phone'>;

/** The closing lines of every e-mail to a member. */
export function signature(club: MailClub): string {
  return `\n\nSee you on the tee,\n${club.name}${club.phone ? `\n${club.phone}` : ''}`;
}
