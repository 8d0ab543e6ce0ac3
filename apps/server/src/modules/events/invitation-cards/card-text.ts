/**
 * Text as outlines: the card renderer turns every word into SVG path data, so neither
 * librsvg nor the PDF needs a font, and a server or CI machine without system fonts draws
 * the same card as any other. The faces are OFL fonts shipped in @fontsource packages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CARD_FONT_FAMILIES, type CardFont } from '@karamu/shared';
import type { PathCommand } from './card-shapes';
import { parseFont, type OpenTypeFont, type OpenTypeGlyph } from './opentype';

/**
 * Fontsource splits a family into subsets; latin-ext adds letters such as ŋ, ā or ş that
 * names carry. A character is drawn from the first subset that has it.
 */
const SUBSETS = ['latin', 'latin-ext'] as const;

type Face = { font: OpenTypeFont; kerning: unknown };
type Typeface = { faces: Face[] };

const resolve = createRequire(import.meta.url).resolve;
const typefaces = new Map<CardFont, Typeface>();

function loadTypeface(font: CardFont): Typeface {
  const slug = CARD_FONT_FAMILIES[font].toLowerCase().replaceAll(' ', '-');
  const faces = SUBSETS.map((subset) => {
    const file = resolve(`@fontsource/${slug}/files/${slug}-${subset}-400-normal.woff`);
    const parsed = parseFont(readFileSync(file));
    const script = parsed.position.getDefaultScriptName();
    return { font: parsed, kerning: parsed.position.getKerningTables(script) };
  });
  return { faces };
}

/** Parsed once per process, on first use. */
export function getTypeface(font: CardFont): Typeface {
  let typeface = typefaces.get(font);
  if (!typeface) {
    typeface = loadTypeface(font);
    typefaces.set(font, typeface);
  }
  return typeface;
}

type PlacedGlyph = { face: Face; glyph: OpenTypeGlyph; x: number };
/** A line laid out at a font size of 1: glyph positions and width in ems. */
export type TextLine = { glyphs: PlacedGlyph[]; width: number };

function kerningBetween(face: Face, left: OpenTypeGlyph, right: OpenTypeGlyph): number {
  const value = face.kerning
    ? face.font.position.getKerningValue(face.kerning, left.index, right.index)
    : face.font.getKerningValue(left, right);
  return value / face.font.unitsPerEm;
}

/** One line of text as given (the shared layout has tidied its spaces), with kerning, no shaping. */
export function layOutLine(text: string, font: CardFont): TextLine {
  const typeface = getTypeface(font);
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  let previous: PlacedGlyph | undefined;
  for (const char of text) {
    // A character no subset has is drawn as the first face's "missing glyph" box.
    const face = typeface.faces.find((f) => f.font.hasChar(char)) ?? typeface.faces[0]!;
    const glyph = face.font.charToGlyph(char);
    if (previous && previous.face === face) x += kerningBetween(face, previous.glyph, glyph);
    const placed = { face, glyph, x };
    glyphs.push(placed);
    x += (glyph.advanceWidth ?? 0) / face.font.unitsPerEm;
    previous = placed;
  }
  return { glyphs, width: x };
}

/** The outlines of a laid-out line at `size` pixels, its baseline starting at (x, baseline). */
export function outlineLine(
  line: TextLine,
  size: number,
  x: number,
  baseline: number,
): PathCommand[] {
  return line.glyphs.flatMap(
    ({ face, glyph, x: at }) =>
      glyph.getPath(x + at * size, baseline, size, {}, face.font).commands,
  );
}
