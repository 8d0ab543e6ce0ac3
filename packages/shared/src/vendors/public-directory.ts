/**
 * The public directory (decisions 0037, 0041): the query of `/vendors` and `/services`, their
 * pages of results, and a vendor's storefront.
 */
import { z } from 'zod';
import { MAX_AMOUNT_MINOR, currencySchema } from '../format/money';
import { vendorPhotoRefSchema } from './vendor-gallery';
import { publicServiceSchema } from './vendor-services';
import { publicVendorSchema } from './vendors';

export const VENDOR_SORTS = ['rating', 'reviews', 'newest', 'price', '-price'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

const pageSize = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(48, 'must be at most 48')
  .default(12);

const directoryPrice = z.coerce
  .number()
  .int('must be a whole number')
  .min(0, 'cannot be negative')
  .max(MAX_AMOUNT_MINOR, 'is too large')
  .optional();

/**
 * `GET /api/public/vendors` and `/api/public/services`: what the directory's URL carries,
 * so a shared link opens the same results. Price bounds compare with the vendor's range
 * (vendors) or the service's price (services), in minor units of `currency` when given.
 */
export const publicDirectoryQuerySchema = z
  .strictObject({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    category: z.uuid('must be a category id').optional(),
    city: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    minRating: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be between 1 and 5')
      .max(5, 'must be between 1 and 5')
      .optional(),
    minPrice: directoryPrice,
    maxPrice: directoryPrice,
    currency: currencySchema.optional(),
    sort: z
      .enum(VENDOR_SORTS, { error: 'must be rating, reviews, newest, price or -price' })
      .default('rating'),
    page: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(1),
    size: pageSize,
  })
  .superRefine((query, ctx) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.maxPrice < query.minPrice
    ) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'must not be below minPrice' });
    }
  });
export type PublicDirectoryQuery = z.infer<typeof publicDirectoryQuerySchema>;
export type PublicDirectoryQueryInput = z.input<typeof publicDirectoryQuerySchema>;

export type PublicPage<T> = { items: T[]; total: number; page: number; size: number };

/** `GET /api/public/vendors/:id`: the storefront's data. */
export const publicVendorDetailSchema = publicVendorSchema.extend({
  services: z.array(publicServiceSchema.omit({ vendor: true })),
  /** The gallery in the owner's order. */
  photos: z.array(vendorPhotoRefSchema),
});
export type PublicVendorDetail = z.infer<typeof publicVendorDetailSchema>;
