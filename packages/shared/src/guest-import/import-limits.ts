/** Bounds of one guest import: what a browser uploads and a transaction writes comfortably. */
export const GUEST_IMPORT_MAX_BYTES = 20_000_000;
export const GUEST_IMPORT_MAX_ROWS = 100_000;
/** Rows written per INSERT (and per UPDATE … FROM VALUES) statement. */
export const GUEST_IMPORT_BATCH_SIZE = 1000;

export const GUEST_IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
