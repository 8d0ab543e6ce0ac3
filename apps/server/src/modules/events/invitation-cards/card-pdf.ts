/**
 * Many guests' cards as one printable PDF: a page per card at the artwork's aspect ratio.
 *
 * The artwork is embedded once and every page draws it, with the guest's fields on top as
 * vector paths (the same shapes as the PNG, see render-card.ts) rather than a picture of
 * each card: text and QR codes stay sharp at any print size, a page costs a few kilobytes
 * instead of a whole image, and no card is rasterised at all. A page is only drawn
 * operations, so guests are laid out one after the other with nothing kept but the page.
 *
 * Built in memory, not streamed: pdf-lib writes a document only whole (the cross-reference
 * table needs every object's offset), and at a few kilobytes a page the largest document
 * allowed (CARD_PDF_MAX_GUESTS) stays a few megabytes.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { deflateSync } from 'node:zlib';
import type { CardField } from '@karamu/shared';
import { formatCoordinate as c, type PathCommand } from './card-shapes';
import { layOutCard, rawInput, type CardContent, type PreparedArtwork } from './render-card';

/** The longer side of a page: a 5x7" invitation, the common size. */
const PAGE_LONGER_SIDE_POINTS = 7 * 72;
/** Pages laid out between two turns of the event loop: check-ins must not wait on a print run. */
const PAGES_PER_TURN = 10;

/** `#rrggbb` as the PDF fill colour operator. */
function fillColor(hex: string): string {
  const channel = (at: number) => (parseInt(hex.slice(at, at + 2), 16) / 255).toFixed(3);
  return `${channel(1)} ${channel(3)} ${channel(5)} rg`;
}

/**
 * A PDF text string in UTF-16BE as hex: any name, in any script, with nothing to escape.
 * Surrogate pairs are already two UTF-16 code units, as the PDF wants them.
 */
function toPdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) {
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/** PDF path operators; PDF has no quadratic curve, so each becomes the equivalent cubic. */
function toPdfPath(commands: readonly PathCommand[]): string {
  const out: string[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const k of commands) {
    if (k.type === 'M') {
      out.push(`${c(k.x)} ${c(k.y)} m`);
      [x, y, startX, startY] = [k.x, k.y, k.x, k.y];
    } else if (k.type === 'L') {
      out.push(`${c(k.x)} ${c(k.y)} l`);
      [x, y] = [k.x, k.y];
    } else if (k.type === 'Q') {
      const [x1, y1] = [x + (2 / 3) * (k.x1 - x), y + (2 / 3) * (k.y1 - y)];
      const [x2, y2] = [k.x + (2 / 3) * (k.x1 - k.x), k.y + (2 / 3) * (k.y1 - k.y)];
      out.push(`${c(x1)} ${c(y1)} ${c(x2)} ${c(y2)} ${c(k.x)} ${c(k.y)} c`);
      [x, y] = [k.x, k.y];
    } else if (k.type === 'C') {
      out.push(`${c(k.x1)} ${c(k.y1)} ${c(k.x2)} ${c(k.y2)} ${c(k.x)} ${c(k.y)} c`);
      [x, y] = [k.x, k.y];
    } else if (k.type === 'R') {
      out.push(`${c(k.x)} ${c(k.y)} ${c(k.width)} ${c(k.height)} re`);
    } else {
      out.push('h');
      [x, y] = [startX, startY];
    }
  }
  return out.join('\n');
}

/**
 * The PDF of one card per content, in order. Transparent artwork is printed on white
 * paper, so it is flattened onto white and embedded as JPEG (a fraction of a PNG's size).
 *
 * Each page's content stream is written here (artwork, then every shape in artwork pixels
 * under one transform, each text field's outlines marked with their words) and deflated by zlib: pdf-lib's own drawing calls build an object
 * per number and took about 150 ms a page for a card's outlines.
 */
export async function renderCardsPdf(
  artwork: PreparedArtwork,
  fields: readonly CardField[],
  contents: Iterable<CardContent>,
  title: string,
): Promise<Uint8Array> {
  // Loaded on first use: pdf-lib costs most of a second at start-up (decision 0021).
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Karamu');
  const background = await pdf.embedJpg(
    await (
      await rawInput(artwork)
    )
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
  const scale = PAGE_LONGER_SIDE_POINTS / Math.max(artwork.width, artwork.height);
  const [pageWidth, pageHeight] = [artwork.width * scale, artwork.height * scale];
  // Artwork pixels (y down) to page points (y up).
  const toPage = `${scale} 0 0 ${-scale} 0 ${pageHeight} cm`;
  let drawn = 0;
  for (const content of contents) {
    const page = pdf.addPage([pageWidth, pageHeight]);
    const image = page.node.newXObject('Image', background.ref).asString();
    const operators = [`q ${pageWidth} 0 0 ${pageHeight} 0 0 cm ${image} Do Q`, `q ${toPage}`];
    for (const shape of layOutCard(fields, artwork, content)) {
      const marks = [fillColor(shape.fill), toPdfPath(shape.commands), 'f'];
      // Outlines are not text: ActualText (PDF 1.5, 14.9.4) says what they read, so search
      // and copy in a PDF reader find the guest's name.
      if (shape.text === undefined) operators.push(...marks);
      else
        operators.push(`/Span <</ActualText ${toPdfTextString(shape.text)}>> BDC`, ...marks, 'EMC');
    }
    operators.push('Q');
    const stream = pdf.context.stream(deflateSync(operators.join('\n')), { Filter: 'FlateDecode' });
    page.node.addContentStream(pdf.context.register(stream));
    drawn += 1;
    if (drawn % PAGES_PER_TURN === 0) await yieldToEventLoop();
  }
  return pdf.save();
}
