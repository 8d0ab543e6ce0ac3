/**
 * Reading and checking an uploaded sheet, for any import (guests, an occasion's members):
 * the upload job (lib/upload-jobs) that runs in a worker thread, so 100,000 rows of parsing
 * and phone checks never hold up the thread that answers other requests. It needs nothing
 * from the database: what the rows are checked against (a default country, the extra
 * mobile prefixes, a currency) comes in with the file. Each import's worker module
 * (guest-import/analyse-guest-sheet.ts, members-import/analyse-member-sheet.ts) calls
 * `analyseSheet` with its own fields and row rules.
 */
import {
  SHEET_IMPORT_PACK_ROWS,
  type ColumnMapping,
  type SheetRow,
  type SheetRowProblem,
  type ValidatedSheetRows,
  type ValidSheetRow,
} from '@karamu/shared';
import { badRequest } from '../../../lib/http-error';
import { readSheet, type Sheet } from './read-sheet';
import type { SheetWords } from './sniff-file';

/** What one import reads: its fields and how a row of them is checked. */
export type SheetImportSpec<F extends string, T extends { phone?: string }, C> = {
  words: SheetWords;
  fields: readonly F[];
  /** The field no row can do without (the name): while it has no column, rows are not checked. */
  requiredField: F;
  guessMapping: (headers: readonly string[]) => ColumnMapping<F>;
  validate: (rows: readonly SheetRow<F>[], context: C) => ValidatedSheetRows<F, T>;
  /** Something worth knowing about a valid row that is not a problem. */
  notice?: (row: number, record: T) => SheetRowProblem<F> | null;
  /** Numbers of a valid row that the preview sums (a member's pledge and paid amount). */
  figures?: (record: T) => readonly number[];
};

export type AnalyseSheetInput<F extends string, C> = {
  file: Uint8Array;
  mapping: ColumnMapping<F> | undefined;
  context: C;
};

/** What the file holds, checked: all that a preview or an import needs, without the rows. */
export type SheetAnalysis<F extends string> = {
  format: Sheet['format'];
  encoding: Sheet['encoding'];
  sheetName: string | null;
  columns: string[];
  sampleRows: string[][];
  rows: number;
  guessedMapping: ColumnMapping<F>;
  mapping: ColumnMapping<F>;
  requiredMapped: boolean;
  /**
   * The valid rows (`{ row, record }`) as JSON arrays, SHEET_IMPORT_PACK_ROWS to a string.
   * Strings cross from the worker in a plain copy; 100,000 row objects took the request
   * thread about a second to rebuild, holding up every other request (issue 13).
   */
  packs: string[];
  validCount: number;
  /** Each valid row's spreadsheet row number, in order. */
  validRows: Uint32Array;
  /** Each valid row's phone (E.164, '' for none), in order, joined by '\n'. */
  validPhones: string;
  /** The spec's figures of each valid row, row after row (empty without `figures`). */
  validFigures: Float64Array;
  problems: SheetRowProblem<F>[];
  /** Formula cells in mapped columns and the spec's notices (what the database adds comes later). */
  notices: SheetRowProblem<F>[];
};

/** The mapping as column indexes; a column name that is not in the file is a 400. */
function resolveMapping<F extends string>(
  fields: readonly F[],
  mapping: ColumnMapping<F>,
  sheet: Sheet,
) {
  const indexes = new Map<F, number>();
  const unknown: Record<string, string[]> = {};
  for (const field of fields) {
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

function rowValues<F extends string>(cells: readonly string[], indexes: ReadonlyMap<F, number>) {
  const values: Partial<Record<F, string>> = {};
  for (const [field, index] of indexes) {
    const cell = cells[index];
    if (cell !== undefined && cell.trim() !== '') values[field] = cell;
  }
  return values;
}

function formulaNotices<F extends string>(sheet: Sheet, indexes: ReadonlyMap<F, number>) {
  const fieldOfColumn = new Map([...indexes].map(([field, index]) => [index, field]));
  const dataRows = new Set(sheet.rows.map((r) => r.row));
  const notices: SheetRowProblem<F>[] = [];
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

function pack<T extends { phone?: string }>(
  valid: readonly ValidSheetRow<T>[],
  figures: ((record: T) => readonly number[]) | undefined,
) {
  const packs: string[] = [];
  for (let at = 0; at < valid.length; at += SHEET_IMPORT_PACK_ROWS) {
    packs.push(JSON.stringify(valid.slice(at, at + SHEET_IMPORT_PACK_ROWS)));
  }
  return {
    packs,
    validCount: valid.length,
    validRows: Uint32Array.from(valid, ({ row }) => row),
    validPhones: valid.map(({ record }) => record.phone ?? '').join('\n'),
    validFigures: Float64Array.from(figures ? valid.flatMap(({ record }) => figures(record)) : []),
  };
}

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

export function analyseSheet<F extends string, T extends { phone?: string }, C>(
  input: AnalyseSheetInput<F, C>,
  spec: SheetImportSpec<F, T, C>,
): SheetAnalysis<F> {
  const file = Buffer.from(input.file.buffer, input.file.byteOffset, input.file.byteLength);
  const sheet = readSheet(file, spec.words);
  const guessedMapping = spec.guessMapping(sheet.columns.filter((c) => c !== undefined));
  const mapping = input.mapping ?? guessedMapping;
  const indexes = resolveMapping(spec.fields, mapping, sheet);
  const requiredMapped = indexes.has(spec.requiredField);
  const validated: ValidatedSheetRows<F, T> = requiredMapped
    ? spec.validate(
        sheet.rows.map(({ row, cells }) => ({
          row,
          values: rowValues(cells, indexes),
          firstCell: cells.find((cell) => cell !== undefined && cell.trim() !== ''),
        })),
        input.context,
      )
    : { valid: [], problems: [] };
  const notices = formulaNotices(sheet, indexes);
  if (spec.notice) {
    for (const { row, record } of validated.valid) {
      const notice = spec.notice(row, record);
      if (notice) notices.push(notice);
    }
  }
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
    requiredMapped,
    ...pack(validated.valid, spec.figures),
    problems: validated.problems,
    notices: notices.sort(byRow),
  };
}
