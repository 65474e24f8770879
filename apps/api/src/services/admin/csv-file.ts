import type { SayText } from '@club/domain';
import { translate, type Locale } from '../../i18n/i18n';

/** A CSV's headers in the admin's language (each column's English is its catalog id). */
export function headersIn(locale: Locale): SayText {
  return (english) => translate(locale, english);
}

/** A CSV download: its file name and content. */
export interface CsvFile {
  fileName: string;
  content: string;
}

const BOM = '\uFEFF';

/** UTF-8 with a byte-order mark, so a spreadsheet reads accented names right (added once). */
export function withBom(csv: string): string {
  return csv.startsWith(BOM) ? csv : BOM + csv;
}

/** The Content-Disposition of a download named `fileName` (names here are ASCII: dates and words). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}
