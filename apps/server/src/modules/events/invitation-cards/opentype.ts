/**
 * The part of opentype.js the card renderer uses, typed here. @types/opentype.js pulls the
 * DOM library into the whole server's type check, and the package ships no types of its
 * own; loaded through `require` because its CommonJS build exports no named bindings.
 *
 * Only glyph-level calls are used: opentype.js's text shaping (`Font.getPath`) throws on
 * GSUB lookups it does not support, which script faces such as Great Vibes contain, so
 * card-text.ts lays glyphs out itself.
 */
import { createRequire } from 'node:module';
import type { PathCommand } from './card-shapes';

/**
 * A glyph's outline at a position and size. Its commands are read directly: opentype.js's
 * `toPathData` writes NaN for fractions close to zero ('5e-14e+2') and caches every
 * fraction it ever rounded, a leak in a long-running server.
 */
type OpenTypePath = { commands: PathCommand[] };

export type OpenTypeGlyph = {
  index: number;
  advanceWidth?: number;
  getPath(
    x: number,
    y: number,
    fontSize: number,
    options: object,
    font: OpenTypeFont,
  ): OpenTypePath;
};

export type OpenTypeFont = {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  hasChar(char: string): boolean;
  charToGlyph(char: string): OpenTypeGlyph;
  position: {
    getDefaultScriptName(): string;
    getKerningTables(script: string, language?: string): unknown;
    getKerningValue(tables: unknown, leftIndex: number, rightIndex: number): number;
  };
  getKerningValue(left: OpenTypeGlyph, right: OpenTypeGlyph): number;
};

type OpenType = { parse(buffer: ArrayBuffer): OpenTypeFont };
/**
 * Loaded on the first card drawn, not at start: its megabyte of source and what it builds
 * stayed in an idle server's memory (issue 14).
 */
let opentype: OpenType | undefined;

/** A font file (TTF, OTF or WOFF; not WOFF2) read into a font. */
export function parseFont(bytes: Buffer): OpenTypeFont {
  opentype ??= createRequire(import.meta.url)('opentype.js') as OpenType;
  return opentype.parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
}
