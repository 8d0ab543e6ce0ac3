/**
 * What a shared link's preview shows of a vendor or a service (decision 0040): one query by
 * primary key, with the vendor's cover photo joined, prepared once per database. Only a
 * published vendor, and only a published service of a published vendor, is found: anything
 * else gets the site's own preview, so a draft's name never leaves the server.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vendorPhotos, vendors, vendorServices } from '../../../db/schema';

export type CoverPhoto = { id: string; altText: string | null; width: number; height: number };

export type VendorPreviewRow = {
  businessName: string;
  description: string | null;
  city: string | null;
  region: string | null;
  reviewCount: number;
  ratingSum: number;
  cover: CoverPhoto | null;
};

export type ServicePreviewRow = {
  title: string;
  description: string | null;
  pricing: (typeof vendorServices.$inferSelect)['pricing'];
  priceMinor: number;
  currency: string;
  unit: string | null;
  vendor: VendorPreviewRow;
};

const vendorColumns = {
  businessName: vendors.businessName,
  description: vendors.description,
  city: vendors.city,
  region: vendors.region,
  reviewCount: vendors.reviewCount,
  ratingSum: vendors.ratingSum,
  coverId: vendorPhotos.id,
  coverAltText: vendorPhotos.altText,
  coverWidth: vendorPhotos.width,
  coverHeight: vendorPhotos.height,
};

/** A row of `vendorColumns`: the cover's columns are null when the left join found none. */
type VendorColumns = Omit<VendorPreviewRow, 'cover'> & {
  coverId: string | null;
  coverAltText: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
};

const vendorOf = (row: VendorColumns): VendorPreviewRow => ({
  businessName: row.businessName,
  description: row.description,
  city: row.city,
  region: row.region,
  reviewCount: row.reviewCount,
  ratingSum: row.ratingSum,
  cover:
    row.coverId === null || row.coverWidth === null || row.coverHeight === null
      ? null
      : {
          id: row.coverId,
          altText: row.coverAltText,
          width: row.coverWidth,
          height: row.coverHeight,
        },
});

/** Built and prepared once per app: the pages shared on WhatsApp are asked for often. */
export function prepareLinkPreviewQueries(db: Db) {
  // The cover must be one of the vendor's own photos, whatever the column says.
  const cover = and(
    eq(vendorPhotos.id, vendors.coverPhotoId),
    eq(vendorPhotos.vendorId, vendors.id),
  );
  return {
    vendor: db
      .select(vendorColumns)
      .from(vendors)
      .leftJoin(vendorPhotos, cover)
      .where(and(eq(vendors.id, sql.placeholder('id')), eq(vendors.status, 'published')))
      .prepare('karamu_link_preview_vendor'),
    service: db
      .select({
        ...vendorColumns,
        title: vendorServices.title,
        serviceDescription: vendorServices.description,
        pricing: vendorServices.pricing,
        priceMinor: vendorServices.priceMinor,
        currency: vendorServices.currency,
        unit: vendorServices.unit,
      })
      .from(vendorServices)
      .innerJoin(vendors, eq(vendors.id, vendorServices.vendorId))
      .leftJoin(vendorPhotos, cover)
      .where(
        and(
          eq(vendorServices.id, sql.placeholder('id')),
          eq(vendorServices.published, true),
          eq(vendors.status, 'published'),
        ),
      )
      .prepare('karamu_link_preview_service'),
  };
}

export type LinkPreviewQueries = ReturnType<typeof prepareLinkPreviewQueries>;

/** The published vendor `id` (a UUID), or undefined. */
export async function findVendorPreview(
  queries: LinkPreviewQueries,
  id: string,
): Promise<VendorPreviewRow | undefined> {
  const [row] = await queries.vendor.execute({ id });
  return row && vendorOf(row);
}

/** The published service `id` (a UUID) of a published vendor, or undefined. */
export async function findServicePreview(
  queries: LinkPreviewQueries,
  id: string,
): Promise<ServicePreviewRow | undefined> {
  const [row] = await queries.service.execute({ id });
  if (!row) return undefined;
  return {
    title: row.title,
    description: row.serviceDescription,
    pricing: row.pricing,
    priceMinor: row.priceMinor,
    currency: row.currency,
    unit: row.unit,
    vendor: vendorOf(row),
  };
}
