import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { LocationRow } from '@club/db';
import { formatCents, formatDate, formatTimeRange, LESSON_INCLUDED_TEXT } from '@club/domain';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { zonedDateTime } from '../services/shared/zoned-time';
import type { MailMessage } from './mailer';
import { signature, type MailClub } from './signature';

/** What every lesson e-mail says about the lesson. */
export interface LessonFacts {
  id: number;
  startTime: Date;
  endTime: Date;
  priceCents: number;
  isIncluded: boolean;
  bayName: string;
  coachName: string;
  memberName: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

function when(l: Pick<LessonFacts, 'startTime' | 'endTime'>, zone: string): string {
  return `${formatDate(l.startTime, zone)}, ${formatTimeRange(l.startTime, l.endTime, zone)}`;
}

/** The lesson as one calendar event (cancelled: the same event, marked cancelled). */
export function lessonIcs(
  l: LessonFacts,
  location: LocationRow,
  opts: { host: string; stamp: Date; cancelled?: boolean },
): string {
  const zone = location.timeZone;
  const calendar = new ICalCalendar({
    prodId: { company: 'Inside 9 Golf Club', product: 'Lessons', language: 'EN' },
    method: opts.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `lesson-${l.id}@${opts.host}`,
    stamp: opts.stamp,
    start: zonedDateTime(l.startTime, zone),
    end: zonedDateTime(l.endTime, zone),
    timezone: zone,
    summary: `Golf lesson with ${l.coachName} – ${l.bayName}`,
    status: opts.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    location: `${location.name}, ${location.address}, ${location.city}, ${location.state} ${location.zipCode}`,
  });
  return calendar.toString();
}

function attachment(l: LessonFacts, ics: string) {
  return [
    { filename: `lesson-${l.id}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' },
  ];
}

/** To the member: the lesson is booked, with its price or that the plan includes it. */
export function lessonBookedMail(
  to: Recipient,
  l: LessonFacts,
  location: LocationRow,
  ics: string,
): MailMessage {
  const zone = location.timeZone;
  const price = l.isIncluded ? LESSON_INCLUDED_TEXT : formatCents(l.priceCents);
  return {
    to: to.email,
    subject: `Lesson booked: ${when(l, zone)}`,
    text:
      `Hi ${to.firstName},\n\nYour lesson with ${l.coachName} is booked.\n\n` +
      `When: ${when(l, zone)}\nBay: ${l.bayName}\nPrice: ${price}\n\n` +
      `The attached calendar file adds it to your calendar. You can cancel it from My Account ` +
      `until it starts.${signature(location)}`,
    attachments: attachment(l, ics),
  };
}

/** To the coach: who they teach, when and on which bay. */
export function lessonCoachMail(
  to: Recipient,
  l: LessonFacts,
  location: LocationRow,
  ics: string,
): MailMessage {
  const zone = location.timeZone;
  return {
    to: to.email,
    subject: `New lesson: ${l.memberName}, ${when(l, zone)}`,
    text:
      `Hi ${to.firstName},\n\nYou have a new lesson.\n\n` +
      `Member: ${l.memberName}\nWhen: ${when(l, zone)}\nBay: ${l.bayName}${signature(location)}`,
    attachments: attachment(l, ics),
  };
}

/** To the member or the coach: the lesson is cancelled (an included lesson is given back). */
export function lessonCancelledMail(
  to: Recipient,
  l: LessonFacts,
  location: LocationRow,
  ics: string,
  forMember: boolean,
): MailMessage {
  const zone = location.timeZone;
  const back =
    forMember && l.isIncluded ? '\nThe included lesson is back in your plan for that month.' : '';
  return {
    to: to.email,
    subject: `Lesson cancelled: ${when(l, zone)}`,
    text:
      `Hi ${to.firstName},\n\nThe lesson with ${l.coachName} for ${l.memberName} on ` +
      `${when(l, zone)} is cancelled.${back}` +
      `${signature(location)}`,
    attachments: attachment(l, ics),
  };
}

/**
 * To the coach a moved lesson no longer belongs to (an admin gave it to another coach): the lesson
 * as it was, with its .ics marked cancelled so it leaves their calendar.
 */
export function lessonReassignedMail(
  to: Recipient,
  before: LessonFacts,
  newCoachName: string,
  location: LocationRow,
  ics: string,
): MailMessage {
  const zone = location.timeZone;
  return {
    to: to.email,
    subject: `Lesson no longer yours: ${before.memberName}, ${when(before, zone)}`,
    text:
      `Hi ${to.firstName},\n\nThe lesson with ${before.memberName} on ${when(before, zone)} is ` +
      `no longer yours: the club has given it to ${newCoachName}. The attached calendar file ` +
      `takes it out of your calendar.${signature(location)}`,
    attachments: attachment(before, ics),
  };
}

/** To the member, 24 hours before: the lesson is coming up (sent once; see queueDueReminders). */
export function lessonReminderMail(
  to: Recipient,
  l: Pick<LessonFacts, 'startTime' | 'endTime' | 'bayName' | 'coachName'>,
  zone: string,
  club: MailClub,
): MailMessage {
  return {
    to: to.email,
    subject: `Reminder: your lesson ${when(l, zone)}`,
    text:
      `Hi ${to.firstName},\n\nA reminder that your lesson with ${l.coachName} is coming up.\n\n` +
      `When: ${when(l, zone)}\nBay: ${l.bayName}\n\n` +
      `Can't make it? Cancel from My Account before it starts. ` +
      `You can switch these reminders off in My Account, Profile.${signature(club)}`,
  };
}
