import type { CsvValue } from './types';

/** Lets Excel open UTF-8 (names such as "Wanjikũ") without mangling them. */
export const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (CSV injection, OWASP). A quote in front
 * makes it plain text. Real numbers are left alone: -250 is data, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function toCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: CRLF after every record, fields quoted when they must be. */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => `${cells.map(toCsvCell).join(',')}\r\n`);
  return UTF8_BOM + lines.join('');
}
