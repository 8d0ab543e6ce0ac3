/**
 * The public directory (decision 0037): published vendors, and published services of
 * published vendors, searched by name, category, city, rating and price. Each condition is
 * one an index serves: the name and title by trigram (`ilike`), the city by `lower(city)`,
 * the category through `vendor_categories (category_id, vendor_id)`, the rating by the
 * stored sum and count (no aggregate over reviews).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  PublicDirectoryQuery,
  PublicPage,
  PublicService,
  PublicVendor,
  PublicVendorDetail,
  VendorPhotoRef,
  VendorSort,
} from '@karamu/shared';
import { vendorPhotoRef } from '@karamu/shared';
import type { Db } from '../../../db/client';
import {
  categories,
  vendorCategories,
  vendorPhotos,
  vendorServices,
  vendors,
} from '../../../db/schema';
import { photosOfServices, selectServices, toServiceFields } from './vendor-services-repository';
import { ratingOf, selectVendors, toPublicVendor } from './vendors-repository';

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const PUBLISHED_VENDOR = sql`${vendors.status} = 'published'`;

/** Mean rating; null without reviews, which sort last. */
const meanRating = sql`(${vendors.ratingSum}::float8 / nullif(${vendors.reviewCount}, 0))`;

/** What filters vendors and services alike: the vendor's category, city and rating. */
function vendorConditions(query: PublicDirectoryQuery): (SQL | undefined)[] {
  return [
    PUBLISHED_VENDOR,
    query.city ? sql`lower(${vendors.city}) = lower(${query.city})` : undefined,
    query.minRating !== undefined
      ? sql`${vendors.reviewCount} > 0 and ${vendors.ratingSum} >= ${query.minRating} * ${vendors.reviewCount}`
      : undefined,
  ];
}

function vendorWhere(query: PublicDirectoryQuery): SQL | undefined {
  // A vendor without prices has no place in a price search.
  const upper = sql`coalesce(${vendors.priceMaxMinor}, ${vendors.priceMinMinor})`;
  const lower = sql`coalesce(${vendors.priceMinMinor}, ${vendors.priceMaxMinor})`;
  return and(
    ...vendorConditions(query),
    query.q ? sql`${vendors.businessName} ilike ${containing(query.q)}` : undefined,
    query.category
      ? sql`exists (select 1 from ${vendorCategories} where ${vendorCategories.vendorId} = ${vendors.id} and ${vendorCategories.categoryId} = ${query.category})`
      : undefined,
    // Ranges overlap: the vendor's range reaches the visitor's bounds.
    query.minPrice !== undefined ? sql`${upper} >= ${query.minPrice}` : undefined,
    query.maxPrice !== undefined ? sql`${lower} <= ${query.maxPrice}` : undefined,
    query.currency ? eq(vendors.currency, query.currency) : undefined,
  );
}

function serviceWhere(query: PublicDirectoryQuery): SQL | undefined {
  return and(
    ...vendorConditions(query),
    eq(vendorServices.published, true),
    query.q ? sql`${vendorServices.title} ilike ${containing(query.q)}` : undefined,
    query.category ? eq(vendorServices.categoryId, query.category) : undefined,
    query.minPrice !== undefined
      ? sql`${vendorServices.priceMinor} >= ${query.minPrice}`
      : undefined,
    query.maxPrice !== undefined
      ? sql`${vendorServices.priceMinor} <= ${query.maxPrice}`
      : undefined,
    query.currency ? eq(vendorServices.currency, query.currency) : undefined,
  );
}

const byRating = [sql`${meanRating} desc nulls last`, desc(vendors.reviewCount)];

function vendorOrder(sort: VendorSort): SQL[] {
  const order: Record<VendorSort, SQL[]> = {
    rating: byRating,
    reviews: [desc(vendors.reviewCount), sql`${meanRating} desc nulls last`],
    // Published vendors all have a date: plain `desc` reads (status, published_at) backwards.
    newest: [desc(vendors.publishedAt)],
    price: [sql`coalesce(${vendors.priceMinMinor}, ${vendors.priceMaxMinor}) asc nulls last`],
    '-price': [sql`coalesce(${vendors.priceMaxMinor}, ${vendors.priceMinMinor}) desc nulls last`],
  };
  return [...order[sort], asc(vendors.id)];
}

function serviceOrder(sort: VendorSort): SQL[] {
  const order: Record<VendorSort, SQL[]> = {
    rating: byRating,
    reviews: [desc(vendors.reviewCount), sql`${meanRating} desc nulls last`],
    newest: [desc(vendorServices.createdAt)],
    price: [asc(vendorServices.priceMinor)],
    '-price': [desc(vendorServices.priceMinor)],
  };
  return [...order[sort], asc(vendorServices.id)];
}

const pageOf = <T>(query: PublicDirectoryQuery, items: T[], total: number): PublicPage<T> => ({
  items,
  total,
  page: query.page,
  size: query.size,
});

