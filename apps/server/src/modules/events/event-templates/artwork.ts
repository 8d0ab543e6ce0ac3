/**
 * Uploaded artwork is never stored as sent: sharp decodes it and draws it again as WebP
 * (decision 0009). For PNG, JPEG and WebP that drops metadata (EXIF, GPS); an SVG is
 * rasterised, so nothing in it (script, event handlers, foreignObject, links to other
 * files or hosts) survives into what visitors' browsers load. librsvg, which sharp uses
 * for SVG, runs no script and fetches nothing: the tests check it with a local server.
 * The decoding runs in an upload worker (decision 0019), after svg-guard.ts has refused an
 * SVG whose <use> nesting or entities would multiply the drawing work.
 */
import {
  ARTWORK_MESSAGES,
  EVENT_TEMPLATE_ARTWORK_MAX_BYTES,
  readArtworkDataUrl,
} from '@karamu/shared';
import { HttpError, badRequest } from '../../../lib/http-error';
import {
  MAX_INPUT_PIXELS,
  decodeBounded,
  isPixelLimit,
  readImageHeader,
} from '../../../lib/images/bounded-sharp';
import { sourceModule, uploadJobs } from '../../../lib/upload-jobs/upload-jobs';
import { checkSvg } from './svg-guard';

export const UPLOADED_ARTWORK_TYPE = 'image/webp';

/** Long enough for a printed 5x7" card at about 230 dpi, small enough to load on a phone. */
export const ARTWORK_MAX_EDGE = 1600;
/** libvips stops drawing after this; the worker's own time budget is the outer bound. */
const DRAW_TIMEOUT_SECONDS = 20;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp', 'svg']);

const refuse = (message: string = ARTWORK_MESSAGES.type) =>
  badRequest(message, { artwork: [message] });

/** Vector art has no pixels of its own: draw it so that its longer side is ARTWORK_MAX_EDGE. */
function svgDensity(width: number | undefined, height: number | undefined): number {
  const longer = Math.max(width ?? 0, height ?? 0);
  if (!longer) return 72;
  return Math.min(2400, Math.max(1, (72 * ARTWORK_MAX_EDGE) / longer));
}

export type StoredArtwork = { type: string; bytes: Buffer; width: number; height: number };

/** The data URL of an upload, decoded, checked and re-encoded as WebP, in an upload worker. */
export async function toStoredArtwork(dataUrl: string): Promise<StoredArtwork> {
  const drawn = await uploadJobs.run<Omit<StoredArtwork, 'bytes'> & { bytes: Uint8Array }>({
    task: sourceModule('modules/events/event-templates/artwork.ts'),
    input: dataUrl,
    subject: 'The image',
    field: 'artwork',
  });
  const { bytes } = drawn;
  return { ...drawn, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** The upload job (lib/upload-jobs): runs in a worker thread. */
export async function run(dataUrl: string): Promise<StoredArtwork> {
  const read = readArtworkDataUrl(dataUrl);
  if (!read) throw refuse();
  const upload = Buffer.from(read.base64, 'base64');
  if (upload.length === 0) throw refuse(ARTWORK_MESSAGES.required);
  if (upload.length > EVENT_TEMPLATE_ARTWORK_MAX_BYTES) throw refuse(ARTWORK_MESSAGES.tooLarge);
  try {
    // The content decides, whatever type the data URL claims. A small file can declare a
    // huge bitmap ("decompression bomb"): refused here, before any pixel is decoded.
    const { format, width, height } = await readImageHeader(upload);
    if (!ACCEPTED_FORMATS.has(format)) throw refuse();
    if (format === 'svg') checkSvg(upload.toString('utf8'));
    const image =
      format === 'svg'
        ? await decodeBounded(upload, { density: svgDensity(width, height) })
        : (await decodeBounded(upload)).rotate(); // applies the EXIF orientation before the metadata goes
    const { data, info } = await image
      .resize({
        width: ARTWORK_MAX_EDGE,
        height: ARTWORK_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .timeout({ seconds: DRAW_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { type: UPLOADED_ARTWORK_TYPE, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isPixelLimit(error)) {
      throw refuse(`Choose an image of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    }
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw refuse(`The image took longer than ${DRAW_TIMEOUT_SECONDS} seconds to draw`);
    }
    throw refuse();
  }
}
