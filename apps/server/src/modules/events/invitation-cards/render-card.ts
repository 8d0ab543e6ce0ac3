/**
 * Drawing a guest's card: the placed fields become shapes (filled outlines in the
 * artwork's pixels, card-shapes.ts); the PNG composites them onto the artwork with sharp
 * as an SVG overlay, and the PDF (card-pdf.ts) draws the same shapes as vectors. Pure
 * given its inputs: no database, no request, so benches and tests call it directly.
 *
 * Where each text goes and at what size is the shared card layout (layOutCardRuns in
 * @karamu/shared), the same the editor's canvas draws with: here a run is only measured
 * and outlined with the typeface's own glyphs.
 */
import {
  getCardTextValues,
  getRunLeft,
  layOutCardRuns,
  type CardEventValues,
  type CardField,
  type CardFont,
  type CardGuestValues,
  type CardSize,
} from '@karamu/shared';
import { loadSharp } from '../../../lib/images/bounded-sharp';
import { drawQr } from './card-qr';
import { formatCoordinate as c, type CardShape, type PathCommand } from './card-shapes';
import { layOutLine, outlineLine, type TextLine } from './card-text';

/** Who the card is for and what its QR code holds. */
export type CardContent = { guest: CardGuestValues; event: CardEventValues; code: string };

/** Every field's shapes, in the layout's order (later fields draw over earlier ones). */
export function layOutCard(
  fields: readonly CardField[],
  size: CardSize,
  content: CardContent,
): CardShape[] {
  // Each text is laid out once: measured for the shared layout, then outlined.
  const lines = new Map<string, TextLine>();
  const lineOf = (text: string, font: CardFont) => {
    const key = `${font}\u0000${text}`;
    let line = lines.get(key);
    if (!line) {
      line = layOutLine(text, font);
      lines.set(key, line);
    }
    return line;
  };
  const runs = layOutCardRuns(
    { ...size, fields },
    getCardTextValues(content.guest, content.event),
    (text, font) => lineOf(text, font).width,
  );
  return runs.flatMap((run): CardShape[] => {
    if (run.kind === 'qr') return drawQr(content.code, run.x, run.y, run.size, run.color);
    const commands = outlineLine(lineOf(run.text, run.font), run.size, getRunLeft(run), run.y);
    return [{ commands, fill: run.color, text: run.text }];
  });
}

function toSvgPathData(commands: readonly PathCommand[]): string {
  let d = '';
  for (const k of commands) {
    if (k.type === 'M' || k.type === 'L') d += `${k.type}${c(k.x)} ${c(k.y)}`;
    else if (k.type === 'Q') d += `Q${c(k.x1)} ${c(k.y1)} ${c(k.x)} ${c(k.y)}`;
    else if (k.type === 'C')
      d += `C${c(k.x1)} ${c(k.y1)} ${c(k.x2)} ${c(k.y2)} ${c(k.x)} ${c(k.y)}`;
    else if (k.type === 'R')
      d += `M${c(k.x)} ${c(k.y)}h${c(k.width)}v${c(k.height)}h${c(-k.width)}Z`;
    else d += 'Z';
  }
  return d;
}

/** The shapes as an SVG document the artwork's size (nothing in it comes from a user as text). */
function toOverlaySvg(shapes: readonly CardShape[], size: CardSize): Buffer {
  const paths = shapes
    .map((s) => `<path d="${toSvgPathData(s.commands)}" fill="${s.fill}"/>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${paths}</svg>`,
  );
}

/** The artwork decoded once, so that many cards do not decode it again each. */
export type PreparedArtwork = CardSize & { pixels: Buffer; channels: 3 | 4 };

export async function prepareArtwork(bytes: Buffer): Promise<PreparedArtwork> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

export const rawInput = async (artwork: PreparedArtwork) =>
  (await loadSharp())(artwork.pixels, {
    raw: { width: artwork.width, height: artwork.height, channels: artwork.channels },
  });

/** The guest's card as a PNG the artwork's size. */
export async function renderCardPng(
  artwork: PreparedArtwork,
  fields: readonly CardField[],
  content: CardContent,
): Promise<Buffer> {
  const shapes = layOutCard(fields, artwork, content);
  const image = await rawInput(artwork);
  if (shapes.length > 0) image.composite([{ input: toOverlaySvg(shapes, artwork) }]);
  return image.png().toBuffer();
}

/**
 * The card as the answer page shows it: a phone draws it 360 to 400 CSS pixels wide at about 2x,
 * so 720 pixels of WebP carry what the screen shows at a fraction of the print PNG's bytes
 * on a slow link (decision 0035). Quality 85 keeps the QR code's edges sharp for the door's
 * scanner; the print PNG stays the download.
 */
const SCREEN_CARD_WIDTH = 720;

export async function cardForScreen(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png)
    .resize({ width: SCREEN_CARD_WIDTH, withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
}
