import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { LocationRow } from '@club/db';
import { LESSON_INCLUDED_TEXT, type Locale } from '@club/domain';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { translate } from '../i18n/i18n';
import { zonedDateTime } from '../services/shared/zoned-time';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
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

/** A lesson mail's recipient, in their language (English when not known). */
export interface Recipient {
  email: string;
  firstName: string;
  locale?: Locale | undefined;
}

/** The calendar's LANGUAGE for each of the club's languages. */
const ICS_LANGUAGE: Record<Locale, string> = { en: 'EN', es: 'ES' };

/** The lesson's title in a calendar: 'Golf lesson with Ana Ruiz – Bay 2'. */
export function lessonSummary(locale: Locale, coachName: string, bayName: string): string {
  return mailLanguage(locale).i18n._('Golf lesson with {coach} – {bay}', {
    coach: coachName,
    bay: bayName,
  });
}

/**
 * The lesson as one calendar event (cancelled: the same event, marked cancelled), its title in
 * the recipient's language.
 */
export function lessonIcs(
  l: LessonFacts,
  location: LocationRow,
  opts: { host: string; stamp: Date; cancelled?: boolean; locale?: Locale | undefined },
): string {
  const zone = location.timeZone;
  const locale = opts.locale ?? 'en';
  const calendar = new ICalCalendar({
    prodId: { company: 'Inside 9 Golf Club', product: 'Lessons', language: ICS_LANGUAGE[locale] },
    method: opts.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `lesson-${l.id}@${opts.host}`,
    stamp: opts.stamp,
    start: zonedDateTime(l.startTime, zone),
    end: zonedDateTime(l.endTime, zone),
    timezone: zone,
    summary: lessonSummary(locale, l.coachName, l.bayName),
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
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(l, location.timeZone);
  const price = l.isIncluded
    ? translate(to.locale ?? 'en', LESSON_INCLUDED_TEXT)
    : lang.money(l.priceCents);
  return {
    to: to.email,
    subject: i18n._('Lesson booked: {time}', { time }),
    text:
      i18n._(
        'Hi {firstName},\n\nYour lesson with {coach} is booked.\n\nWhen: {time}\nBay: {bay}\nPrice: {price}\n\nThe attached calendar file adds it to your calendar. You can cancel it from My Account until it starts.',
        { firstName: to.firstName, coach: l.coachName, time, bay: l.bayName, price },
      ) + signature(location, to.locale),
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
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(l, location.timeZone);
  return {
    to: to.email,
    subject: i18n._('New lesson: {member}, {time}', { member: l.memberName, time }),
    text:
      i18n._(
        'Hi {firstName},\n\nYou have a new lesson.\n\nMember: {member}\nWhen: {time}\nBay: {bay}',
        {
          firstName: to.firstName,
          member: l.memberName,
          time,
          bay: l.bayName,
        },
      ) + signature(location, to.locale),
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
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(l, location.timeZone);
  const back =
    forMember && l.isIncluded
      ? '\n' + i18n._('The included lesson is back in your plan for that month.')
      : '';
  return {
    to: to.email,
    subject: i18n._('Lesson cancelled: {time}', { time }),
    text:
      i18n._('Hi {firstName},\n\nThe lesson with {coach} for {member} on {time} is cancelled.', {
        firstName: to.firstName,
        coach: l.coachName,
        member: l.memberName,
        time,
      }) +
      back +
      signature(location, to.locale),
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
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(before, location.timeZone);
  return {
    to: to.email,
    subject: i18n._('Lesson no longer yours: {member}, {time}', {
      member: before.memberName,
      time,
    }),
    text:
      i18n._(
        'Hi {firstName},\n\nThe lesson with {member} on {time} is no longer yours: the club has given it to {newCoach}. The attached calendar file takes it out of your calendar.',
        { firstName: to.firstName, member: before.memberName, time, newCoach: newCoachName },
      ) + signature(location, to.locale),
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
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(l, zone);
  return {
    to: to.email,
    subject: i18n._('Reminder: your lesson {time}', { time }),
    text:
      i18n._(
        "Hi {firstName},\n\nA reminder that your lesson with {coach} is coming up.\n\nWhen: {time}\nBay: {bay}\n\nCan't make it? Cancel from My Account before it starts. You can switch these reminders off in My Account, Profile.",
        { firstName: to.firstName, coach: l.coachName, time, bay: l.bayName },
      ) + signature(club, to.locale),
  };
}
