/**
 * A vendor's bookings (decision 0060): the links organisers made of the vendor to their
 * events, which its owner confirms or declines. Only the owner's own vendors answer
 * (owned-vendor.ts, 404 otherwise, for administrators too, decision 0036).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AnswerBookingInput,
  VendorBooking,
  VendorBookingsPage,
  vendorBookingsQuerySchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { eventVendors, events, users, vendorServices } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { mustOwnVendor } from './owned-vendor';

type BookingsQuery = z.output<typeof vendorBookingsQuerySchema>;

const BOOKING_NOT_FOUND = 'Booking not found';

async function selectBookings(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<VendorBooking[]> {
  const rows = await db
    .select({
      eventId: eventVendors.eventId,
      eventName: events.name,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      venue: events.venue,
      organiserName: users.name,
      serviceTitle: vendorServices.title,
      status: eventVendors.status,
      createdAt: eventVendors.createdAt,
      respondedAt: eventVendors.respondedAt,
    })
    .from(eventVendors)
    .innerJoin(events, eq(events.id, eventVendors.eventId))
    // Who asked; links made before anyone was recorded name the event's creator.
    .leftJoin(users, eq(users.id, sql`coalesce(${eventVendors.createdBy}, ${events.createdBy})`))
    .leftJoin(vendorServices, eq(vendorServices.id, eventVendors.serviceId))
    .where(where)
    // Requests awaiting an answer first, then by the event's date.
    .orderBy(
      desc(sql`${eventVendors.status} = 'requested'`),
      asc(events.startsAt),
      asc(eventVendors.eventId),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ startsAt, createdAt, respondedAt, ...row }) => ({
    ...row,
    startsAt: startsAt.toISOString(),
    requested: createdAt.toISOString(),
    respondedAt: respondedAt?.toISOString() ?? null,
  }));
}

export async function listVendorBookings(
  db: Db,
  actor: Actor,
  vendorId: string,
  query: BookingsQuery,
): Promise<VendorBookingsPage> {
  await mustOwnVendor(db, actor, vendorId);
  const where = and(
    eq(eventVendors.vendorId, vendorId),
    query.status ? eq(eventVendors.status, query.status) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    selectBookings(db, where, { limit: query.size, offset: (query.page - 1) * query.size }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(eventVendors)
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, size: query.size };
}

/**
 * Confirms or declines a booking. A request may get either answer and a declined one may
 * still be confirmed; a confirmed one is never declined, since its organiser may have
 * reviewed the vendor and declining must not be a way to drop a review. Answering as
 * before changes nothing.
 */
export async function answerBooking(
  db: Db,
  actor: Actor,
  { vendorId, eventId }: { vendorId: string; eventId: string },
  { answer }: AnswerBookingInput,
  now: Date,
): Promise<VendorBooking> {
  return db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, vendorId);
    const key = and(eq(eventVendors.vendorId, vendorId), eq(eventVendors.eventId, eventId));
    const [link] = await tx
      .select({ status: eventVendors.status })
      .from(eventVendors)
      .where(key)
      .for('update');
    if (!link) throw notFound(BOOKING_NOT_FOUND);
    const status = answer === 'confirm' ? 'confirmed' : 'declined';
    if (link.status === 'confirmed' && status === 'declined') {
      throw conflict('You confirmed this booking, so it can no longer be declined');
    }
    if (link.status !== status) {
      await tx.update(eventVendors).set({ status, respondedAt: now }).where(key);
      await recordAudit(tx, actor, {
        action: 'update',
        resource: 'event_vendors',
        recordId: eventId,
        before: { vendorId, status: link.status },
        after: { vendorId, status },
      });
    }
    const [booking] = await selectBookings(tx, key, { limit: 1, offset: 0 });
    return booking!;
  });
}
