/** An event's suppliers: vendors (and maybe one of their services) an organiser picked. */
import { and, asc, eq, exists } from 'drizzle-orm';
import type { EventVendor } from '@karamu/shared';
import type { Db } from '../../db/client';
import { eventVendors, vendorReviews, vendorServices, vendors } from '../../db/schema';

export async function listEventVendors(
  db: Db,
  eventId: string,
  vendorId?: string,
): Promise<EventVendor[]> {
  const rows = await db
    .select({
      vendorId: eventVendors.vendorId,
      businessName: vendors.businessName,
      city: vendors.city,
      phone: vendors.phone,
      whatsapp: vendors.whatsapp,
      serviceId: eventVendors.serviceId,
      serviceTitle: vendorServices.title,
      servicePricing: vendorServices.pricing,
      servicePriceMinor: vendorServices.priceMinor,
      serviceCurrency: vendorServices.currency,
      serviceUnit: vendorServices.unit,
      // The event's one review of the vendor (a unique key), hidden or not.
      reviewed: exists(
        db
          .select({ one: vendorReviews.id })
          .from(vendorReviews)
          .where(
            and(
              eq(vendorReviews.eventId, eventVendors.eventId),
              eq(vendorReviews.vendorId, eventVendors.vendorId),
            ),
          ),
      ).mapWith(Boolean),
      createdAt: eventVendors.createdAt,
    })
    .from(eventVendors)
    .innerJoin(vendors, eq(vendors.id, eventVendors.vendorId))
    .leftJoin(vendorServices, eq(vendorServices.id, eventVendors.serviceId))
    .where(
      and(
        eq(eventVendors.eventId, eventId),
        vendorId ? eq(eventVendors.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(eventVendors.createdAt), asc(eventVendors.vendorId));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created: createdAt.toISOString() }));
}
