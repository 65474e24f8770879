// The self-contained ESM build: the web imports this module too, and csv-stringify's Node entry
// reads the global Buffer when it loads, which a browser lacks.
import { stringify, type Options } from 'csv-stringify/browser/esm/sync';
import { formatCents } from './pricing';
import { formatDate, formatTime } from './time';
import type { Instant, LocalDate } from './time';

/** A value a CSV cell can hold. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * Text a spreadsheet could run as a formula (OWASP CSV injection): one starting with = + - @ (or
 * their full-width forms), with a tab, CR or LF, or with any run of spaces, tabs, CRs and LFs
 * before one of = + - @ (spreadsheets trim that whitespace before deciding).
 */
const FORMULA_START = /^(?:[\t\r\n]|[ \t\r\n]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/** Text is neutralised when it could run as a formula: prefixed with a single quote. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 via csv-stringify: CRLF between records; a field with a comma, quote or line break is
 * quoted (quotes doubled). Text is formula-guarded first; numbers and booleans are written as
 * they are (a negative number stays a number), Dates as ISO, null and undefined as empty.
 */
const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  eof: false,
  // any line break quotes the field, not only the record delimiter (a lone LF or CR too)
  quoted_match: /[\r\n]/,
  cast: {
    string: guardFormula,
    boolean: (v) => String(v),
    date: (v) => v.toISOString(),
  },
};

/** One field as it appears in a record. */
export function csvCell(value: CsvValue): string {
  return stringify([[value]], CSV_OPTIONS);
}

/** A CSV document: a header record, then one record per row, CRLF between records. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify([header, ...rows], CSV_OPTIONS);
}

/**
 * Says a header in the reader's language: the API passes its catalog's lookup (each column's
 * English is its id); without one, the English as written.
 */
export type SayText = (english: string) => string;
const asWritten: SayText = (english) => english;

/** The member export's columns (spec 9). */
export const MEMBER_CSV_COLUMNS = [
  /*i18n*/ 'ID',
  /*i18n*/ 'Username',
  /*i18n*/ 'Email',
  /*i18n*/ 'First Name',
  /*i18n*/ 'Last Name',
  /*i18n*/ 'Phone',
  /*i18n*/ 'Role',
  /*i18n*/ 'Membership Type',
  /*i18n*/ 'Plan Hours Left',
  /*i18n*/ 'Balance',
  /*i18n*/ 'No-shows (30 days)',
] as const;

export interface MemberCsvRow {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: string;
  membershipType: string;
  /** This month's plan hours left; null when the plan is unlimited. */
  hoursRemaining: number | null;
  /** The account book's balance in cents (positive: owed to the club). */
  balanceCents: number;
  /** No-shows (bookings and lessons) in the last 30 days (DECISIONS.md, Check-in and no-shows). */
  noShows30Days: number;
}

/**
 * The member export as CSV, in the spec's column order, then the plan hours left, the balance and
 * the no-shows of the last 30 days.
 */
export function memberCsv(members: readonly MemberCsvRow[], say: SayText = asWritten): string {
  return toCsv(
    MEMBER_CSV_COLUMNS.map(say),
    members.map((m) => [
      m.id,
      m.username,
      m.email,
      m.firstName,
      m.lastName,
      m.phone,
      m.role,
      m.membershipType,
      m.hoursRemaining ?? say(/*i18n*/ 'unlimited'),
      // dollars as a number a spreadsheet adds up (a credit balance stays a negative number)
      m.balanceCents / 100,
      m.noShows30Days,
    ]),
  );
}

/** The member export's file name, from the local date: 'members-2026-03-08.csv'. */
export function memberCsvFileName(today: LocalDate): string {
  return `members-${today}.csv`;
}

/** The demo-request export's columns. */
export const DEMO_REQUEST_CSV_COLUMNS = [
  /*i18n*/ 'ID',
  /*i18n*/ 'First Name',
  /*i18n*/ 'Last Name',
  /*i18n*/ 'Email',
  /*i18n*/ 'Phone',
  /*i18n*/ 'Preferred Date',
  /*i18n*/ 'Preferred Time',
  /*i18n*/ 'Heard From',
  /*i18n*/ 'Status',
  /*i18n*/ 'Notes',
  /*i18n*/ 'Submitted',
] as const;

export interface DemoRequestCsvRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredDate: Instant;
  preferredTime: string;
  heardFrom: string;
  status: string;
  notes: string | null;
  createdAt: Instant;
}

/** The demo-request export as CSV; dates shown in US form in the location's zone. */
export function demoRequestCsv(
  requests: readonly DemoRequestCsvRow[],
  zone: string,
  say: SayText = asWritten,
): string {
  return toCsv(
    DEMO_REQUEST_CSV_COLUMNS.map(say),
    requests.map((r) => [
      r.id,
      r.firstName,
      r.lastName,
      r.email,
      r.phone,
      formatDate(r.preferredDate, zone),
      r.preferredTime,
      r.heardFrom,
      r.status,
      r.notes,
      formatDate(r.createdAt, zone),
    ]),
  );
}

/** The demo-request export's file name: 'demo-requests-2026-03-08.csv'. */
export function demoRequestCsvFileName(today: LocalDate): string {
  return `demo-requests-${today}.csv`;
}

export const DAY_SCHEDULE_CSV_COLUMNS = [
  /*i18n*/ 'Booking ID',
  /*i18n*/ 'Bay',
  /*i18n*/ 'Start',
  /*i18n*/ 'End',
  /*i18n*/ 'Status',
  /*i18n*/ 'First Name',
  /*i18n*/ 'Last Name',
  /*i18n*/ 'Email',
  /*i18n*/ 'Guests',
  /*i18n*/ 'Guest Fees',
] as const;

export interface DayScheduleCsvRow {
  id: number;
  bayName: string | null;
  startTime: Instant;
  endTime: Instant;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  guests: readonly { firstName: string; usesPass: boolean; feeCents: number }[];
}

/** One local day's bookings as CSV: times in the club's zone, each guest named with a pass or the fee. */
export function dayScheduleCsv(
  bookings: readonly DayScheduleCsvRow[],
  zone: string,
  say: SayText = asWritten,
): string {
  return toCsv(
    DAY_SCHEDULE_CSV_COLUMNS.map(say),
    bookings.map((b) => [
      b.id,
      b.bayName ?? say(/*i18n*/ 'Waitlist'),
      formatTime(b.startTime, zone),
      formatTime(b.endTime, zone),
      b.status,
      b.firstName,
      b.lastName,
      b.email,
      b.guests
        .map(
          (g) =>
            `${g.firstName} (${g.usesPass ? say(/*i18n*/ 'guest pass') : formatCents(g.feeCents)})`,
        )
        .join('; '),
      formatCents(b.guests.reduce((sum, g) => sum + g.feeCents, 0)),
    ]),
  );
}

/** The day schedule's file name: 'schedule-2026-11-24.csv'. */
export function dayScheduleCsvFileName(date: LocalDate): string {
  return `schedule-${date}.csv`;
}
