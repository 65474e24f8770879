import { stringify } from 'csv-stringify/sync';

/** Text a spreadsheet would run as a formula (OWASP CSV injection) starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV document (RFC 4180, CRLF) with a header; text that could run as a formula is prefixed with '. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell)),
  );
  return stringify([header, ...cells], { record_delimiter: 'windows' });
}

/** A header as a key: case, spaces, dashes and underscores do not matter ('E-mail' = 'email'). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}