/**
 * The page's ids first, from the vendor's own columns, then the rich rows of just those:
 * the categories' aggregate and the photo joins run for a page, not for every match.
 */
export async function searchPublicVendors(
  db: Db,
  query: PublicDirectoryQuery,
): Promise<PublicPage<PublicVendor>> {
  const where = vendorWhere(query);
  const order = vendorOrder(query.sort);
  const pageIds = db
    .select({ id: vendors.id })
    .from(vendors)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [rows, [counted]] = await Promise.all([
    selectVendors(db)
      .where(inArray(vendors.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vendors)
      .where(where),
  ]);
  return pageOf(query, rows.map(toPublicVendor), counted?.total ?? 0);
}

/** Services with their category's name and the vendor's card. */
const selectPublicServices = (db: Db) =>
  db
    .select({
      service: vendorServices,
      categoryName: categories.name,
      vendor: {
        id: vendors.id,
        businessName: vendors.businessName,
        city: vendors.city,
        reviewCount: vendors.reviewCount,
        ratingSum: vendors.ratingSum,
      },
    })
    .from(vendorServices)
    .innerJoin(vendors, eq(vendors.id, vendorServices.vendorId))
    .leftJoin(categories, eq(categories.id, vendorServices.categoryId));

type PublicServiceRow = Awaited<ReturnType<typeof selectPublicServices>>[number];

async function toPublicServices(db: Db, rows: PublicServiceRow[]): Promise<PublicService[]> {
  const photos = await photosOfServices(
    db,
    rows.map((row) => row.service.id),
  );
  return rows.map(({ vendor, ...row }) => ({
    ...toServiceFields(row, photos),
    vendor: {
      id: vendor.id,
      businessName: vendor.businessName,
      city: vendor.city,
      rating: ratingOf(vendor.reviewCount, vendor.ratingSum),
      reviewCount: vendor.reviewCount,
    },
  }));
}

/** Like vendors: the page's ids from the joined columns first, then just those rows. */
export async function searchPublicServices(
  db: Db,
  query: PublicDirectoryQuery,
): Promise<PublicPage<PublicService>> {
  const where = serviceWhere(query);
  const order = serviceOrder(query.sort);
  const pageIds = db
    .select({ id: vendorServices.id })
    .from(vendorServices)
    .innerJoin(vendors, eq(vendors.id, vendorServices.vendorId))
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [rows, [counted]] = await Promise.all([
    selectPublicServices(db)
      .where(inArray(vendorServices.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vendorServices)
      .innerJoin(vendors, eq(vendors.id, vendorServices.vendorId))
      .where(where),
  ]);
  return pageOf(query, await toPublicServices(db, rows), counted?.total ?? 0);
}

/** A published service of a published vendor, or undefined. */
export async function getPublicService(db: Db, id: string): Promise<PublicService | undefined> {
  const rows = await selectPublicServices(db).where(
    and(eq(vendorServices.id, id), serviceWhere({ sort: 'rating', page: 1, size: 1 })),
  );
  const [service] = await toPublicServices(db, rows);
  return service;
}

/** The gallery in the owner's order. */
async function galleryOf(db: Db, vendorId: string): Promise<VendorPhotoRef[]> {
  const rows = await db
    .select({
      id: vendorPhotos.id,
      altText: vendorPhotos.altText,
      width: vendorPhotos.width,
      height: vendorPhotos.height,
    })
    .from(vendorPhotos)
    .where(eq(vendorPhotos.vendorId, vendorId))
    .orderBy(asc(vendorPhotos.position), asc(vendorPhotos.id));
  return rows.map(vendorPhotoRef);
}

/** The storefront: a published vendor, its published services and its gallery. */
export async function getPublicVendor(db: Db, id: string): Promise<PublicVendorDetail | undefined> {
  const [row] = await selectVendors(db).where(and(eq(vendors.id, id), PUBLISHED_VENDOR));
  if (!row) return undefined;
  const [serviceRows, photos] = await Promise.all([
    selectServices(db)
      .where(and(eq(vendorServices.vendorId, id), eq(vendorServices.published, true)))
      .orderBy(asc(vendorServices.title), asc(vendorServices.id)),
    galleryOf(db, id),
  ]);
  const servicePhotos = await photosOfServices(
    db,
    serviceRows.map((service) => service.service.id),
  );
  return {
    ...toPublicVendor(row),
    services: serviceRows.map((service) => toServiceFields(service, servicePhotos)),
    photos,
  };
}

/** One more storefront view of a published vendor; false when it is not (or no longer) public. */
export async function countVendorView(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(vendors)
    .set({ viewCount: sql`${vendors.viewCount} + 1` })
    .where(and(eq(vendors.id, id), PUBLISHED_VENDOR))
    .returning({ id: vendors.id });
  return rows.length > 0;
}
