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
