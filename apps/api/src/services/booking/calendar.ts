import { randomBytes } from 'node:crypto';
import { findUserByCalendarToken, findUserById, listUserBookings, setCalendarToken } from '@club/db';
import { DomainError } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

/** The member's private feed URL; the secret token is made on first use and kept. */
export async function calendarFeedUrl(deps: ServiceDeps, userId: number): Promise<string> {
  let token = (await findUserById(deps.db, userId))?.calendarToken ?? null;
  if (!token) {
    await setCalendarToken(deps.db, userId, randomBytes(24).toString('base64url'));
    token = (await findUserById(deps.db, userId))?.calendarToken ?? null;
  }
  if (!token) throw new DomainError('NOT_FOUND', 'Account not found');
  return `${deps.publicUrl}/api/calendar/${token}.ics`;
}

function icsDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 text escaping. */
function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** The feed: the member's confirmed bookings (and waitlisted ones, marked tentative). */
export async function calendarFor(deps: ServiceDeps, token: string): Promise<string> {
  const user = token.length >= 20 ? await findUserByCalendarToken(deps.db, token) : undefined;
  if (!user) throw new DomainError('NOT_FOUND', 'Calendar not found');
  const bookings = (await listUserBookings(deps.db, user.id)).filter((b) => b.status !== 'cancelled');
  const host = new URL(deps.publicUrl).host;
  const stamp = icsDate(deps.now());
  const events = bookings.flatMap((b) => [
    'BEGIN:VEVENT',
    `UID:booking-${b.id}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsDate(b.startTime)}`,
    `DTEND:${icsDate(b.endTime)}`,
    `SUMMARY:${icsText(b.status === 'waitlisted' ? 'Golf simulator (waitlisted)' : `Golf simulator – ${b.bayName ?? 'bay'}`)}`,
    `STATUS:${b.status === 'waitlisted' ? 'TENTATIVE' : 'CONFIRMED'}`,
    `LOCATION:${icsText('Inside 9 Golf Club, San Antonio, TX')}`,
    'END:VEVENT',
  ]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Inside 9 Golf Club//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(`Inside 9 – ${user.firstName}'s bookings`)}`,
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
