import { sql } from 'kysely';
import type { Locale } from '@club/domain';
import type { Tx } from '../engine';

/** A confirmed session whose 24-hour reminder is due, with what its mail says. */
export interface DueReminder {
  bookingId: number;
  startTime: Date;
  endTime: Date;
  priceCents: number;
  isPeak: boolean;
  bayName: string | null;
  timeZone: string;
  email: string;
  firstName: string;
  /** The member's language (their reminder's). */
  locale: Locale;
  /** False when the member switched reminders off (the booking is marked all the same). */
  wantsReminder: boolean;
}

/**
 * Marks up to `limit` confirmed sessions starting in (now, now + lead] as reminded and answers
 * them, in the caller's transaction (the mails are queued in it too). Rows another process is
 * marking are skipped, and a row marked since is seen as such, so each booking is answered once,
 * across any number of API processes. A session booked less than `lead` before its start has no
 * reminder point: its confirmation mail was the last word.
 */
export async function markDueReminders(
  trx: Tx,
  now: Date,
  leadMs: number,
  limit: number,
): Promise<DueReminder[]> {
  const horizon = new Date(now.getTime() + leadMs);
  const lead = `${Math.round(leadMs / 1000)} seconds`;
  const result = await sql<DueReminder>`
    with due as (
      select b.id from bookings b
      where b.status = 'confirmed' and b.reminder_sent_at is null
        and b.start_time > ${now} and b.start_time <= ${horizon}
        and b.created_at <= b.start_time - ${lead}::interval
      order by b.start_time, b.id
      limit ${limit}
      for update of b skip locked
    ), marked as (
      update bookings b set reminder_sent_at = ${now}
      from due where b.id = due.id
      returning b.*
    )
    select m.id as "bookingId", m.start_time as "startTime", m.end_time as "endTime",
      m.price_cents as "priceCents", m.is_peak as "isPeak", bays.name as "bayName",
      l.time_zone as "timeZone", u.email as "email", u.first_name as "firstName", u.locale as "locale",
      (u.booking_reminders and u.deleted_at is null) as "wantsReminder"
    from marked m
    join users u on u.id = m.user_id
    join locations l on l.id = m.location_id
    left join bays on bays.id = m.bay_id
    order by m.start_time, m.id`.execute(trx);
  return result.rows;
}

/** A confirmed lesson whose 24-hour reminder is due, with what its mail says. */
export interface DueLessonReminder {
  lessonId: number;
  startTime: Date;
  endTime: Date;
  bayName: string;
  coachFirstName: string;
  coachLastName: string;
  timeZone: string;
  email: string;
  firstName: string;
  /** The member's language (their reminder's). */
  locale: Locale;
  /** False when the member switched reminders off (the lesson is marked all the same). */
  wantsReminder: boolean;
}

/**
 * markDueReminders for lessons: marks up to `limit` confirmed lessons starting in (now, now + lead]
 * as reminded and answers them, in the caller's transaction, once each across any number of API
 * processes. A lesson booked less than `lead` before its start has no reminder point.
 */
export async function markDueLessonReminders(
  trx: Tx,
  now: Date,
  leadMs: number,
  limit: number,
): Promise<DueLessonReminder[]> {
  const horizon = new Date(now.getTime() + leadMs);
  const lead = `${Math.round(leadMs / 1000)} seconds`;
  const result = await sql<DueLessonReminder>`
    with due as (
      select ls.id from lessons ls
      where ls.status = 'confirmed' and ls.reminder_sent_at is null
        and ls.start_time > ${now} and ls.start_time <= ${horizon}
        and ls.created_at <= ls.start_time - ${lead}::interval
      order by ls.start_time, ls.id
      limit ${limit}
      for update of ls skip locked
    ), marked as (
      update lessons ls set reminder_sent_at = ${now}
      from due where ls.id = due.id
      returning ls.*
    )
    select m.id as "lessonId", m.start_time as "startTime", m.end_time as "endTime",
      bays.name as "bayName", c.first_name as "coachFirstName", c.last_name as "coachLastName",
      l.time_zone as "timeZone", u.email as "email", u.first_name as "firstName", u.locale as "locale",
      (u.booking_reminders and u.deleted_at is null) as "wantsReminder"
    from marked m
    join users u on u.id = m.user_id
    join coaches c on c.id = m.coach_id
    join bays on bays.id = m.bay_id
    join locations l on l.id = bays.location_id
    order by m.start_time, m.id`.execute(trx);
  return result.rows;
}
