/**
 * A vendor's services as the API answers them, with their category's name and the gallery
 * photos shown with them (in gallery order). The owner's view and the public one share
 * the select; the public one adds the vendor's card.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  VENDOR_PRICINGS,
  vendorPhotoRef,
  type ListQuery,
  type VendorPhotoRef,
  type VendorService,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories, users, vendorPhotos, vendorServices, vendors } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { booleanOption, oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { onlyRecords } from '../../../lib/scope';

const creator = alias(users, 'creator');

/** Services with their category's name: add the `where` (and order and paging). */
export const selectServices = (db: Db) =>
  db
    .select({
      service: vendorServices,
      categoryName: categories.name,
      createdBy: creator.username,
    })
    .from(vendorServices)
    .leftJoin(categories, eq(categories.id, vendorServices.categoryId))
    .leftJoin(creator, eq(creator.id, vendorServices.createdBy));

export type ServiceRow = Awaited<ReturnType<typeof selectServices>>[number];

/** The photos shown with each of `serviceIds`, in gallery order: one query for a page. */
export async function photosOfServices(
  db: Db,
  serviceIds: readonly string[],
): Promise<Map<string, VendorPhotoRef[]>> {
  const byService = new Map<string, VendorPhotoRef[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({
      serviceId: vendorPhotos.serviceId,
      id: vendorPhotos.id,
      altText: vendorPhotos.altText,
      width: vendorPhotos.width,
      height: vendorPhotos.height,
    })
    .from(vendorPhotos)
    .where(inArray(vendorPhotos.serviceId, [...serviceIds]))
    .orderBy(asc(vendorPhotos.position), asc(vendorPhotos.id));
  for (const { serviceId, ...photo } of rows) {
    const list = byService.get(serviceId!) ?? [];
    list.push(vendorPhotoRef(photo));
    byService.set(serviceId!, list);
  }
  return byService;
}

/** The fields a public service and the owner's one share. */
export const toServiceFields = (
  { service, categoryName }: Pick<ServiceRow, 'service' | 'categoryName'>,
  photos: Map<string, VendorPhotoRef[]>,
) => ({
  id: service.id,
  vendorId: service.vendorId,
  title: service.title,
  categoryId: service.categoryId,
  categoryName,
  description: service.description,
  pricing: service.pricing,
  priceMinor: service.priceMinor,
  currency: service.currency,
  unit: service.unit,
  photos: photos.get(service.id) ?? [],
});

async function toServices(db: Db, rows: ServiceRow[]): Promise<VendorService[]> {
  const photos = await photosOfServices(
    db,
    rows.map((row) => row.service.id),
  );
  return rows.map((row) => ({
    ...toServiceFields(row, photos),
    published: row.service.published,
    created: row.service.createdAt.toISOString(),
    updated: row.service.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.service.version,
  }));
}

const serviceList: ListSpec = {
  fields: {
    title: { sql: vendorServices.title, search: 'ilike', sortable: true },
    pricing: { sql: vendorServices.pricing, option: oneOf(VENDOR_PRICINGS) },
    published: { sql: vendorServices.published, option: booleanOption, sortable: true },
    priceMinor: { sql: vendorServices.priceMinor, sortable: true },
    created: { sql: vendorServices.createdAt, dateRange: true, sortable: true },
    updated: { sql: vendorServices.updatedAt, dateRange: true, sortable: true },
  },
  defaultSort: 'title',
  tiebreaker: vendorServices.id,
  outputFields: [
    'id',
    'vendorId',
    'title',
    'categoryId',
    'categoryName',
    'description',
    'pricing',
    'priceMinor',
    'currency',
    'unit',
    'photos',
    'published',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

/** One vendor's services; the caller has checked the vendor is the actor's own. */
export const listVendorServices = (db: Db, query: ListQuery, vendorId: string) =>
  listPage(serviceList, query, onlyRecords(sql`${vendorServices.vendorId} = ${vendorId}`), {
    rows: selectServices(db),
    count: db.select({ total: count() }).from(vendorServices),
    toItems: (rows) => toServices(db, rows),
  });

/** The service if `where` admits it (e.g. owned by the actor, through its vendor). */
export async function getService(
  db: Db,
  id: string,
  where: SQL | undefined,
): Promise<VendorService | undefined> {
  const rows = await selectServices(db).where(and(eq(vendorServices.id, id), where));
  const [service] = await toServices(db, rows);
  return service;
}

/** Services of vendors the user owns. */
export const ownedByUser = (userId: string): SQL =>
  sql`${vendorServices.vendorId} in (select ${vendors.id} from ${vendors} where ${vendors.ownerId} = ${userId})`;

export async function countVendorServices(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(vendorServices)
    .where(eq(vendorServices.vendorId, vendorId));
  return row?.total ?? 0;
}
