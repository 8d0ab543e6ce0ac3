/**
 * CSV downloads (RFC 4180), the same for every export: a cell a spreadsheet would run as
 * a formula gets a leading quote, so a payer name such as "=HYPERLINK(...)" stays text.
 */
import { neutralizeCsvCell } from '@karamu/shared';

export type CsvCell = string | number | null;

const QUOTE_NEEDED = /[",\r\n]/;

function toCsvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutralizeCsvCell(value);
  return QUOTE_NEEDED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(toCsvCell).join(',')}\r\n`;

/** The byte order mark lets Excel read UTF-8 names ("Wanjikũ") correctly. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
