/**
 * An uploaded sheet (a guest list, a member list) as a grid of text: the header row's column names and every
 * non-blank row after it, with the row numbers a spreadsheet shows. CSV and XLSX end up
 * the same; every file-level fault (empty, binary, too many rows or columns, too long a
 * cell, duplicate headers, an unclosed quote) is refused here with a message that says
 * what to fix and names the limit.
 */
import Papa from 'papaparse';
import {
  SHEET_IMPORT_MAX_CELL_CHARS,
  SHEET_IMPORT_MAX_COLUMNS,
  SHEET_IMPORT_MAX_ROWS,
  restoreCsvCell,
} from '@karamu/shared';
import { badRequest } from '../../../lib/http-error';
import { readXlsxRows } from './read-xlsx';
import { emptyFile, sniffFile, type SheetWords, type TextEncodingName } from './sniff-file';

type SheetRow = { row: number; cells: string[] };
/** A formula cell: its cached value (what the spreadsheet showed) is kept as text. */
type FormulaCell = { row: number; column: number; formula: string; value: string };

export type Sheet = {
  format: 'csv' | 'xlsx';
  encoding: TextEncodingName | null;
  sheetName: string | null;
  /** Column names by column index; `undefined` marks an empty column that is ignored. */
  columns: (string | undefined)[];
  rows: SheetRow[];
  formulaCells: FormulaCell[];
};

const tooManyRows = (words: SheetWords) =>
  badRequest(
    `The file has more than ${SHEET_IMPORT_MAX_ROWS.toLocaleString('en')} ${words.record} rows. Split it into files of at most ${SHEET_IMPORT_MAX_ROWS.toLocaleString('en')} rows and import them one after another.`,
    { file: [`At most ${SHEET_IMPORT_MAX_ROWS.toLocaleString('en')} rows`] },
  );

const tooManyColumns = (row: number, words: SheetWords) =>
  badRequest(
    `Row ${row} has data past column ${columnLetter(SHEET_IMPORT_MAX_COLUMNS - 1)}: a ${words.list} may have at most ${SHEET_IMPORT_MAX_COLUMNS} columns. Remove the extra columns and upload the file again.`,
    { file: [`At most ${SHEET_IMPORT_MAX_COLUMNS} columns`] },
  );

const cellTooLong = (row: number, column: number) =>
  badRequest(
    `Cell ${columnLetter(column)}${row} has more than ${SHEET_IMPORT_MAX_CELL_CHARS.toLocaleString('en')} characters, the most a cell may have. Shorten it and upload the file again.`,
    { file: [`At most ${SHEET_IMPORT_MAX_CELL_CHARS.toLocaleString('en')} characters in a cell`] },
  );

/** 'A', 'B', … 'AA' as spreadsheets name columns. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Collects rows: the first non-blank one is the header; blank rows keep their numbers. */
class RowCollector {
  header: SheetRow | undefined;
  rows: SheetRow[] = [];

  constructor(private readonly words: SheetWords) {}

  add(row: number, cells: string[]) {
    if (isBlank(cells)) return;
    cells.forEach((cell, column) => {
      if (cell.length > SHEET_IMPORT_MAX_CELL_CHARS) throw cellTooLong(row, column);
      if (column >= SHEET_IMPORT_MAX_COLUMNS && cell.trim() !== '')
        throw tooManyColumns(row, this.words);
    });
    if (!this.header) {
      this.header = { row, cells };
      return;
    }
    if (this.rows.length >= SHEET_IMPORT_MAX_ROWS) throw tooManyRows(this.words);
    this.rows.push({ row, cells });
  }

  /** Names every column; refuses duplicate names and a file without records. */
  columns(): (string | undefined)[] {
    if (!this.header) throw emptyFile(this.words);
    if (this.rows.length === 0) {
      throw badRequest(`The file has a header row but no ${this.words.records} under it.`, {
        file: [`No ${this.words.record} rows`],
      });
    }
    const width = Math.max(this.header.cells.length, ...this.rows.map((r) => r.cells.length));
    const used = new Set<number>();
    for (const { cells } of this.rows) {
      cells.forEach((cell, i) => {
        if (cell.trim() !== '') used.add(i);
      });
    }
    const columns: (string | undefined)[] = [];
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    for (let i = 0; i < width; i += 1) {
      const header = (this.header.cells[i] ?? '').trim();
      // A column without a header is named by its letter if it holds data, else ignored.
      const name = header || (used.has(i) ? `Column ${columnLetter(i)}` : undefined);
      columns.push(name);
      if (name === undefined) continue;
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else duplicates.push(`'${name}' (columns ${columnLetter(first)} and ${columnLetter(i)})`);
    }
    if (duplicates.length > 0) {
      throw badRequest(
        `Each column needs its own header, but the header row (row ${this.header.row}) repeats ${duplicates.join(', ')}. Rename or remove the repeated column and upload the file again.`,
        { file: duplicates.map((d) => `Repeated header ${d}`) },
      );
    }
    return columns;
  }
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The separator the header row uses most (outside quotes): Excel writes ';' where the
 * decimal mark is a comma. Papa Parse's own guess needs several consistent rows.
 */
function guessDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64_000)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

function readCsv(text: string, words: SheetWords) {
  const collector = new RowCollector(words);
  const formulaCells: FormulaCell[] = [];
  let row = 0;
  let failure: unknown;
  Papa.parse<string[]>(text, {
    delimiter: guessDelimiter(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      row += 1;
      const unclosed = result.errors.find((e) => e.code === 'MissingQuotes');
      try {
        if (unclosed) {
          throw badRequest(
            `Row ${row} opens a quoted cell (") that is never closed, so the rest of the file cannot be read. Fix the quotes in that row and upload the file again.`,
            { file: [`Unclosed quote in row ${row}`] },
          );
        }
        const cells = result.data.map((cell) => restoreCsvCell(cell));
        // Text is never run; a cell written like a formula is worth telling the user about.
        cells.forEach((cell, column) => {
          if (cell.startsWith('=')) formulaCells.push({ row, column, formula: cell, value: cell });
        });
        collector.add(row, cells);
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  return { collector, formulaCells };
}

/** The first worksheet as rows of text; its formula cells are noted. */
function readXlsx(bytes: Buffer, words: SheetWords) {
  const collector = new RowCollector(words);
  const formulaCells: FormulaCell[] = [];
  const { sheetName } = readXlsxRows(bytes, ({ row, cells }) => {
    const texts: string[] = [];
    for (const { column, text, formula } of cells) {
      // Checked before the array grows to the cell's column.
      if (column >= SHEET_IMPORT_MAX_COLUMNS) throw tooManyColumns(row, words);
      texts[column] = text;
      if (formula !== undefined) formulaCells.push({ row, column, formula, value: text });
    }
    collector.add(
      row,
      Array.from(texts, (text) => text ?? ''),
    );
  });
  return { collector, formulaCells, sheetName };
}

export function readSheet(bytes: Buffer, words: SheetWords): Sheet {
  const sniffed = sniffFile(bytes, words);
  if (sniffed.kind === 'xlsx') {
    const { collector, formulaCells, sheetName } = readXlsx(bytes, words);
    const columns = collector.columns();
    return {
      format: 'xlsx',
      encoding: null,
      sheetName,
      columns,
      rows: collector.rows,
      formulaCells,
    };
  }
  const { collector, formulaCells } = readCsv(sniffed.text, words);
  const columns = collector.columns();
  return {
    format: 'csv',
    encoding: sniffed.encoding,
    sheetName: null,
    columns,
    rows: collector.rows,
    formulaCells,
  };
}
