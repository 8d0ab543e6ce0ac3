/**
 * An uploaded guest list as a grid of text: the header row's column names and every
 * non-blank row after it, with the row numbers a spreadsheet shows. CSV and XLSX end up
 * the same; every file-level fault (empty, binary, too many rows, duplicate headers, an
 * unclosed quote) is refused here with a message that says what to fix.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { GUEST_IMPORT_MAX_ROWS, restoreCsvCell } from '@karamu/shared';
import { badRequest, HttpError } from '../../lib/http-error';
import { emptyFile, NOT_A_SPREADSHEET_HINT, sniffFile, type TextEncodingName } from './sniff-file';

export type SheetRow = { row: number; cells: string[] };
/** A formula cell: its cached value (what the spreadsheet showed) is kept as text. */
export type FormulaCell = { row: number; column: number; formula: string; value: string };

export type Sheet = {
  format: 'csv' | 'xlsx';
  encoding: TextEncodingName | null;
  sheetName: string | null;
  /** Column names by column index; `undefined` marks an empty column that is ignored. */
  columns: (string | undefined)[];
  rows: SheetRow[];
  formulaCells: FormulaCell[];
};

const tooManyRows = () =>
  badRequest(
    `The file has more than ${GUEST_IMPORT_MAX_ROWS.toLocaleString('en')} guest rows. Split it into files of at most ${GUEST_IMPORT_MAX_ROWS.toLocaleString('en')} rows and import them one after another.`,
    { file: [`At most ${GUEST_IMPORT_MAX_ROWS.toLocaleString('en')} rows`] },
  );

/** 'A', 'B', … 'AA' as spreadsheets name columns. */
export function columnLetter(index: number): string {
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

  add(row: number, cells: string[]) {
    if (isBlank(cells)) return;
    if (!this.header) {
      this.header = { row, cells };
      return;
    }
    if (this.rows.length >= GUEST_IMPORT_MAX_ROWS) throw tooManyRows();
    this.rows.push({ row, cells });
  }

  /** Names every column; refuses duplicate names and a file without guests. */
  columns(): (string | undefined)[] {
    if (!this.header) throw emptyFile();
    if (this.rows.length === 0) {
      throw badRequest('The file has a header row but no guests under it.', {
        file: ['No guest rows'],
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
export function guessDelimiter(text: string): string {
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

function readCsv(text: string) {
  const collector = new RowCollector();
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

/**
 * An upload of at most 20 MB can still unpack to gigabytes (a zip bomb); the sizes the
 * archive declares are checked before anything is unpacked.
 */
const MAX_UNPACKED_BYTES = 400_000_000;

function declaredUnpackedSize(bytes: Buffer): number {
  // The end-of-central-directory record sits in the last 64 kB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < from) return Number.POSITIVE_INFINITY;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) {
      return Number.POSITIVE_INFINITY;
    }
    const size = bytes.readUInt32LE(offset + 24);
    // 0xffffffff: a ZIP64 size, far beyond any guest list.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return total;
}

const notAWorkbook = () =>
  badRequest(
    `The file is a ZIP archive but not a readable Excel workbook. ${NOT_A_SPREADSHEET_HINT}`,
    {
      file: ['Not an Excel workbook'],
    },
  );

function dateText(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

type CellValue = ExcelJS.CellValue;

/** A cell's value as text; formulas are never evaluated (their cached value is read). */
function plainText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run) => run.text ?? '').join('');
  }
  if ('error' in value) return '';
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

function formulaOf(value: CellValue | undefined): string | undefined {
  if (value === null || typeof value !== 'object' || value instanceof Date) return undefined;
  if ('formula' in value && typeof value.formula === 'string') return value.formula;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string')
    return value.sharedFormula;
  return undefined;
}

async function readXlsx(bytes: Buffer) {
  if (declaredUnpackedSize(bytes) > MAX_UNPACKED_BYTES) {
    throw badRequest(
      'The workbook is too large once unpacked. Save the guest sheet alone as CSV and upload that.',
      {
        file: ['Workbook too large once unpacked'],
      },
    );
  }
  const collector = new RowCollector();
  const formulaCells: FormulaCell[] = [];
  let sheetName: string | null = null;
  // Loaded on first use: ExcelJS and what it pulls in cost about a second at start-up (decision 0021).
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      sheetName = sheetNameOf(reader, worksheet);
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        // ExcelJS numbers columns from 1; index 0 is always empty.
        for (let column = 1; column < values.length; column += 1) {
          const value = values[column];
          const formula = formulaOf(value);
          const text =
            formula === undefined
              ? plainText(value)
              : plainText((value as { result?: CellValue }).result ?? `=${formula}`);
          if (formula !== undefined) {
            formulaCells.push({
              row: row.number,
              column: column - 1,
              formula: `=${formula}`,
              value: text,
            });
          }
          cells[column - 1] = text;
        }
        collector.add(
          row.number,
          Array.from(cells, (cell) => cell ?? ''),
        );
      }
      // The first worksheet is the guest list; the others are not read.
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notAWorkbook();
  }
  if (sheetName === null) throw notAWorkbook();
  return { collector, formulaCells, sheetName };
}

function sheetNameOf(reader: unknown, worksheet: unknown): string {
  const id = (worksheet as { id?: string }).id;
  const model = (reader as { model?: { sheets?: { id?: number; name?: string }[] } }).model;
  const named = model?.sheets?.find((sheet) => String(sheet.id) === String(id))?.name;
  return named ?? (worksheet as { name?: string }).name ?? 'Sheet1';
}

export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const sniffed = sniffFile(bytes);
  if (sniffed.kind === 'xlsx') {
    const { collector, formulaCells, sheetName } = await readXlsx(bytes);
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
  const { collector, formulaCells } = readCsv(sniffed.text);
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
