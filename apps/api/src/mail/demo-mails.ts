import { CLUB_CONTACT, DEMO_FACTS, formatLocalDate, PREFERRED_TIME_OPTIONS } from '@club/domain';
import type { DemoRequestRow, LocationRow } from '@club/db';
import type { MailMessage } from './mailer';

function timeLabel(value: string): string {
  return PREFERRED_TIME_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** The club's details in a mail's signature, as Club Settings keeps them. */
export function clubSignature(club: Pick<LocationRow, 'address' | 'city' | 'state' | 'zipCode'>) {
  return `${CLUB_CONTACT.name}\n${club.address}, ${club.city}, ${club.state} ${club.zipCode}`;
}

export function demoReceiptMail(
  r: DemoRequestRow,
  club: Pick<LocationRow, 'phone' | 'address' | 'city' | 'state' | 'zipCode'>,
): MailMessage {
  return {
    to: r.email,
    subject: 'We received your free demo request',
    text:
      `Hi ${r.firstName},\n\nThank you for your interest in Inside 9. We received your request for a free ` +
      `demo on ${formatLocalDate(r.preferredDate)} (${timeLabel(r.preferredTime)}). A member of our team will ` +
      `call you at ${r.phone} to confirm the time.\n\n${DEMO_FACTS.summary}\n${DEMO_FACTS.selectiveNote}\n\n` +
      `Questions? Call us at ${club.phone || CLUB_CONTACT.phone}.\n\n${clubSignature(club)}`,
  };
}

export function demoNotificationMail(
  clubMail: string,
  r: DemoRequestRow,
  publicUrl: string,
): MailMessage {
  return {
    to: clubMail,
    subject: `New demo request: ${r.firstName} ${r.lastName}`,
    text:
      `A new free demo request arrived.\n\nName: ${r.firstName} ${r.lastName}\nE-mail: ${r.email}\n` +
      `Phone: ${r.phone}\nPreferred: ${formatLocalDate(r.preferredDate)}, ${timeLabel(r.preferredTime)}\n` +
      `Heard from: ${r.heardFrom}\n\nManage it in the admin panel: ${publicUrl}/admin`,
  };
}
