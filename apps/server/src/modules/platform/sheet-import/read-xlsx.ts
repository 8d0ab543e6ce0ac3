/**
 * The first worksheet of an XLSX workbook as rows of text, read straight from its XML.
 * ExcelJS's reader built an object per cell and kept every shared string: an honest
 * 1 MB workbook took 15 s of CPU and 550 MB (issue 13). This reads only what an import
 * needs (the workbook's first sheet, its name, shared strings, cell values and formulas)
 * from entries inflated under a hard cap (read-zip.ts). Formulas are never evaluated: a
 * formula cell gives the value Excel last calculated, or its text when there is none.
 */
import { ZipReader } from './read-zip';
import { notAWorkbook } from './sniff-file';

type XlsxCell = { column: number; text: string; formula?: string };
export type XlsxRow = { row: number; cells: XlsxCell[] };

// Element names may carry a namespace prefix (<x:row>) when a tool other than Excel wrote them.
const P = '(?:[\\w.-]+:)?';
const SHEET = new RegExp(`<${P}sheet\\b([^>]*)>`, 'g');
const RELATIONSHIP = new RegExp(`<${P}Relationship\\b([^>]*)>`, 'g');
const SHARED_ITEM = new RegExp(`<${P}si\\b[^>]*?(?:/>|>([\\s\\S]*?)</${P}si>)`, 'g');
const PHONETIC = new RegExp(`<${P}rPh\\b[\\s\\S]*?</${P}rPh>`, 'g');
const TEXT_RUN = new RegExp(`<${P}t\\b[^>]*?(?:/>|>([\\s\\S]*?)</${P}t>)`, 'g');
const ROW = new RegExp(`<${P}row\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}row>)`, 'g');
const CELL = new RegExp(`<${P}c\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}c>)`, 'g');
const VALUE = new RegExp(`<${P}v\\b[^>]*>([\\s\\S]*?)</${P}v>`);
const FORMULA = new RegExp(`<${P}f\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}f>)`);
const INLINE = new RegExp(`<${P}is\\b[^>]*>([\\s\\S]*?)</${P}is>`);

const attributePatterns = new Map<string, RegExp>();

function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? decodeXml(match[1] ?? match[2] ?? '') : undefined;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity] ?? '';
    const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** A rich or plain string item: its runs' text, phonetic guides left out. */
function runsText(xml: string): string {
  let text = '';
  for (const run of xml.replace(PHONETIC, '').matchAll(TEXT_RUN)) text += decodeXml(run[1] ?? '');
  return text;
}

/** 'B7' -> 1 (the column index); undefined when there is no reference. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference ? /^[A-Za-z]+/.exec(reference)?.[0] : undefined;
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function dateText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The path of the workbook's first sheet, and its name. */
function firstSheet(zip: ZipReader): { path: string; name: string } {
  const workbook = zip.read('xl/workbook.xml')?.toString('utf8');
  if (workbook === undefined) throw notAWorkbook();
  const sheet = SHEET.exec(workbook);
  SHEET.lastIndex = 0;
  if (!sheet) throw notAWorkbook();
  const name = attribute(sheet[1] ?? '', 'name') ?? 'Sheet1';
  const id = attribute(sheet[1] ?? '', 'r:id');
  const relationships = zip.read('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  for (const [, attributes = ''] of relationships.matchAll(RELATIONSHIP)) {
    if (attribute(attributes, 'Id') !== id) continue;
    const target = attribute(attributes, 'Target') ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    return { path, name };
  }
  return { path: 'xl/worksheets/sheet1.xml', name };
}

function readSharedStrings(zip: ZipReader): string[] {
  const xml = zip.read('xl/sharedStrings.xml')?.toString('utf8');
  if (xml === undefined) return [];
  return Array.from(xml.matchAll(SHARED_ITEM), (item) => runsText(item[1] ?? ''));
}

/** A cell's value as text by its type (t=…), as the spreadsheet showed it. */
function cellText(type: string | undefined, body: string, shared: readonly string[]): string {
  if (type === 'inlineStr') return runsText(INLINE.exec(body)?.[1] ?? '');
  const raw = VALUE.exec(body)?.[1];
  if (raw === undefined) return '';
  const value = decodeXml(raw);
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'str':
      return value;
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd':
      return dateText(value);
    default: {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? String(number) : value;
    }
  }
}

/**
 * Calls `onRow` for every row of the workbook's first sheet, in order, with its
 * non-empty cells; throws (4xx) from the zip reader or from `onRow`.
 */
export function readXlsxRows(bytes: Buffer, onRow: (row: XlsxRow) => void): { sheetName: string } {
  const zip = new ZipReader(bytes);
  const sheet = firstSheet(zip);
  const shared = readSharedStrings(zip);
  const xml = zip.read(sheet.path)?.toString('utf8');
  if (xml === undefined) throw notAWorkbook();
  // Shared formulas: later cells name the first one's group (si) without its text.
  const sharedFormulas = new Map<string, string>();
  let previousRow = 0;
  for (const [, rowAttributes = '', rowBody] of xml.matchAll(ROW)) {
    const row = Number(attribute(rowAttributes, 'r') ?? previousRow + 1);
    previousRow = row;
    if (!rowBody) continue;
    const cells: XlsxCell[] = [];
    let previousColumn = -1;
    for (const [, cellAttributes = '', cellBody = ''] of rowBody.matchAll(CELL)) {
      const column = columnOf(attribute(cellAttributes, 'r')) ?? previousColumn + 1;
      previousColumn = column;
      const formulaMatch = FORMULA.exec(cellBody);
      let formula: string | undefined;
      if (formulaMatch) {
        const group = attribute(formulaMatch[1] ?? '', 'si');
        formula = decodeXml(formulaMatch[2] ?? '');
        if (group !== undefined && formula !== '') sharedFormulas.set(group, formula);
        else if (group !== undefined) formula = sharedFormulas.get(group) ?? '';
      }
      const text = cellText(attribute(cellAttributes, 't'), cellBody, shared);
      if (formula !== undefined) {
        const written = `=${formula}`;
        const hasValue = VALUE.test(cellBody);
        cells.push({ column, text: hasValue ? text : written, formula: written });
      } else if (text !== '') {
        cells.push({ column, text });
      }
    }
    onRow({ row, cells });
  }
  return { sheetName: sheet.name };
}
