/**
 * A vendor's services, written by the vendor's owner only (decision 0036): each write one
 * transaction, with the vendor's row locked (the per-vendor limit counts under it) and an
 * audit entry.
 */
import { eq } from 'drizzle-orm';
import {
  VENDOR_LIMITS,
  type createVendorServiceInputSchema,
  type updateVendorServiceInputSchema,
  type VendorService,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { vendorServices } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { mustOwnVendor } from './owned-vendor';
import { countVendorServices, getService, ownedByUser } from './vendor-services-repository';
import { assertServiceCategories } from './vendors-service';

const RESOURCE = 'vendor_services';
type CreateService = z.output<typeof createVendorServiceInputSchema>;
type UpdateService = z.output<typeof updateVendorServiceInputSchema>;

/** The actor's own service (through its vendor), or 404. */
export async function mustGetOwnService(db: Db, actor: Actor, id: string): Promise<VendorService> {
  const service = await getService(db, id, ownedByUser(actor.userId));
  if (!service) throw notFound('Service not found');
  return service;
}

export async function createVendorService(
  db: Db,
  actor: Actor,
  input: CreateService,
): Promise<VendorService> {
  return db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, input.vendorId, { lock: true });
    if ((await countVendorServices(tx, input.vendorId)) >= VENDOR_LIMITS.services) {
      throw conflict(`A vendor has at most ${VENDOR_LIMITS.services} services`);
    }
    if (input.categoryId) await assertServiceCategories(tx, [input.categoryId], 'categoryId');
    const [row] = await tx
      .insert(vendorServices)
      .values({
        ...input,
        unit: input.pricing === 'per_unit' ? input.unit : null,
        createdBy: actor.userId,
      })
      .returning({ id: vendorServices.id });
    const created = (await getService(tx, row!.id, undefined))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

/**
 * The unit belongs to per-unit pricing only: leaving it clears the unit, and entering it
 * (or keeping it) needs one, stored or sent.
 */
function unitAfter(before: VendorService, fields: Omit<UpdateService, 'version'>): string | null {
  const pricing = fields.pricing ?? before.pricing;
  if (pricing !== 'per_unit') return null;
  const unit = fields.unit !== undefined ? fields.unit : before.unit;
  if (!unit) {
    const message = 'Unit is required for a price per unit';
    throw badRequest(message, { unit: [message] });
  }
  return unit;
}

export async function updateVendorService(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateService,
): Promise<VendorService> {
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    const found = await mustGetOwnService(tx, actor, id);
    // Vendor first, then service: the same order as create and the vendor's own writes.
    await mustOwnVendor(tx, actor, found.vendorId, { lock: true });
    const before = (await getService(tx, id, undefined))!;
    assertVersion(before, version);
    if (fields.categoryId) await assertServiceCategories(tx, [fields.categoryId], 'categoryId');
    return updateVersioned(tx, actor, {
      table: vendorServices,
      id,
      version,
      set: { ...fields, unit: unitAfter(before, fields) },
      resource: RESOURCE,
      before,
      reread: () => getService(tx, id, undefined),
    });
  });
}

/** Its photos stay in the gallery (their service is cleared by the foreign key). */
export async function deleteVendorService(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetOwnService(tx, actor, id);
    await mustOwnVendor(tx, actor, before.vendorId, { lock: true });
    await tx.delete(vendorServices).where(eq(vendorServices.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}
