/**
 * A vendor's profile: created, changed, submitted for review and deleted by its owner;
 * approved, sent back or suspended by a moderator (decisions 0036, 0037). Each write is one
 * transaction with its audit entry.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createVendorInputSchema,
  moderateVendorInputSchema,
  updateVendorInputSchema,
  Vendor,
  VendorDashboardSummary,
  VendorStatus,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { vendorCategories, vendorEnquiries, vendors } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { ALL_RECORDS } from '../../../lib/scope';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { mustOwnVendor } from './owned-vendor';
import {
  getVendor,
  getVendorChecklist,
  isVendorPhoto,
  notServiceCategories,
  ownVendors,
} from './vendors-repository';

const RESOURCE = 'vendors';
type CreateVendor = z.output<typeof createVendorInputSchema>;
type UpdateVendor = z.output<typeof updateVendorInputSchema>;
type ModerateVendor = z.output<typeof moderateVendorInputSchema>;

/** The actor's own vendor as the dashboard shows it, or 404. */
export async function mustGetOwnVendor(db: Db, actor: Actor, id: string): Promise<Vendor> {
  const vendor = await getVendor(db, id, ownVendors(actor.userId));
  if (!vendor) throw notFound('Vendor not found');
  return vendor;
}

/** Only categories of kind `service` (decision 0036); 400 naming `field` otherwise. */
export async function assertServiceCategories(
  db: Db,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const unknown = await notServiceCategories(db, ids);
  if (unknown.length > 0) {
    const message = 'Unknown service category';
    throw badRequest(message, { [field]: [message] });
  }
}

async function replaceCategories(db: Db, vendorId: string, categoryIds: readonly string[]) {
  await db.delete(vendorCategories).where(eq(vendorCategories.vendorId, vendorId));
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await db
      .insert(vendorCategories)
      .values(unique.map((categoryId) => ({ vendorId, categoryId })));
  }
}

