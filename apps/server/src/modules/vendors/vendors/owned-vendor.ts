/**
 * Ownership is the vendor area's only record rule (decision 0036): a vendor-dashboard
 * route acts on the caller's own vendor profiles and what hangs off them, and anything
 * else answers 404 as a missing record would. The gallery, reviews and enquiries modules
 * sit above this one and ask it; it imports none of them.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vendors } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';

export type OwnedVendor = {
  id: string;
  ownerId: string;
  businessName: string;
  status: (typeof vendors.$inferSelect)['status'];
  currency: string;
  phone: string | null;
  email: string | null;
};

const VENDOR_NOT_FOUND = 'Vendor not found';

/**
 * The actor's own vendor, or undefined when it is missing or someone else's. With `lock`,
 * the row stays locked `for update` to the end of the caller's transaction (pass the
 * transaction's handle as `db`).
 */
async function findOwnedVendor(
  db: Db,
  actor: Actor,
  vendorId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OwnedVendor | undefined> {
  const query = db
    .select({
      id: vendors.id,
      ownerId: vendors.ownerId,
      businessName: vendors.businessName,
      status: vendors.status,
      currency: vendors.currency,
      phone: vendors.phone,
      email: vendors.email,
    })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.ownerId, actor.userId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The actor's own vendor, or 404. */
export async function mustOwnVendor(
  db: Db,
  actor: Actor,
  vendorId: string,
  options?: { lock?: boolean },
): Promise<OwnedVendor> {
  const vendor = await findOwnedVendor(db, actor, vendorId, options);
  if (!vendor) throw notFound(VENDOR_NOT_FOUND);
  return vendor;
}
