import { DateTime } from 'luxon';

/**
 * An instant as a luxon DateTime in a zone: what ical-generator takes to write an event's local
 * time with its TZID (the domain itself does wall-clock arithmetic without luxon).
 */
export function zonedDateTime(instant: Date, zone: string): DateTime {
  return DateTime.fromJSDate(instant, { zone });
}
