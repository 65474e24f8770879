import { DateTime } from 'luxon';
import type { ClubClient } from '@club/client';
import { UsageError } from './cli';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `--date` as given, when it is a real calendar day written YYYY-MM-DD. */
export function localDate(value: string | undefined, option = '--date'): string {
  if (!value || !DATE.test(value) || !DateTime.fromISO(value, { zone: 'UTC' }).isValid) {
    throw new UsageError(`${option} must be a day written YYYY-MM-DD, e.g. ${option} 2026-11-24`);
  }
  return value;
}

/** `--start` as given, when it is a 24-hour clock time HH:MM. */
export function clockTime(value: string | undefined, option = '--start'): string {
  if (!value || !CLOCK.test(value))
    throw new UsageError(`${option} must be a 24-hour time HH:MM, e.g. ${option} 18:30`);
  return value;
}

/** The time zone of the club's (first) location: days and times are the club's local ones. */
export async function clubTimeZone(club: ClubClient): Promise<string> {
  const [location] = await club.locations.list.query();
  return location?.timeZone ?? 'America/Chicago';
}

/** A local date and clock time in `zone` as an ISO instant; a time the clocks skip is refused. */
export function localInstant(date: string, time: string, zone: string): string {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!local.isValid || local.toFormat('yyyy-MM-dd HH:mm') !== `${date} ${time}`) {
    throw new UsageError(`${date} ${time} does not exist in ${zone} (the clocks skip it)`);
  }
  return local.toISO({ suppressMilliseconds: true });
}

/** The instant as a local 'YYYY-MM-DD HH:mm' in `zone`. */
export function localText(instant: string, zone: string): string {
  return DateTime.fromISO(instant, { zone }).toFormat('yyyy-MM-dd HH:mm');
}
