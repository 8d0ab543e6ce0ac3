/**
 * What a printed card says and where, read back from the PDF's bytes. The server draws a
 * card's texts as outlines (no fonts), each marked `/Span <</ActualText <FEFF…>>> BDC …
 * EMC` with its words (apps/server/src/modules/events/invitation-cards/card-pdf.ts), so a text
 * extractor finds nothing: this reads the content streams itself. For each marked span
 * it gives the words and the box of the outline points drawn (the ink), in card units
 * (the artwork's pixels, y down), mapped from page points through the streams' transforms
 * and the page's MediaBox. No PDF library: the content streams are plain deflated text.
 */
import { inflateSync } from 'node:zlib';

export type InkBox = { left: number; top: number; right: number; bottom: number };
export type PdfTextRun = { text: string; box: InkBox };

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** The inflated content of every FlateDecode stream in the file (the pages' operators among them). */
function inflatedStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  // An object's dictionary up to its `stream` keyword, never reaching into another object.
  const start = /\d+ \d+ obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g;
  for (const match of text.matchAll(start)) {
    const dictionary = match[1]!;
    const length = /\/Length (\d+)/.exec(dictionary);
    if (!dictionary.includes('/FlateDecode') || !length) continue;
    const from = match.index + match[0].length;
    out.push(inflateSync(pdf.subarray(from, from + Number(length[1]))).toString('latin1'));
  }
  return out;
}

/** Content-stream tokens: dictionaries' brackets, hex strings, names, numbers, operators. */
function tokenize(content: string): string[] {
  return content.match(/<<|>>|<[0-9A-Fa-f\s]*>|\/[^\s/<>[\]()]+|[[\]]|[^\s/<>[\]()]+/g) ?? [];
}

const decodeHex = (hex: string) =>
  Buffer.from(hex.replace(/\s/g, '').slice(4), 'hex').swap16().toString('utf16le');

/**
 * The page's size in points, from its MediaBox (every page of a card PDF is one size),
 * which may sit in the file or in a compressed object stream.
 */
function pageSize(pdf: Buffer, streams: readonly string[]): { width: number; height: number } {
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(
    [pdf.toString('latin1'), ...streams].join('\n'),
  );
  if (!box) throw new Error('The PDF has no MediaBox');
  return { width: Number(box[3]) - Number(box[1]), height: Number(box[4]) - Number(box[2]) };
}

/**
 * The marked text runs of a one-page card PDF, in drawing order, with their ink boxes in
 * the units of a card `card.width` × `card.height`.
 */
export function readCardPdfRuns(
  pdf: Buffer,
  card: { width: number; height: number },
): PdfTextRun[] {
  const streams = inflatedStreams(pdf);
  const page = pageSize(pdf, streams);
  const runs: PdfTextRun[] = [];
  for (const content of streams.filter((s) => s.includes(' BDC'))) {
    const tokens = tokenize(content);
    const stack: Matrix[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let operands: string[] = [];
    let open: { text: string; points: [number, number][] } | null = null;
    const toCard = (x: number, y: number): [number, number] => {
      const px = ctm[0] * x + ctm[2] * y + ctm[4];
      const py = ctm[1] * x + ctm[3] * y + ctm[5];
      return [(px * card.width) / page.width, ((page.height - py) * card.height) / page.height];
    };
    for (const token of tokens) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      const n = operands.map(Number);
      if (token === 'q') stack.push(ctm);
      else if (token === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (token === 'cm') ctm = multiply(n.slice(-6) as Matrix, ctm);
      else if (token === 'BDC') {
        const hex = operands.find((o) => o.startsWith('<') && !o.startsWith('<<'));
        open = { text: hex ? decodeHex(hex.slice(1, -1)) : '', points: [] };
      } else if (token === 'EMC' && open) {
        const xs = open.points.map((p) => p[0]);
        const ys = open.points.map((p) => p[1]);
        runs.push({
          text: open.text,
          box: {
            left: Math.min(...xs),
            right: Math.max(...xs),
            top: Math.min(...ys),
            bottom: Math.max(...ys),
          },
        });
        open = null;
      } else if (open && (token === 'm' || token === 'l' || token === 'c')) {
        // On-curve points only: glyph outlines put a point at each extreme.
        open.points.push(toCard(n.at(-2)!, n.at(-1)!));
      }
      operands = [];
    }
  }
  return runs;
}
