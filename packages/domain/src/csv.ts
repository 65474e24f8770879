import { formatDate } from './time';
import type { Instant, LocalDate } from './time';

/** A value a CSV cell can hold. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** Starts that a spreadsheet would read as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that make RFC 4180 quote a field. */
const NEEDS_QUOTES = /[",\r\n]/;

/** Text is neutralised when it could run as a formula: prefixed with a single quote. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field: text formula-guarded, then RFC 4180 quoted (double quotes doubled) when it holds a
 * comma, quote or line break. Numbers and booleans are written as they are; Dates as ISO.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = guardFormula(value instanceof Date ? value.toISOString() : value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header record, then one record per row, CRLF between records. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** The member export's columns (spec 9). */
export const MEMBER_CSV_COLUMNS = [
  'ID',
  'Username',
  'Email',
  'First Name',
  'Last Name',
  'Phone',
  'Role',
  'Membership Type',
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
}

/** The member export as CSV, in the spec's column order. */
export function memberCsv(members: readonly MemberCsvRow[]): string {
  return toCsv(
    MEMBER_CSV_COLUMNS,
    members.map((m) => [m.id, m.username, m.email, m.firstName, m.lastName, m.phone, m.role, m.membershipType]),
  );
}

/** The member export's file name, from the local date: 'members-2026-03-08.csv'. */
export function memberCsvFileName(today: LocalDate): string {
  return `members-${today}.csv`;
}

/** The demo-request export's columns. */
export const DEMO_REQUEST_CSV_COLUMNS = [
  'ID',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Preferred Date',
  'Preferred Time',
  'Heard From',
  'Status',
  'Notes',
  'Submitted',
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
export function demoRequestCsv(requests: readonly DemoRequestCsvRow[], zone: string): string {
  return toCsv(
    DEMO_REQUEST_CSV_COLUMNS,
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
