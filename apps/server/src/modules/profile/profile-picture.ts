/**
 * Display pictures: whatever PNG, JPEG or WebP comes in is decoded and drawn again as a
 * small square WebP. Re-encoding drops EXIF and other metadata (GPS positions from
 * phone cameras), and anything sharp cannot decode as one of those formats is refused.
 */
import sharp from 'sharp';
import { PROFILE_PICTURE_SIZE } from '@karamu/shared';
import { HttpError, badRequest } from '../../lib/http-error';

export const PICTURE_CONTENT_TYPE = 'image/webp';

/**
 * A 5 MB upload can still decode to a huge bitmap (a "decompression bomb"); 50
 * megapixels covers phone cameras and bounds the memory one upload may take.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);

const notAnImage = () =>
  badRequest('The file is not a PNG, JPEG or WebP image', {
    picture: ['Choose a PNG, JPEG or WebP image'],
  });

export async function toProfilePicture(upload: Buffer): Promise<Buffer> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw notAnImage();
    return await image
      .rotate() // applies the EXIF orientation before the metadata goes
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest('The picture has too many pixels', {
        picture: [`Choose a picture of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`],
      });
    }
    throw notAnImage();
  }
}
