/**
 * Drawing a guest's card: the placed fields become shapes (filled outlines in the
 * artwork's pixels, card-shapes.ts); the PNG composites them onto the artwork with sharp
 * as an SVG overlay, and the PDF (card-pdf.ts) draws the same shapes as vectors. Pure
 * given its inputs: no database, no request, so benches and tests call it directly.
 *
 * Text placement, which an editor needs to match: a field's line box is `fontSize` tall
 * (line-height 1) with its top at `y`; the text is centred in it vertically, aligned in
 * the box's width, and a text wider than the box is drawn smaller until it fits, still
 * centred on the same line.
 */
import sharp from 'sharp';
import type { CardField } from '@karamu/shared';
import { getCardFieldText, type CardEvent, type CardGuest } from './card-field-text';
import { drawQr } from './card-qr';
import { formatCoordinate as c, type CardShape, type PathCommand } from './card-shapes';
import { layOutLine, outlineLine } from './card-text';

export type CardSize = { width: number; height: number };
/** Who the card is for and what its QR code holds. */
export type CardContent = { guest: CardGuest; event: CardEvent; code: string };

function drawTextField(field: CardField, text: string, size: CardSize): CardShape | undefined {
  const line = layOutLine(text, field.font);
  if (line.glyphs.length === 0) return undefined;
  const boxX = field.x * size.width;
  const boxWidth = field.width * size.width;
  const lineHeight = field.fontSize * size.width;
  const fontSize = Math.min(lineHeight, boxWidth / line.width);
  const textWidth = line.width * fontSize;
  const x =
    field.align === 'left'
      ? boxX
      : field.align === 'right'
        ? boxX + boxWidth - textWidth
        : boxX + (boxWidth - textWidth) / 2;
  const { ascent, descent } = line.typeface;
  const baseline = field.y * size.height + lineHeight / 2 + ((ascent - descent) * fontSize) / 2;
  return { commands: outlineLine(line, fontSize, x, baseline), fill: field.color };
}

/** Every field's shapes, in the layout's order (later fields draw over earlier ones). */
export function layOutCard(
  fields: readonly CardField[],
  size: CardSize,
  content: CardContent,
): CardShape[] {
  return fields.flatMap((field): CardShape[] => {
    if (field.kind === 'qr') {
      const [x, y, side] = [field.x * size.width, field.y * size.height, field.width * size.width];
      return drawQr(content.code, x, y, side, field.color);
    }
    const text = getCardFieldText(field.kind, content.guest, content.event);
    const shape = drawTextField(field, text, size);
    return shape ? [shape] : [];
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
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

export const rawInput = (artwork: PreparedArtwork) =>
  sharp(artwork.pixels, {
    raw: { width: artwork.width, height: artwork.height, channels: artwork.channels },
  });

/** The guest's card as a PNG the artwork's size. */
export async function renderCardPng(
  artwork: PreparedArtwork,
  fields: readonly CardField[],
  content: CardContent,
): Promise<Buffer> {
  const shapes = layOutCard(fields, artwork, content);
  const image = rawInput(artwork);
  if (shapes.length > 0) image.composite([{ input: toOverlaySvg(shapes, artwork) }]);
  return image.png().toBuffer();
}
