import { CLUB_CONTACT, DEMO_FACTS, PREFERRED_TIME_OPTIONS, type Locale } from '@club/domain';
import type { DemoRequestRow, LocationRow } from '@club/db';
import { translate } from '../i18n/i18n';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';

function timeLabel(value: string, locale: Locale): string {
  const label = PREFERRED_TIME_OPTIONS.find((o) => o.value === value)?.label;
  return label ? translate(locale, label) : value;
}

/** The club's details in a mail's signature, as Club Settings keeps them. */
export function clubSignature(club: Pick<LocationRow, 'address' | 'city' | 'state' | 'zipCode'>) {
  return `${CLUB_CONTACT.name}\n${club.address}, ${club.city}, ${club.state} ${club.zipCode}`;
}

/** To the visitor, in the language they asked in (the request's `locale`). */
export function demoReceiptMail(
  r: DemoRequestRow,
  club: Pick<LocationRow, 'phone' | 'address' | 'city' | 'state' | 'zipCode'>,
): MailMessage {
  const locale = r.locale;
  const lang = mailLanguage(locale);
  const { i18n } = lang;
  return {
    to: r.email,
    subject: i18n._('We received your free demo request'),
    text:
      i18n._(
        'Hi {firstName},\n\nThank you for your interest in Inside 9. We received your request for a free demo on {date} ({time}). A member of our team will call you at {phone} to confirm the time.',
        {
          firstName: r.firstName,
          date: lang.day(r.preferredDate),
          time: timeLabel(r.preferredTime, locale),
          phone: r.phone,
        },
      ) +
      `\n\n${translate(locale, DEMO_FACTS.summary)}\n${translate(locale, DEMO_FACTS.selectiveNote)}\n\n` +
      i18n._('Questions? Call us at {phone}.', { phone: club.phone || CLUB_CONTACT.phone }) +
      `\n\n${clubSignature(club)}`,
  };
}

/** To the club's address, in the language of the admin who reads it (English when not known). */
export function demoNotificationMail(
  clubMail: string,
  r: DemoRequestRow,
  publicUrl: string,
  locale: Locale = 'en',
): MailMessage {
  const lang = mailLanguage(locale);
  const { i18n } = lang;
  const name = `${r.firstName} ${r.lastName}`;
  return {
    to: clubMail,
    subject: i18n._('New demo request: {name}', { name }),
    text: i18n._(
      'A new free demo request arrived.\n\nName: {name}\nE-mail: {email}\nPhone: {phone}\nPreferred: {date}, {time}\nHeard from: {heardFrom}\n\nManage it in the admin panel: {adminUrl}',
      {
        name,
        email: r.email,
        phone: r.phone,
        date: lang.day(r.preferredDate),
        time: timeLabel(r.preferredTime, locale),
        heardFrom: r.heardFrom,
        adminUrl: `${publicUrl}/admin`,
      },
    ),
  };
}
