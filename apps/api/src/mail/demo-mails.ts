import { CLUB_CONTACT, DEMO_FACTS, formatLocalDate, PREFERRED_TIME_OPTIONS } from '@club/domain';
import type { DemoRequestRow } from '@club/db';
import type { MailMessage } from './mailer';

function timeLabel(value: string): string {
  return PREFERRED_TIME_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function demoReceiptMail(r: DemoRequestRow): MailMessage {
  return {
    to: r.email,
    subject: 'We received your free demo request',
    text:
      `Hi ${r.firstName},\n\nThank you for your interest in Inside 9. We received your request for a free ` +
      `demo on ${formatLocalDate(r.preferredDate)} (${timeLabel(r.preferredTime)}). A member of our team will ` +
      `call you at ${r.phone} to confirm the time.\n\n${DEMO_FACTS.summary}\n${DEMO_FACTS.selectiveNote}\n\n` +
      `Questions? Call us at ${CLUB_CONTACT.phone}.\n\nInside 9 Golf Club\n${CLUB_CONTACT.address}`,
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
