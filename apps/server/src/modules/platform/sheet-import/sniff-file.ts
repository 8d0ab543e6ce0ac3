/**
 * What an uploaded sheet (a guest list, a member list) is, judged by its bytes and never by its name or declared
 * type: a renamed PNG is refused as a PNG, an .xlsx sent as text/csv is still read as a
 * workbook, and a text file's encoding is found rather than assumed.
 */
import { badRequest } from '../../../lib/http-error';

/** How an import names what it reads, in its messages: "guest list", "guests", "guest". */
export type SheetWords = { list: string; records: string; record: string };

export type SniffedFile =
  { kind: 'xlsx' } | { kind: 'text'; text: string; encoding: TextEncodingName };

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** File types people upload by mistake, by their first bytes. */
const KNOWN_BINARIES: readonly (readonly [readonly number[], string])[] = [
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x52, 0x49, 0x46, 0x46], 'a media file (RIFF)'],
  [[0x1f, 0x8b], 'a gzip archive'],
  [[0x52, 0x61, 0x72, 0x21], 'a RAR archive'],
  [[0x37, 0x7a, 0xbc, 0xaf], 'a 7-Zip archive'],
  [[0x7f, 0x45, 0x4c, 0x46], 'a program (ELF)'],
  [[0x4d, 0x5a], 'a Windows program'],
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const NOT_A_SPREADSHEET_HINT = 'Upload a CSV file or an Excel workbook (.xlsx).';

const refuseBinary = (what: string, words: SheetWords) =>
  badRequest(`The file is ${what}, not a ${words.list}. ${NOT_A_SPREADSHEET_HINT}`, {
    file: [`The file is ${what}`],
  });

export const notAWorkbook = () =>
  badRequest(
    `The file is a ZIP archive but not a readable Excel workbook. ${NOT_A_SPREADSHEET_HINT}`,
    { file: ['Not an Excel workbook'] },
  );

export const emptyFile = (words: SheetWords) =>
  badRequest(`The file is empty: it has no header row and no ${words.records}.`, {
    file: ['The file is empty'],
  });

/** Characters no text file has: C0 controls other than tab, line feed, carriage return, form feed. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const controls = text.match(CONTROL)?.length ?? 0;
  // A stray control character happens in exported data; binary data is full of them.
  return controls > Math.max(2, text.length / 1000);
}

/** UTF-16 without a byte order mark: every other byte of ASCII text is zero. */
function guessBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

function decode(bytes: Uint8Array, encoding: TextEncodingName, fatal: boolean): string {
  return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
}

/**
 * UTF-8 first (with or without a byte order mark), then UTF-16 when a byte order mark (or
 * the zero bytes of BOM-less UTF-16) says so, then Windows-1252, which Excel on Windows
 * writes for "CSV (Comma delimited)" and which maps nearly every byte to a character.
 */
function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: decode(bytes, 'utf-16le', false), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: decode(bytes, 'utf-16be', false), encoding: 'utf-16be' };
  const utf16 = guessBomlessUtf16(bytes);
  if (utf16) return { text: decode(bytes, utf16, false), encoding: utf16 };
  try {
    return { text: decode(bytes, 'utf-8', true), encoding: 'utf-8' };
  } catch {
    return { text: decode(bytes, 'windows-1252', false), encoding: 'windows-1252' };
  }
}

export function sniffFile(bytes: Uint8Array, words: SheetWords): SniffedFile {
  if (bytes.length === 0) throw emptyFile(words);
  if (startsWith(bytes, ZIP)) return { kind: 'xlsx' };
  if (startsWith(bytes, OLE2)) {
    throw badRequest(
      'The file is an old Excel 97–2003 workbook (.xls). Save it as .xlsx or CSV and upload that.',
      { file: ['Old .xls workbooks cannot be read'] },
    );
  }
  const known = KNOWN_BINARIES.find(([signature]) => startsWith(bytes, signature));
  if (known) throw refuseBinary(known[1], words);
  const { text, encoding } = decodeText(bytes);
  if (looksBinary(text)) throw refuseBinary('binary data (not text)', words);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw emptyFile(words);
  return { kind: 'text', text: text.replace(/^\uFEFF/, ''), encoding };
}
