/**
 * A vendor's gallery (issue 17, decision 0038): photos uploaded one per request as the raw
 * image, re-encoded by the server into the sizes of VENDOR_PHOTO_WIDTHS (WebP), ordered by
 * the owner, each with its alt text and, optionally, the service it shows.
 */
import { z } from 'zod';
import { optionalText } from '../schema-parts';

/**
 * The sizes a gallery photo is kept in (widths in pixels, WebP): every width up to the
 * photo's own, and the photo's own width when it is smaller than the largest. The files are
 * `GET /api/vendor-photos/<photo id>/<width>.webp`, immutable: a photo's bytes never change
 * under its id (a new upload is a new photo).
 */
export const VENDOR_PHOTO_WIDTHS = [320, 640, 1280] as const;

export const vendorPhotoUrl = (photoId: string, width: number) =>
  `/api/vendor-photos/${photoId}/${width}.webp`;

/** The stored widths of a photo `width` pixels wide, smallest first. */
export function vendorPhotoWidths(width: number): number[] {
  const below = VENDOR_PHOTO_WIDTHS.filter((candidate) => candidate < width);
  const largest = VENDOR_PHOTO_WIDTHS[VENDOR_PHOTO_WIDTHS.length - 1]!;
  return width >= largest ? [...below.filter((w) => w < largest), largest] : [...below, width];
}

/** What pages need to show a photo: its `srcset` candidates. */
export const vendorPhotoRef = (photo: {
  id: string;
  altText: string | null;
  width: number;
  height: number;
}): VendorPhotoRef => ({
  id: photo.id,
  altText: photo.altText,
  width: photo.width,
  height: photo.height,
  sources: vendorPhotoWidths(photo.width).map((width) => ({
    url: vendorPhotoUrl(photo.id, width),
    width,
    type: 'image/webp',
  })),
});

/** A photo as pages show it: `srcset` candidates from the stored sizes. */
export const vendorPhotoRefSchema = z.object({
  id: z.uuid(),
  altText: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** `/api/vendor-photos/<id>/<width>.webp` per size, smallest first. */
  sources: z.array(z.object({ url: z.string(), width: z.number().int(), type: z.string() })),
});
export type VendorPhotoRef = z.infer<typeof vendorPhotoRefSchema>;

/** 15 MB as the app shows sizes: a phone camera's full-size JPEG fits. */
export const VENDOR_PHOTO_MAX_BYTES = 15_000_000;
/** What an upload's Content-Type may be; anything else is refused before it is read. */
export const VENDOR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VENDOR_PHOTO_ALT_MAX = 300;
/** The field that names an upload in fieldErrors (one photo per request). */
export const VENDOR_PHOTO_FIELD = 'photo';
export const VENDOR_PHOTO_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP photo';

export const isVendorPhotoType = (type: string): boolean =>
  (VENDOR_PHOTO_TYPES as readonly string[]).includes(type);

/** A photo as its owner sees it in the dashboard. */
export const vendorPhotoSchema = vendorPhotoRefSchema.extend({
  vendorId: z.uuid(),
  serviceId: z.uuid().nullable(),
  /** Gallery order, from 0. */
  position: z.number().int(),
  created: z.string(),
});
export type VendorPhoto = z.infer<typeof vendorPhotoSchema>;

/** Blank alt text clears it; an absent field is left alone. */
export const updateVendorPhotoInputSchema = z
  .strictObject({
    altText: optionalText('Alt text', VENDOR_PHOTO_ALT_MAX),
    /** A service of the same vendor, or null for none. */
    serviceId: z.uuid('Unknown service').nullable(),
  })
  .partial();
export type UpdateVendorPhotoInput = z.input<typeof updateVendorPhotoInputSchema>;
export type VendorPhotoChanges = z.output<typeof updateVendorPhotoInputSchema>;

/** The vendor's photos, every one exactly once, in their new order. */
export const vendorPhotoOrderInputSchema = z.strictObject({
  photoIds: z
    .array(z.uuid('Unknown photo'), { error: 'Photos must be a list' })
    .max(1000, 'Too many photos'),
});
export type VendorPhotoOrderInput = z.input<typeof vendorPhotoOrderInputSchema>;

/** Photos without alt text, which must have one before the vendor is submitted. */
export const photosMissingAltText = <T extends { altText: string | null }>(photos: readonly T[]) =>
  photos.filter((photo) => !photo.altText?.trim());
