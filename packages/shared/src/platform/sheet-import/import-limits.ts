/**
 * Bounds of one spreadsheet import (guests, an occasion's members): what a browser uploads
 * and a transaction writes comfortably.
 */
export const SHEET_IMPORT_MAX_BYTES = 20_000_000;
export const SHEET_IMPORT_MAX_ROWS = 100_000;
/**
 * Rows per JSON string the upload worker packs: the smallest piece an import writes in one
 * statement. The writes join as many as fit their time slice (decision 0034).
 */
export const SHEET_IMPORT_PACK_ROWS = 25;

export const SHEET_IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
/** Columns with data an imported sheet may have; far more than the fields it can fill. */
export const SHEET_IMPORT_MAX_COLUMNS = 200;
/** Characters in one cell: notes are the longest field, and a few thousand is plenty. */
export const SHEET_IMPORT_MAX_CELL_CHARS = 10_000;
/**
 * Bytes an XLSX may unpack to, counted while inflating (the sizes a zip declares can lie):
 * a 100,000-row sheet with its shared strings is a few tens of MB.
 */
export const SHEET_IMPORT_MAX_UNPACKED_BYTES = 100_000_000;
