/** Bounds of one guest import: what a browser uploads and a transaction writes comfortably. */
export const GUEST_IMPORT_MAX_BYTES = 20_000_000;
export const GUEST_IMPORT_MAX_ROWS = 100_000;
/**
 * Rows per JSON string the upload worker packs: the smallest piece an import writes in one
 * statement. The writes join as many as fit their time slice (decision 0034).
 */
export const GUEST_IMPORT_PACK_ROWS = 25;

export const GUEST_IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
/** Columns with data a guest list may have; far more than the fields it can fill. */
export const GUEST_IMPORT_MAX_COLUMNS = 200;
/** Characters in one cell: notes are the longest field, and a few thousand is plenty. */
export const GUEST_IMPORT_MAX_CELL_CHARS = 10_000;
/**
 * Bytes an XLSX may unpack to, counted while inflating (the sizes a zip declares can lie):
 * a 100,000-row guest sheet with its shared strings is a few tens of MB.
 */
export const GUEST_IMPORT_MAX_UNPACKED_BYTES = 100_000_000;
