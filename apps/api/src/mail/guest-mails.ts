import type { LocationRow } from '@club/db';
import type { Locale } from '@club/domain';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
import { signature } from './signature';
import type { BookingFacts } from './booking-mails';

/** The club as a guest's mail names it: where to come, and who signs. */
export type GuestMailClub = Pick<
  LocationRow,
  'name' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'
>;

export interface GuestInvitation {
  guest: { firstName: string; email: string };
  /** The member who brings the guest. */
  host: { firstName: string; lastName: string };
  booking: Pick<BookingFacts, 'startTime' | 'endTime'>;
  zone: string;
  club: GuestMailClub;
  /** The guest's own waiver link (`/waiver/{token}`), while the club's waiver is on. */
  waiverUrl?: string | undefined;
  /** The guest's language: that of the request which invited them (the host's). */
  locale?: Locale | undefined;
}

/** The club's address on one line, leaving out what Club Settings left empty. */
function placeOf(club: GuestMailClub): string {
  const cityLine = [club.city, [club.state, club.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [club.name, club.address, cityLine].filter(Boolean).join(', ');
}

/**
 * The mail a guest with an e-mail gets: the session's time (club time) and place, who invited
 * them, and, while the club's waiver is on, their link to read and accept it.
 */
export function guestInvitationMail(invite: GuestInvitation): MailMessage {
  const { guest, host, booking, zone, club, waiverUrl, locale } = invite;
  const lang = mailLanguage(locale);
  const { i18n } = lang;
  const hostName = `${host.firstName} ${host.lastName}`.trim();
  const time = lang.when(booking, zone);
  return {
    to: guest.email,
    subject: i18n._('{host} invited you to golf at {club}: {time}', {
      host: host.firstName,
      club: club.name,
      time,
    }),
    text:
      i18n._(
        'Hi {firstName},\n\n{hostName} has booked a simulator bay at {club} and invited you as their guest.\n\nWhen: {time}\nWhere: {place}',
        { firstName: guest.firstName, hostName, club: club.name, time, place: placeOf(club) },
      ) +
      '\n\n' +
      (waiverUrl
        ? i18n._("Before you play, please read and accept the club's waiver: {waiverUrl}", {
            waiverUrl,
          }) + '\n\n'
        : '') +
      i18n._('Please arrive a few minutes early; {host} will meet you there.', {
        host: host.firstName,
      }) +
      signature(club, locale),
  };
}
