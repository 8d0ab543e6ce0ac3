/**
 * Reading and checking an uploaded guest list: the upload job (lib/upload-jobs) that runs
 * in a worker thread, so 100,000 rows of parsing and phone checks never hold up the
 * thread that answers other requests. It needs nothing from the database: the event's
 * default country and the extra mobile prefixes come in with the file.
 */
import {
  GUEST_IMPORT_PACK_ROWS,
  GUEST_IMPORT_FIELDS,
  guessColumnMapping,
  validateGuestRows,
  type ExtraMobilePrefixes,
  type GuestImportField,
  type GuestImportMapping,
  type GuestImportProblem,
  type GuestRowValues,
  type ValidGuestRow,
} from '@karamu/shared';
import { badRequest } from '../../lib/http-error';
import { readSheet, type Sheet } from './read-sheet';

export type AnalyseSheetInput = {
  file: Uint8Array;
  mapping: GuestImportMapping | undefined;
  defaultCountry: string;
  extraMobilePrefixes: ExtraMobilePrefixes;
};

/** What the file holds, checked: all that a preview or an import needs, without the rows. */
export type SheetAnalysis = {
  format: Sheet['format'];
  encoding: Sheet['encoding'];
  sheetName: string | null;
  columns: string[];
  sampleRows: string[][];
  rows: number;
  guessedMapping: GuestImportMapping;
  mapping: GuestImportMapping;
  nameMapped: boolean;
  /**
   * The valid rows as JSON arrays, GUEST_IMPORT_PACK_ROWS to a string. Strings cross from
   * the worker in a plain copy; 100,000 row objects took the request thread about a second
   * to rebuild, holding up every other request (issue 13).
   */
  guestPacks: string[];
  validCount: number;
  /** Each valid row's spreadsheet row number, in order. */
  guestRows: Uint32Array;
  /** Each valid row's phone (E.164, '' for none), in order, joined by '\n'. */
  guestPhones: string;
  problems: GuestImportProblem[];
  /** Formula cells in mapped columns (the meeting with existing guests is added later). */
  notices: GuestImportProblem[];
};

/** The mapping as column indexes; a column name that is not in the file is a 400. */
function resolveMapping(mapping: GuestImportMapping, sheet: Sheet) {
  const indexes = new Map<GuestImportField, number>();
  const unknown: Record<string, string[]> = {};
  for (const field of GUEST_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === undefined || column === null || column === '') continue;
    const index = sheet.columns.indexOf(column);
    if (index === -1) unknown[`mapping.${field}`] = [`The file has no column '${column}'`];
    else indexes.set(field, index);
  }
  const [first] = Object.values(unknown);
  if (first) throw badRequest(`${first[0]}: choose another column.`, unknown);
  return indexes;
}

function rowValues(cells: readonly string[], indexes: ReadonlyMap<GuestImportField, number>) {
  const values: GuestRowValues = {};
  for (const [field, index] of indexes) {
    const cell = cells[index];
    if (cell !== undefined && cell.trim() !== '') values[field] = cell;
  }
  return values;
}

function formulaNotices(sheet: Sheet, indexes: ReadonlyMap<GuestImportField, number>) {
  const fieldOfColumn = new Map([...indexes].map(([field, index]) => [index, field]));
  const dataRows = new Set(sheet.rows.map((r) => r.row));
  const notices: GuestImportProblem[] = [];
  for (const cell of sheet.formulaCells) {
    const field = fieldOfColumn.get(cell.column);
    if (!field || !dataRows.has(cell.row)) continue;
    notices.push({
      row: cell.row,
      field,
      message:
        sheet.format === 'xlsx' && cell.value !== cell.formula
          ? `Formula ${cell.formula}: its last calculated value '${cell.value}' is used (formulas are never run)`
          : `'${cell.formula}' looks like a formula: it is kept as plain text, never run`,
    });
  }
  return notices;
}

function packGuests(guests: readonly ValidGuestRow[]) {
  const guestPacks: string[] = [];
  for (let at = 0; at < guests.length; at += GUEST_IMPORT_PACK_ROWS) {
    guestPacks.push(JSON.stringify(guests.slice(at, at + GUEST_IMPORT_PACK_ROWS)));
  }
  return {
    guestPacks,
    validCount: guests.length,
    guestRows: Uint32Array.from(guests, ({ row }) => row),
    guestPhones: guests.map(({ guest }) => guest.phone ?? '').join('\n'),
  };
}

export function run(input: AnalyseSheetInput): SheetAnalysis {
  const file = Buffer.from(input.file.buffer, input.file.byteOffset, input.file.byteLength);
  const sheet = readSheet(file);
  const guessedMapping = guessColumnMapping(sheet.columns.filter((c) => c !== undefined));
  const mapping = input.mapping ?? guessedMapping;
  const indexes = resolveMapping(mapping, sheet);
  const nameMapped = indexes.has('name');
  const validated = nameMapped
    ? validateGuestRows(
        sheet.rows.map(({ row, cells }) => ({ row, values: rowValues(cells, indexes) })),
        { defaultCountry: input.defaultCountry, extraMobilePrefixes: input.extraMobilePrefixes },
      )
    : { guests: [], problems: [] };
  const kept = sheet.columns.flatMap((c, i) => (c === undefined ? [] : [i]));
  return {
    format: sheet.format,
    encoding: sheet.encoding,
    sheetName: sheet.sheetName,
    columns: sheet.columns.filter((c): c is string => c !== undefined),
    sampleRows: sheet.rows.slice(0, 5).map(({ cells }) => kept.map((i) => cells[i] ?? '')),
    rows: sheet.rows.length,
    guessedMapping,
    mapping,
    nameMapped,
    ...packGuests(validated.guests),
    problems: validated.problems,
    notices: formulaNotices(sheet, indexes),
  };
}
