/**
 * Vendor rows written straight into the database, for tests of the areas that hang off a
 * vendor (gallery, reviews, enquiries) without going through the profile routes.
 */
import { vendorServices, vendors } from '../../src/db/schema';
import type { Db } from '../../src/db/client';

let counter = 0;

export async function insertVendor(db: Db, ownerId: string): Promise<string> {
  counter += 1;
  const [row] = await db
    .insert(vendors)
    .values({
      ownerId,
      businessName: `Test vendor ${counter}`,
      currency: 'KES',
      createdBy: ownerId,
    })
    .returning({ id: vendors.id });
  return row!.id;
}

export async function insertVendorService(db: Db, vendorId: string): Promise<string> {
  counter += 1;
  const [row] = await db
    .insert(vendorServices)
    .values({
      vendorId,
      title: `Test service ${counter}`,
      pricing: 'fixed',
      priceMinor: 100_000,
      currency: 'KES',
    })
    .returning({ id: vendorServices.id });
  return row!.id;
}
