/**
 * What a card's fields are drawn as: filled paths in the artwork's pixels (origin at the
 * top-left, y down), the commands opentype.js gives glyph outlines in. The PNG writes them
 * as SVG path data (render-card.ts), the PDF as its own path operators (card-pdf.ts).
 */
export type PathCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' }
  /** A whole rectangle (a QR code is hundreds): both outputs have a short form for it. */
  | { type: 'R'; x: number; y: number; width: number; height: number };

/**
 * One fill colour (a checked `#rrggbb`) over one or more closed outlines; `text` is what a
 * text field's outlines say, which the PDF carries along for search, copy and read-aloud.
 */
export type CardShape = { commands: PathCommand[]; fill: string; text?: string };

/** A tenth of a pixel is finer than any print or screen shows, and keeps paths short. */
export const formatCoordinate = (value: number) => String(Math.round(value * 10) / 10);
