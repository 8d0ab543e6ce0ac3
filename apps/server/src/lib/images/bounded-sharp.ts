/**
 * sharp with its native memory bounded (issue 13, decision 0024). libvips allocates
 * outside the V8 heap, so an upload worker's `resourceLimits` do not cover it. What bounds
 * it instead:
 * - the header is read first (`metadata()` decodes no pixel data) and an image that
 *   declares more than MAX_INPUT_PIXELS is refused before a pixel is decoded: a 50 kB
 *   PNG may declare 50,000 x 50,000 pixels, 10 GB as RGBA;
 * - `limitInputPixels` on every decode, for what the header check does not see (an SVG
 *   is measured at the density it is drawn at);
 * - no operation cache (by default libvips keeps up to 50 MB and 20 open inputs) and one
 *   libvips thread per pipeline: its scratch memory grows with its threads. Both settings
 *   are libvips', so they hold for the whole process, not only for the thread that set
 *   them; the few images drawn on the request thread (cards) are small.
 * Every module that draws with sharp takes it from here (`loadSharp`).
 */
import type Sharp from 'sharp';
import type { Metadata, SharpOptions } from 'sharp';

/**
 * sharp with the settings above, loaded on first use: the server's start does not wait
 * for libvips (decision 0021).
 */
export const loadSharp = (() => {
  let loaded: Promise<typeof Sharp> | undefined;
  return () =>
    (loaded ??= import('sharp').then(({ default: sharp }) => {
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp;
    }));
})();

/** Covers phone cameras (48 MP) and bounds one decode to about 200 MB as RGBA. */
export const MAX_INPUT_PIXELS = 50_000_000;

const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** An image refused for the pixels it declares, before any was decoded. */
class TooManyPixels extends Error {
  constructor() {
    super(`The image declares more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
}

/** Raster formats, whose header tells the pixels a decode would make. */
const RASTER_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp', 'gif', 'tiff']);

/**
 * The image's header, read without decoding its pixels; a raster image that declares more
 * than MAX_INPUT_PIXELS throws TooManyPixels (sharp decodes only the first page of an
 * animated image, and that page is what is counted).
 */
export async function readImageHeader(upload: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  const metadata = await sharp(upload, DECODE_OPTIONS).metadata();
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (RASTER_FORMATS.has(metadata.format) && pixels > MAX_INPUT_PIXELS) throw new TooManyPixels();
  return metadata;
}

/** A decode of `upload` within the bounds above (the header is checked apart, first). */
export const decodeBounded = async (upload: Buffer, options: SharpOptions = {}) =>
  (await loadSharp())(upload, { ...DECODE_OPTIONS, ...options });

/** Whether a failure of sharp's was a pixel bound, the header's or libvips' own. */
export const isPixelLimit = (error: unknown) =>
  error instanceof TooManyPixels || (error instanceof Error && /pixel limit/i.test(error.message));
