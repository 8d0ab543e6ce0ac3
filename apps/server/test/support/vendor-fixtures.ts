/**
 * Vendors written straight into the database: the reviews and enquiries tests need a
 * vendor of a given owner and state, not the vendor routes (their own tests cover those).
 */
import { vendors, vendorServices } from '../../src/db/schema';
import type { TestApp } from '../test-app';

let counter = 0;

export async function insertVendor(
  t: TestApp,
  ownerId: string,
  fields: Partial<typeof vendors.$inferInsert> = {},
): Promise<{ id: string; businessName: string }> {
  counter += 1;
  const [row] = await t.db
    .insert(vendors)
    .values({
      ownerId,
      businessName: `Vendor ${counter}`,
      currency: 'KES',
      status: 'published',
      publishedAt: new Date(),
      createdBy: ownerId,
      ...fields,
    })
    .returning({ id: vendors.id, businessName: vendors.businessName });
  return row!;
}

export async function insertService(
  t: TestApp,
  vendorId: string,
  fields: Partial<typeof vendorServices.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.db
    .insert(vendorServices)
    .values({
      vendorId,
      title: 'Catering',
      pricing: 'fixed',
      priceMinor: 100_000,
      currency: 'KES',
      published: true,
      ...fields,
    })
    .returning({ id: vendorServices.id });
  return row!.id;
}
