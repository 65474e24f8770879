import { randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  findUserByCalendarToken,
  findUserById,
  listLocations,
  listUserBookings,
  listUserLessons,
  liveDoorCodesOfUser,
  setCalendarToken,
  type BookingWithBay,
  type LocationRow,
} from '@club/db';
import { DomainError, formatTimeRange } from '@club/domain';
import type { I18n } from '@lingui/core';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { i18nFor } from '../../i18n/i18n';
import { lessonSummary } from '../../mail/lesson-mails';
import { mailLanguage } from '../../mail/mail-language';
import { resolveLocation } from '../club/club-data';
import { addMemberLeagueNights } from '../league/league-calendar';
import { zonedDateTime } from '../shared/zoned-time';
import type { ServiceDeps } from '../shared/deps';

/** The member's private feed URL; the secret token is made on first use and kept. */
export async function calendarFeedUrl(deps: ServiceDeps, userId: number): Promise<string> {
  let token = (await findUserById(deps.db, userId))?.calendarToken ?? null;
  if (!token) {
    await setCalendarToken(deps.db, userId, randomBytes(24).toString('base64url'));
    token = (await findUserById(deps.db, userId))?.calendarToken ?? null;
  }
  if (!token) throw new DomainError('NOT_FOUND', /*i18n*/ 'Account not found');
  return `${deps.publicUrl}/api/calendar/${token}.ics`;
}

function summaryOf(i18n: I18n, b: BookingWithBay): string {
  return b.status === 'waitlisted'
    ? i18n._('Golf simulator (waitlisted)')
    : i18n._('Golf simulator – {bay}', { bay: b.bayName ?? i18n._('bay') });
}

/**
 * RFC 5545 TEXT escaping, for the calendar name only: ical-generator 10 escapes event text itself
 * but writes NAME and X-WR-CALNAME as given (the feed test catches it if that ever changes).
 */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

function placeOf(l: LocationRow): string {
  return `${l.name}, ${l.address}, ${l.city}, ${l.state} ${l.zipCode}`;
}

/**
 * The feed (RFC 5545, written by ical-generator: escaping, line folding, a VTIMEZONE per zone):
 * the member's confirmed bookings, waitlisted ones marked tentative, and their league nights, in local time of their
 * location's zone, so calendars show the club's wall-clock times across daylight-saving changes.
 */
export async function calendarFor(deps: ServiceDeps, token: string): Promise<string> {
  const user = token.length >= 20 ? await findUserByCalendarToken(deps.db, token) : undefined;
  if (!user) throw new DomainError('NOT_FOUND', /*i18n*/ 'Calendar not found');
  const [bookings, lessons, locations, club] = await Promise.all([
    listUserBookings(deps.db, user.id),
    listUserLessons(deps.db, user.id),
    listLocations(deps.db),
    resolveLocation(deps.db),
  ]);
  const host = new URL(deps.publicUrl).host;
  const { locale } = user;
  const lang = mailLanguage(locale);
  const i18n = i18nFor(locale);
  // a door code the lock holds goes in its event's description (only with door access)
  const codes = deps.door ? await liveDoorCodesOfUser(deps.db, user.id) : [];
  const doorNote = (key: 'bookingId' | 'lessonId', id: number, zone: string) => {
    const c = codes.find((row) => row[key] === id && row.status === 'active');
    if (!c) return {};
    const opens =
      locale === 'en'
        ? formatTimeRange(c.startsAt, c.endsAt, zone)
        : lang.when({ startTime: c.startsAt, endTime: c.endsAt }, zone);
    return {
      description: i18n._('Door code {code} (opens the front door {opens})', {
        code: c.code,
        opens,
      }),
    };
  };
  const calendar = new ICalCalendar({
    prodId: {
      company: 'Inside 9 Golf Club',
      product: 'Bookings',
      language: locale === 'es' ? 'ES' : 'EN',
    },
    name: escapeText(i18n._("Inside 9 – {firstName}'s bookings", { firstName: user.firstName })),
    // No calendar-wide zone: ical-generator would then write DTSTAMP as a floating local time.
    // Each event names its zone, and the generator adds one VTIMEZONE per zone used.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const b of bookings) {
    // a no-show was released: its time is no longer the member's
    if (b.status === 'cancelled' || b.status === 'no_show') continue;
    const location = locations.find((l) => l.id === b.locationId) ?? club;
    const zone = location.timeZone;
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      stamp: deps.now(),
      start: zonedDateTime(b.startTime, zone),
      end: zonedDateTime(b.endTime, zone),
      timezone: zone,
      summary: summaryOf(i18n, b),
      status: b.status === 'waitlisted' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      location: placeOf(location),
      ...doorNote('bookingId', b.id, zone),
    });
  }
  for (const l of lessons) {
    if (l.status !== 'confirmed') continue;
    const location = locations.find((loc) => loc.id === l.locationId) ?? club;
    calendar.createEvent({
      id: `lesson-${l.id}@${host}`,
      stamp: deps.now(),
      start: zonedDateTime(l.startTime, location.timeZone),
      end: zonedDateTime(l.endTime, location.timeZone),
      timezone: location.timeZone,
      summary: lessonSummary(locale, `${l.coachFirstName} ${l.coachLastName}`, l.bayName),
      status: ICalEventStatus.CONFIRMED,
      location: placeOf(location),
      ...doorNote('lessonId', l.id, location.timeZone),
    });
  }
  await addMemberLeagueNights(deps.db, calendar, user.id, locations, {
    host,
    stamp: deps.now(),
    locale,
  });
  return calendar.toString();
}