export async function createVendor(db: Db, actor: Actor, input: CreateVendor): Promise<Vendor> {
  const { categoryIds, ...fields } = input;
  return db.transaction(async (tx) => {
    await assertServiceCategories(tx, categoryIds, 'categoryIds');
    const [row] = await tx
      .insert(vendors)
      .values({ ...fields, ownerId: actor.userId, createdBy: actor.userId })
      .returning({ id: vendors.id });
    await replaceCategories(tx, row!.id, categoryIds);
    const created = (await getVendor(tx, row!.id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

/** The logo and the cover must be the vendor's own photos: 400 naming the field. */
async function assertOwnPhotos(db: Db, vendorId: string, fields: UpdateVendor) {
  for (const field of ['logoPhotoId', 'coverPhotoId'] as const) {
    const photoId = fields[field];
    if (photoId && !(await isVendorPhoto(db, vendorId, photoId))) {
      throw badRequest('Unknown photo', { [field]: ['Unknown photo'] });
    }
  }
}

/** The price range as stored after the change: the schema only sees the fields sent. */
function assertPriceRange(before: Vendor, fields: UpdateVendor) {
  const min = fields.priceMinMinor !== undefined ? fields.priceMinMinor : before.priceMinMinor;
  const max = fields.priceMaxMinor !== undefined ? fields.priceMaxMinor : before.priceMaxMinor;
  if (min != null && max != null && max < min) {
    const message = 'Highest price must be greater than lowest price';
    throw badRequest(message, { priceMaxMinor: [message] });
  }
}

/** A published vendor stays published through its owner's edits (decision 0036). */
export async function updateVendor(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateVendor,
): Promise<Vendor> {
  const { version, categoryIds, ...fields } = input;
  return db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, id, { lock: true });
    const before = (await getVendor(tx, id, ALL_RECORDS))!;
    assertVersion(before, version);
    if (categoryIds !== undefined) await assertServiceCategories(tx, categoryIds, 'categoryIds');
    await assertOwnPhotos(tx, id, input);
    assertPriceRange(before, input);
    const rows = await tx
      .update(vendors)
      .set({ ...fields, updatedAt: new Date(), version: sql`${vendors.version} + 1` })
      .where(and(eq(vendors.id, id), eq(vendors.version, version)))
      .returning({ id: vendors.id });
    assertUpdated(rows);
    if (categoryIds !== undefined) await replaceCategories(tx, id, categoryIds);
    const after = (await getVendor(tx, id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

/** Enquiries a client still waits on, or a booking: deleting would lose them (decision 0037). */
const OPEN_ENQUIRY_STATUSES = ['new', 'replied', 'booked'] as const;

/**
 * Services, photos, reviews and closed enquiries go with the vendor; a vendor with open
 * enquiries is refused until the owner closes them, so no client's request vanishes unseen.
 */
export async function deleteVendor(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, id, { lock: true });
    const before = (await getVendor(tx, id, ALL_RECORDS))!;
    const [open] = await tx
      .select({ id: vendorEnquiries.id })
      .from(vendorEnquiries)
      .where(
        and(
          eq(vendorEnquiries.vendorId, id),
          inArray(vendorEnquiries.status, OPEN_ENQUIRY_STATUSES),
        ),
      )
      .limit(1);
    if (open) {
      throw conflict('This vendor has open enquiries. Mark them closed before deleting it.');
    }
    await tx.delete(vendors).where(eq(vendors.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}

async function changeStatus(
  tx: Db,
  actor: Actor,
  before: Vendor,
  version: number,
  change: Partial<typeof vendors.$inferInsert>,
): Promise<Vendor> {
  const rows = await tx
    .update(vendors)
    .set({ ...change, updatedAt: new Date(), version: sql`${vendors.version} + 1` })
    .where(and(eq(vendors.id, before.id), eq(vendors.version, version)))
    .returning({ id: vendors.id });
  assertUpdated(rows);
  const after = (await getVendor(tx, before.id, ALL_RECORDS))!;
  await recordAudit(tx, actor, {
    action: 'update',
    resource: RESOURCE,
    recordId: before.id,
    before,
    after,
  });
  return after;
}

const SUBMITTABLE: readonly VendorStatus[] = ['draft', 'suspended'];

/**
 * Draft or suspended → pending, when the completeness checklist is all done; otherwise 400
 * listing what is missing (the same list the dashboard shows).
 */
export async function submitVendor(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<Vendor> {
  return db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, id, { lock: true });
    const before = (await getVendor(tx, id, ALL_RECORDS))!;
    assertVersion(before, version);
    if (!SUBMITTABLE.includes(before.status)) {
      throw conflict(`A ${before.status} vendor cannot be submitted for review`);
    }
    const missing = (await getVendorChecklist(tx, id)).filter((item) => !item.done);
    if (missing.length > 0) {
      throw badRequest(
        `Before submitting, add: ${missing.map((item) => item.label.toLowerCase()).join('; ')}`,
        { checklist: missing.map((item) => item.label) },
      );
    }
    return changeStatus(tx, actor, before, version, {
      status: 'pending',
      statusReason: null,
      submittedAt: new Date(),
    });
  });
}

/** Which states each moderator action leaves from, and where it goes. */
const MODERATION: Record<
  ModerateVendor['action'],
  { from: readonly VendorStatus[]; to: VendorStatus }
> = {
  approve: { from: ['pending', 'suspended'], to: 'published' },
  reject: { from: ['pending'], to: 'draft' },
  suspend: { from: ['pending', 'published'], to: 'suspended' },
};

/** A moderator's decision (SUPER_ADMIN, checked by the route): any vendor, with a reason. */
export async function moderateVendor(
  db: Db,
  actor: Actor,
  id: string,
  input: ModerateVendor,
): Promise<Vendor> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, id))
      .for('update');
    if (!locked) throw notFound('Vendor not found');
    const before = (await getVendor(tx, id, ALL_RECORDS))!;
    assertVersion(before, input.version);
    const rule = MODERATION[input.action];
    if (!rule.from.includes(before.status)) {
      throw conflict(`A ${before.status} vendor cannot be ${pastTense[input.action]}`);
    }
    return changeStatus(tx, actor, before, input.version, {
      status: rule.to,
      statusReason: input.action === 'approve' ? null : input.reason,
      // The first approval dates the listing; lifting a suspension keeps its place.
      ...(input.action === 'approve'
        ? { publishedAt: before.publishedAt ? new Date(before.publishedAt) : new Date() }
        : {}),
    });
  });
}

const pastTense: Record<ModerateVendor['action'], string> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
};

/** The dashboard home: views, enquiries not yet answered, rating, and the checklist. */
export async function getVendorDashboardSummary(
  db: Db,
  actor: Actor,
  vendorId: string,
): Promise<VendorDashboardSummary> {
  const vendor = await mustGetOwnVendor(db, actor, vendorId);
  const [enquiries] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(vendorEnquiries)
    .where(and(eq(vendorEnquiries.vendorId, vendorId), eq(vendorEnquiries.status, 'new')));
  return {
    vendorId,
    status: vendor.status,
    statusReason: vendor.statusReason,
    viewCount: vendor.viewCount,
    newEnquiryCount: enquiries?.count ?? 0,
    reviewCount: vendor.reviewCount,
    rating: vendor.rating,
    checklist: await getVendorChecklist(db, vendorId),
  };
}
