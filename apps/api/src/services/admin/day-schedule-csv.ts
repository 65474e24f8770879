import type { Database } from '@club/db';
import { dayScheduleCsv, dayScheduleCsvFileName } from '@club/domain';
import { adminDay, type AdminDayQuery } from './admin-day';
import { headersIn, withBom, type CsvFile } from './csv-file';
import type { Locale } from '../../i18n/i18n';

/** The admin schedule's day as a CSV download: its bookings, members and guests (UTF-8 with BOM). */
export async function dayScheduleExport(
  db: Database,
  query: AdminDayQuery,
  now: Date,
  locale: Locale = 'en',
): Promise<CsvFile> {
  const day = await adminDay(db, query, now);
  const rows = day.bookings.map((b) => ({
    ...b,
    startTime: new Date(b.startTime),
    endTime: new Date(b.endTime),
  }));
  return {
    fileName: dayScheduleCsvFileName(day.date),
    content: withBom(dayScheduleCsv(rows, day.timeZone, headersIn(locale))),
  };
}
