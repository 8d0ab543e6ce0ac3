/**
 * Linking an event to its vendors (decision 0037): the event must be in the actor's scope
 * for the privilege (404 otherwise), and only a published vendor, and only one of its
 * published services, can be picked. A new link is a booking request the vendor answers
 * (vendor-bookings-service.ts); only a confirmed one lets the organiser review (0060).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { EventVendor, Privilege } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventVendors, events, vendorServices, vendors } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-error';
import { scopeCondition } from '../../../lib/scope';
import { eventsInScope } from '../../events/events';
import { listEventVendors } from './event-vendors-repository';

const RESOURCE = 'event_vendors';

async function mustFindEvent(db: Db, actor: Actor, privilege: Privilege, eventId: string) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), scopeCondition(eventsInScope(actor, privilege))));
  if (!event) throw notFound('Event not found');
}

export async function getEventVendors(
  db: Db,
  actor: Actor,
  eventId: string,
  now: Date,
): Promise<EventVendor[]> {
  await mustFindEvent(db, actor, 'READ_EVENTS', eventId);
  return listEventVendors(db, { eventId, viewerId: actor.userId, now });
}

/**
 * Adds the event vendor as a booking request, or changes which of its services the event uses.
 * A change keeps the vendor's answer: linking a declined vendor again asks nobody anew.
 */
export async function linkEventVendor(
  db: Db,
  actor: Actor,
  eventId: string,
  input: { vendorId: string; serviceId?: string | null },
  now: Date,
): Promise<EventVendor> {
  return db.transaction(async (tx) => {
    await mustFindEvent(tx, actor, 'UPDATE_EVENTS', eventId);
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, input.vendorId), sql`${vendors.status} = 'published'`));
    if (!vendor) throw badRequest('Unknown vendor', { vendorId: ['Unknown vendor'] });
    const serviceId = input.serviceId ?? null;
    if (serviceId) {
      const [service] = await tx
        .select({ id: vendorServices.id })
        .from(vendorServices)
        .where(
          and(
            eq(vendorServices.id, serviceId),
            eq(vendorServices.vendorId, input.vendorId),
            eq(vendorServices.published, true),
          ),
        );
      if (!service) throw badRequest('Unknown service', { serviceId: ['Unknown service'] });
    }
    const view = { eventId, viewerId: actor.userId, now };
    const [before] = await listEventVendors(tx, view, input.vendorId);
    await tx
      .insert(eventVendors)
      .values({ eventId, vendorId: input.vendorId, serviceId, createdBy: actor.userId })
      .onConflictDoUpdate({
        target: [eventVendors.eventId, eventVendors.vendorId],
        set: { serviceId },
      });
    const [after] = await listEventVendors(tx, view, input.vendorId);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      resource: RESOURCE,
      recordId: eventId,
      before: before && { vendorId: before.vendorId, serviceId: before.serviceId },
      after: { vendorId: after!.vendorId, serviceId: after!.serviceId, status: after!.status },
    });
    return after!;
  });
}

export async function unlinkEventVendor(
  db: Db,
  actor: Actor,
  eventId: string,
  vendorId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await mustFindEvent(tx, actor, 'UPDATE_EVENTS', eventId);
    const rows = await tx
      .delete(eventVendors)
      .where(and(eq(eventVendors.eventId, eventId), eq(eventVendors.vendorId, vendorId)))
      .returning({ serviceId: eventVendors.serviceId });
    if (rows.length === 0) throw notFound('This vendor is not linked to the event');
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: eventId,
      before: { vendorId, serviceId: rows[0]!.serviceId },
    });
  });
}
