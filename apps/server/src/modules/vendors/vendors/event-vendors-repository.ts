/** An event's vendors: directory vendors (and maybe one of their services) an organiser picked. */
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { EventVendor } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventVendors, events, vendorReviews, vendorServices, vendors } from '../../../db/schema';
import { eventVendorReviewState, type EventVendorReviewFacts } from './event-vendor-review-state';

/**
 * Any review of the link's vendor by its event or by `viewerId` from another event, hidden
 * or not: a hidden review is not a second chance (decision 0060).
 */
const reviewedBy = (db: Db, viewerId: string) =>
  exists(
    db
      .select({ one: vendorReviews.id })
      .from(vendorReviews)
      .where(
        and(
          eq(vendorReviews.vendorId, eventVendors.vendorId),
          or(
            eq(vendorReviews.eventId, eventVendors.eventId),
            eq(vendorReviews.authorUserId, viewerId),
          ),
        ),
      ),
  ).mapWith(Boolean);

/** What decides whether `viewerId` may review the event's vendor, or undefined without a link. */
export async function readEventVendorReviewFacts(
  db: Db,
  { eventId, vendorId, viewerId }: { eventId: string; vendorId: string; viewerId: string },
): Promise<EventVendorReviewFacts | undefined> {
  const [row] = await db
    .select({
      status: eventVendors.status,
      startsAt: events.startsAt,
      reviewed: reviewedBy(db, viewerId),
    })
    .from(eventVendors)
    .innerJoin(events, eq(events.id, eventVendors.eventId))
    .where(and(eq(eventVendors.eventId, eventId), eq(eventVendors.vendorId, vendorId)));
  return row;
}

/** The event's vendors as `viewerId` sees them at `now` (whether they may review each). */
export async function listEventVendors(
  db: Db,
  { eventId, viewerId, now }: { eventId: string; viewerId: string; now: Date },
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
      status: eventVendors.status,
      startsAt: events.startsAt,
      reviewed: reviewedBy(db, viewerId),
      createdAt: eventVendors.createdAt,
    })
    .from(eventVendors)
    .innerJoin(events, eq(events.id, eventVendors.eventId))
    .innerJoin(vendors, eq(vendors.id, eventVendors.vendorId))
    .leftJoin(vendorServices, eq(vendorServices.id, eventVendors.serviceId))
    .where(
      and(
        eq(eventVendors.eventId, eventId),
        vendorId ? eq(eventVendors.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(eventVendors.createdAt), asc(eventVendors.vendorId));
  return rows.map(({ createdAt, startsAt, reviewed, ...row }) => ({
    ...row,
    review: eventVendorReviewState({ status: row.status, startsAt, reviewed }, now),
    created: createdAt.toISOString(),
  }));
}
