/**
 * Display pictures: whatever PNG, JPEG or WebP comes in is decoded and drawn again as a
 * small square WebP. Re-encoding drops EXIF and other metadata (GPS positions from
 * phone cameras), and anything sharp cannot decode as one of those formats is refused.
 * The decoding runs in an upload worker (decision 0019).
 */
import { PROFILE_PICTURE_SIZE } from '@karamu/shared';
import { HttpError, badRequest } from '../../../lib/http-error';
import {
  MAX_INPUT_PIXELS,
  decodeBounded,
  isPixelLimit,
  readImageHeader,
} from '../../../lib/images/bounded-sharp';
import { sourceModule, uploadJobs } from '../../../lib/upload-jobs/upload-jobs';

export const PICTURE_CONTENT_TYPE = 'image/webp';

/** libvips stops drawing after this; the worker's own time budget is the outer bound. */
const DRAW_TIMEOUT_SECONDS = 20;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);

const notAnImage = () =>
  badRequest('The file is not a PNG, JPEG or WebP image', {
    picture: ['Choose a PNG, JPEG or WebP image'],
  });

export async function toProfilePicture(upload: Buffer): Promise<Buffer> {
  const bytes = await uploadJobs.run<Uint8Array>({
    task: sourceModule('modules/platform/profile/profile-picture.ts'),
    input: upload,
    subject: 'The picture',
    field: 'picture',
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The upload job (lib/upload-jobs): runs in a worker thread. */
export async function run(input: Uint8Array): Promise<Buffer> {
  const upload = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  // Markup (SVG, XML) is never a PNG, JPEG or WebP: refused before any parser sees it.
  if (/^(?:\xEF\xBB\xBF)?\s*</.test(upload.toString('latin1', 0, 64))) {
    throw notAnImage();
  }
  try {
    // A 5 MB upload can declare a huge bitmap ("decompression bomb"): refused here, before
    // any pixel is decoded.
    const { format } = await readImageHeader(upload);
    if (!ACCEPTED_FORMATS.has(format)) throw notAnImage();
    return await (
      await decodeBounded(upload)
    )
      .rotate() // applies the EXIF orientation before the metadata goes
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .timeout({ seconds: DRAW_TIMEOUT_SECONDS })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isPixelLimit(error)) {
      throw badRequest('The picture has too many pixels', {
        picture: [`Choose a picture of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`],
      });
    }
    throw notAnImage();
  }
}
