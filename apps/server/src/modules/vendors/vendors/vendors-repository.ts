/**
 * Vendor profiles as the API answers them: the owner's view (`Vendor`) and the public one
 * (`PublicVendor`) read the same row, its categories and its logo and cover photos in one
 * query. Reads take a `RecordScope`: the owner's own, published ones, or every record for
 * moderators.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  VENDOR_STATUSES,
  vendorChecklist,
  vendorPhotoRef,
  type ListQuery,
  type PublicVendor,
  type Vendor,
  type VendorChecklistItem,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import {
  categories,
  users,
  vendorCategories,
  vendorPhotos,
  vendorServices,
  vendors,
} from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { onlyRecords, scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');
const logo = alias(vendorPhotos, 'logo');
const cover = alias(vendorPhotos, 'cover');

/** The vendor's categories by name, as `[{ id, name }]` (json: one query for a whole page). */
const categoriesOfVendor = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${categories.id}, 'name', ${categories.name}) order by ${categories.name})
  from ${vendorCategories} join ${categories} on ${categories.id} = ${vendorCategories.categoryId}
  where ${vendorCategories.vendorId} = ${vendors.id}), '[]'::json)`;

const photoColumns = (photo: typeof logo | typeof cover) => ({
  id: photo.id,
  altText: photo.altText,
  width: photo.width,
  height: photo.height,
});

/** Vendors with their categories, logo and cover: add the `where` (and order and paging). */
export const selectVendors = (db: Db) =>
  db
    .select({
      vendor: vendors,
      categories: categoriesOfVendor,
      logo: photoColumns(logo),
      cover: photoColumns(cover),
      createdBy: creator.username,
    })
    .from(vendors)
    .leftJoin(logo, eq(logo.id, vendors.logoPhotoId))
    .leftJoin(cover, eq(cover.id, vendors.coverPhotoId))
    .leftJoin(creator, eq(creator.id, vendors.createdBy));

export type VendorRow = Awaited<ReturnType<typeof selectVendors>>[number];

/** Mean rating to two decimals, or null without reviews (decision 0036 keeps sum and count). */
export const ratingOf = (reviewCount: number, ratingSum: number): number | null =>
  reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 100) / 100 : null;

/** A left-joined photo: all columns null (or the whole object, as Drizzle gives it) when unset. */
const photoRefOf = (photo: VendorRow['logo'] | null) =>
  photo?.id
    ? vendorPhotoRef({
        id: photo.id,
        altText: photo.altText,
        width: photo.width ?? 0,
        height: photo.height ?? 0,
      })
    : null;

export function toPublicVendor({
  vendor,
  categories: named,
  logo,
  cover,
}: VendorRow): PublicVendor {
  return {
    id: vendor.id,
    businessName: vendor.businessName,
    categories: named,
    description: vendor.description,
    region: vendor.region,
    city: vendor.city,
    mapUrl: vendor.mapUrl,
    phone: vendor.phone,
    whatsapp: vendor.whatsapp,
    email: vendor.email,
    website: vendor.website,
    socialLinks: vendor.socialLinks,
    currency: vendor.currency,
    priceMinMinor: vendor.priceMinMinor,
    priceMaxMinor: vendor.priceMaxMinor,
    logo: photoRefOf(logo),
    cover: photoRefOf(cover),
    reviewCount: vendor.reviewCount,
    rating: ratingOf(vendor.reviewCount, vendor.ratingSum),
    publishedAt: vendor.publishedAt?.toISOString() ?? null,
  };
}

function toVendor(row: VendorRow): Vendor {
  const { vendor } = row;
  return {
    ...toPublicVendor(row),
    categoryIds: row.categories.map((category) => category.id),
    logoPhotoId: vendor.logoPhotoId,
    coverPhotoId: vendor.coverPhotoId,
    status: vendor.status,
    statusReason: vendor.statusReason,
    submittedAt: vendor.submittedAt?.toISOString() ?? null,
    viewCount: vendor.viewCount,
    ownerId: vendor.ownerId,
    created: vendor.createdAt.toISOString(),
    updated: vendor.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: vendor.version,
  };
}

/** The caller's own vendors: ownership is the vendor area's scope (decision 0036). */
export const ownVendors = (userId: string): RecordScope =>
  onlyRecords(sql`${vendors.ownerId} = ${userId}`);

const VENDOR_OUTPUT_FIELDS = [
  'id',
  'businessName',
  'categories',
  'categoryIds',
  'description',
  'region',
  'city',
  'mapUrl',
  'phone',
  'whatsapp',
  'email',
  'website',
  'socialLinks',
  'currency',
  'priceMinMinor',
  'priceMaxMinor',
  'logo',
  'cover',
  'logoPhotoId',
  'coverPhotoId',
  'reviewCount',
  'rating',
  'publishedAt',
  'status',
  'statusReason',
  'submittedAt',
  'viewCount',
  'ownerId',
  'created',
  'updated',
  'createdBy',
  'version',
] as const satisfies readonly (keyof Vendor)[];

const vendorFilterFields = {
  businessName: { sql: vendors.businessName, search: 'ilike', sortable: true },
  city: { sql: vendors.city, search: 'ilike', sortable: true },
  status: { sql: vendors.status, option: oneOf(VENDOR_STATUSES), sortable: true },
  submitted: { sql: vendors.submittedAt, dateRange: true, sortable: true },
  created: { sql: vendors.createdAt, dateRange: true, sortable: true },
  updated: { sql: vendors.updatedAt, dateRange: true, sortable: true },
} as const;

const ownVendorList: ListSpec = {
  fields: vendorFilterFields,
  defaultSort: 'businessName',
  tiebreaker: vendors.id,
  outputFields: VENDOR_OUTPUT_FIELDS,
};

/**
 * The moderators' queue: pending vendors first, the longest waiting at the top, then the
 * rest by their last change.
 */
const moderationList: ListSpec = {
  fields: {
    ...vendorFilterFields,
    queue: { sql: sql`(${vendors.status} <> 'pending')`, sortable: true },
  },
  defaultSort: 'queue,submitted,-updated',
  tiebreaker: vendors.id,
  outputFields: VENDOR_OUTPUT_FIELDS,
};

const listVendors = (db: Db, spec: ListSpec, query: ListQuery, scope: RecordScope) =>
  listPage(spec, query, scope, {
    rows: selectVendors(db),
    count: db.select({ total: count() }).from(vendors),
    toItems: (rows) => rows.map(toVendor),
  });

export const listOwnVendors = (db: Db, query: ListQuery, userId: string) =>
  listVendors(db, ownVendorList, query, ownVendors(userId));

/** Every vendor: only for moderators (the route requires SUPER_ADMIN). */
export const listVendorsForModeration = (db: Db, query: ListQuery, scope: RecordScope) =>
  listVendors(db, moderationList, query, scope);

export async function getVendor(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<Vendor | undefined> {
  const [row] = await selectVendors(db).where(and(eq(vendors.id, id), scopeCondition(scope)));
  return row ? toVendor(row) : undefined;
}

/** The categories among `ids` that are not service categories (unknown ones included). */
export async function notServiceCategories(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.kind} = 'service' and ${categories.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Whether `photoId` is one of the vendor's own photos. */
export async function isVendorPhoto(db: Db, vendorId: string, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorPhotos.id })
    .from(vendorPhotos)
    .where(and(eq(vendorPhotos.id, photoId), eq(vendorPhotos.vendorId, vendorId)));
  return row !== undefined;
}

/** The completeness checklist from the stored profile and counts of what hangs off it. */
export async function getVendorChecklist(db: Db, vendorId: string): Promise<VendorChecklistItem[]> {
  const [facts] = await db
    .select({
      businessName: vendors.businessName,
      city: vendors.city,
      phone: vendors.phone,
      whatsapp: vendors.whatsapp,
      description: vendors.description,
      coverPhotoId: vendors.coverPhotoId,
      // By the id as a parameter: in a select from one table Drizzle leaves columns
      // unqualified, and `vendor_id = id` inside the subquery would read its own table.
      categoryCount: sql<number>`(select count(*)::int from ${vendorCategories} where ${vendorCategories.vendorId} = ${vendorId})`,
      publishedServiceCount: sql<number>`(select count(*)::int from ${vendorServices} where ${vendorServices.vendorId} = ${vendorId} and ${vendorServices.published})`,
      photosWithoutAltText: sql<number>`(select count(*)::int from ${vendorPhotos} where ${vendorPhotos.vendorId} = ${vendorId} and coalesce(btrim(${vendorPhotos.altText}), '') = '')`,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!facts) throw new Error(`vendor ${vendorId} vanished while its checklist was read`);
  return vendorChecklist(facts);
}
