/**
 * A gallery photo's re-encoding (decision 0038), run as an upload job in a worker thread
 * (decision 0019): the upload is decoded within the pixel bounds of bounded-sharp, turned
 * upright by its EXIF orientation, and written again as WebP in each size of
 * vendorPhotoWidths. Re-encoding keeps no metadata, so EXIF and GPS positions are gone, and
 * the original is never stored.
 */
import {
  VENDOR_PHOTO_FIELD,
  VENDOR_PHOTO_TYPE_MESSAGE,
  VENDOR_PHOTO_WIDTHS,
  vendorPhotoWidths,
} from '@karamu/shared';
import { badRequest } from '../../../lib/http-error';
import {
  MAX_INPUT_PIXELS,
  decodeBounded,
  isPixelLimit,
  loadSharp,
  readImageHeader,
} from '../../../lib/images/bounded-sharp';
import { sourceModule, uploadJobs } from '../../../lib/upload-jobs/upload-jobs';

type EncodedPhotoFile = {
  variant: string;
  width: number;
  height: number;
  contentType: string;
  bytes: Uint8Array;
};
export type EncodedPhoto = { width: number; height: number; files: EncodedPhotoFile[] };

/** libvips stops after this; the worker's own time budget is the outer bound. */
const ENCODE_TIMEOUT_SECONDS = 20;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
/**
 * The longer side at most this many times the shorter: a 500 x 100,000 strip fits the
 * pixel bound, but its sizes would pass WebP's 16,383-pixel limit, and no gallery shows it.
 */
const MAX_ASPECT_RATIO = 8;
/** WebP quality (sharp's default is 80): measured in bench/vendors-gallery. */
const WEBP_QUALITY = 80;
const LARGEST_WIDTH = VENDOR_PHOTO_WIDTHS[VENDOR_PHOTO_WIDTHS.length - 1]!;

const refused = (reason: string) => badRequest(reason, { [VENDOR_PHOTO_FIELD]: [reason] });
const notAPhoto = () => refused(VENDOR_PHOTO_TYPE_MESSAGE);
const tooManyPixels = () =>
  refused(`Upload a photo of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);

/** Re-encodes an uploaded photo in an upload worker; its 4xx refusals come back as they are. */
export async function encodeVendorPhoto(upload: Buffer): Promise<EncodedPhoto> {
  return uploadJobs.run<EncodedPhoto>({
    task: sourceModule('modules/vendors/vendor-gallery/photo-encoding.ts'),
    input: upload,
    subject: 'The photo',
    field: VENDOR_PHOTO_FIELD,
  });
}

/** The upload job (lib/upload-jobs): runs in a worker thread. */
export async function run(input: Uint8Array): Promise<EncodedPhoto> {
  const upload = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  // Markup (SVG, HTML) is never a JPEG, PNG or WebP: refused before any decoder sees it.
  if (/^(?:\xEF\xBB\xBF)?\s*</.test(upload.toString('latin1', 0, 64))) throw notAPhoto();
  // A small PNG can declare a huge bitmap (a decompression bomb): refused here, from its
  // header, before any pixel is decoded.
  const header = await readImageHeader(upload).catch((error: unknown) => {
    throw isPixelLimit(error) ? tooManyPixels() : notAPhoto();
  });
  if (!ACCEPTED_FORMATS.has(header.format)) throw notAPhoto();
  const [width, height] = [header.width ?? 0, header.height ?? 0];
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw refused(`Upload a photo at most ${MAX_ASPECT_RATIO} times as long as it is wide`);
  }
  try {
    return await encode(upload);
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    // A truncated or corrupt file: its header was read, its pixels could not be (failOn
    // 'error' makes libvips say so instead of drawing grey where the data stops).
    throw refused('The photo could not be read: the file is damaged or incomplete');
  }
}

async function encode(upload: Buffer): Promise<EncodedPhoto> {
  // One decode, straight to the largest size: libjpeg shrinks on load, so a 12 MP JPEG is
  // never held at full size. The smaller sizes are drawn from that raw bitmap.
  const { data, info } = await (
    await decodeBounded(upload)
  )
    .rotate()
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const sharp = await loadSharp();
  const files: EncodedPhotoFile[] = [];
  for (const size of vendorPhotoWidths(width)) {
    const { data: bytes, info: written } = await sharp(data, { raw: { width, height, channels } })
      .resize({ width: size })
      .webp({ quality: WEBP_QUALITY })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    files.push({
      variant: `${size}.webp`,
      width: written.width,
      height: written.height,
      contentType: 'image/webp',
      bytes,
    });
  }
  return { width, height, files };
}
