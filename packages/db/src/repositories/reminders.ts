import { sql } from 'kysely';
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
      l.time_zone as "timeZone", u.email as "email", u.first_name as "firstName",
      (u.booking_reminders and u.deleted_at is null) as "wantsReminder"
    from marked m
    join users u on u.id = m.user_id
    join locations l on l.id = m.location_id
    left join bays on bays.id = m.bay_id
    order by m.start_time, m.id`.execute(trx);
  return result.rows;
}
