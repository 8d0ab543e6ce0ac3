/** Adding, changing and removing an event's guests: each one transaction with its audit entry. */
import { and, eq } from 'drizzle-orm';
import {
  type createGuestInputSchema,
  type Guest,
  type Privilege,
  type updateGuestInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { eventBundles, guests } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { mustGetEvent } from '../events';
import { normalizeMobilePhone } from '../../platform/settings';
import { getGuest, isGuestPhoneTaken } from './guests-repository';

const RESOURCE = 'guests';
type CreateGuest = z.output<typeof createGuestInputSchema>;
type UpdateGuest = z.output<typeof updateGuestInputSchema>;

/** The guest, if its event is in the actor's scope for `privilege`; otherwise 404. */
export async function mustGetGuest(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  eventId: string,
  guestId: string,
): Promise<Guest> {
  await mustGetEvent(db, actor, privilege, eventId);
  const guest = await getGuest(db, eventId, guestId);
  if (!guest) throw notFound('Guest not found');
  return guest;
}

async function assertPhoneFree(
  db: Db,
  eventId: string,
  phone: string | null | undefined,
  exceptId?: string,
) {
  if (phone && (await isGuestPhoneTaken(db, eventId, phone, exceptId))) {
    throw conflict('Another guest of this event has this phone number', {
      phone: ['Another guest of this event has this phone number'],
    });
  }
}

/** A guest is put only on a bundle of their own event (decision 0047). */
async function assertBundleOfEvent(db: Db, eventId: string, bundleId: string | null | undefined) {
  if (!bundleId) return;
  const [row] = await db
    .select({ id: eventBundles.id })
    .from(eventBundles)
    .where(and(eq(eventBundles.id, bundleId), eq(eventBundles.eventId, eventId)));
  if (!row) {
    const message = "Bundle must be one of this event's bundles";
    throw badRequest(message, { bundleId: [message] });
  }
}

export async function createGuest(
  db: Db,
  actor: Actor,
  eventId: string,
  input: CreateGuest,
): Promise<Guest> {
  return db.transaction(async (tx) => {
    const event = await mustGetEvent(tx, actor, 'ADD_ATTENDEES', eventId);
    const phone = await normalizeMobilePhone(tx, input.phone, event.defaultCountry);
    await assertPhoneFree(tx, eventId, phone);
    await assertBundleOfEvent(tx, eventId, input.bundleId);
    const [row] = await tx
      .insert(guests)
      .values({ ...input, phone: phone ?? null, eventId, createdBy: actor.userId })
      .returning({ id: guests.id });
    const created = (await getGuest(tx, eventId, row!.id))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

export async function updateGuest(
  db: Db,
  actor: Actor,
  eventId: string,
  guestId: string,
  input: UpdateGuest,
): Promise<Guest> {
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    const event = await mustGetEvent(tx, actor, 'UPDATE_ATTENDEES', eventId);
    const before = await getGuest(tx, eventId, guestId);
    if (!before) throw notFound('Guest not found');
    assertVersion(before, version);
    const phone = await normalizeMobilePhone(tx, fields.phone, event.defaultCountry);
    await assertPhoneFree(tx, eventId, phone, guestId);
    await assertBundleOfEvent(tx, eventId, fields.bundleId);
    return updateVersioned(tx, actor, {
      table: guests,
      id: guestId,
      version,
      set: {
        ...fields,
        ...(phone !== undefined ? { phone } : {}),
        // The RSVPs-over-time chart dates an answer by when it was given.
        ...(fields.rsvpStatus !== undefined && fields.rsvpStatus !== before.rsvpStatus
          ? { rsvpAnsweredAt: fields.rsvpStatus === 'pending' ? null : new Date() }
          : {}),
      },
      resource: RESOURCE,
      before,
      reread: () => getGuest(tx, eventId, guestId),
    });
  });
}

export async function deleteGuest(db: Db, actor: Actor, eventId: string, guestId: string) {
  await db.transaction(async (tx) => {
    const before = await mustGetGuest(tx, actor, 'DELETE_ATTENDEES', eventId, guestId);
    await tx.delete(guests).where(eq(guests.id, guestId));
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: guestId,
      before,
    });
  });
}
