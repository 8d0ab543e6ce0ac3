/**
 * An event's invitation card: its artwork (uploaded or replaced) and the fields placed on
 * it. Every write is one transaction with its audit entry; an event outside the actor's
 * scope answers 404, as if it did not exist.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  hasPrivilege,
  type cardArtworkInputSchema,
  type cardDesignInputSchema,
  type InvitationCard,
  type updateCardLayoutInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { invitationCards } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { CARD_RESOURCE, cardAuditView, drawDesignCard, writeDesignCard } from '../design-cards';
import { toStoredArtwork } from '../event-templates';
import { mustGetEvent } from '../events';
import { getCardArtwork, getInvitationCard, type CardArtwork } from './invitation-cards-repository';

const RESOURCE = CARD_RESOURCE;
type ArtworkInput = z.output<typeof cardArtworkInputSchema>;
type LayoutInput = z.output<typeof updateCardLayoutInputSchema>;
type DesignInput = z.output<typeof cardDesignInputSchema>;

export const noCard = () =>
  notFound('This event has no invitation card yet: upload its artwork first');

export async function mustGetInvitationCard(
  db: Db,
  actor: Actor,
  eventId: string,
): Promise<InvitationCard> {
  await mustGetEvent(db, actor, 'READ_ARTWORK_MAPPINGS', eventId);
  const card = await getInvitationCard(db, eventId);
  if (!card) throw noCard();
  return card;
}

export async function mustGetCardArtwork(
  db: Db,
  actor: Actor,
  eventId: string,
): Promise<CardArtwork> {
  await mustGetEvent(db, actor, 'READ_ARTWORK_MAPPINGS', eventId);
  const artwork = await getCardArtwork(db, eventId);
  if (!artwork) throw noCard();
  return artwork;
}

/** Creating a card takes ADD_ARTWORK_MAPPINGS, replacing its artwork UPDATE_ARTWORK_MAPPINGS. */
export async function uploadCardArtwork(
  db: Db,
  actor: Actor,
  eventId: string,
  input: ArtworkInput,
): Promise<{ card: InvitationCard; created: boolean }> {
  const held = hasPrivilege(actor.privileges, 'ADD_ARTWORK_MAPPINGS')
    ? 'ADD_ARTWORK_MAPPINGS'
    : 'UPDATE_ARTWORK_MAPPINGS';
  // Before the slow part (decoding the image): an event out of reach is not worth it.
  await mustGetEvent(db, actor, held, eventId);
  // Checked and redrawn exactly as event templates' artwork is (decision 0009): whatever
  // sharp cannot read is a 400 naming `artwork`, and an SVG is rasterised, so nothing in
  // it reaches a browser or the card renderer.
  const artwork = await toStoredArtwork(input.artwork);
  return db.transaction(async (tx) => {
    const before = await getInvitationCard(tx, eventId);
    const needed = before ? 'UPDATE_ARTWORK_MAPPINGS' : 'ADD_ARTWORK_MAPPINGS';
    if (!hasPrivilege(actor.privileges, needed)) {
      throw forbidden(
        before
          ? 'Replacing the artwork of a card needs UPDATE_ARTWORK_MAPPINGS'
          : 'Adding an invitation card needs ADD_ARTWORK_MAPPINGS',
      );
    }
    await mustGetEvent(tx, actor, needed, eventId);
    const previousArtwork = before ? await getCardArtwork(tx, eventId) : undefined;
    const columns = {
      artworkType: artwork.type,
      artwork: artwork.bytes,
      width: artwork.width,
      height: artwork.height,
    };
    // The fields are fractions of the artwork: they stay where they were on a new one.
    await tx
      .insert(invitationCards)
      .values({ eventId, ...columns, createdBy: actor.userId })
      .onConflictDoUpdate({
        target: invitationCards.eventId,
        set: { ...columns, updatedAt: new Date(), version: sql`${invitationCards.version} + 1` },
      });
    const card = (await getInvitationCard(tx, eventId))!;
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      resource: RESOURCE,
      recordId: eventId,
      ...(before ? { before: cardAuditView(before, previousArtwork) } : {}),
      after: cardAuditView(card, artwork),
    });
    return { card, created: !before };
  });
}

/**
 * The event's card made from a gallery design (decision in design-cards): the design's
 * artwork with its fields placed. A card the event already has is replaced only when the
 * organiser said so (`replace`), a 409 otherwise, and that takes UPDATE_ARTWORK_MAPPINGS.
 */
export async function applyCardDesign(
  db: Db,
  actor: Actor,
  eventId: string,
  input: DesignInput,
): Promise<{ card: InvitationCard; created: boolean }> {
  const held = hasPrivilege(actor.privileges, 'ADD_ARTWORK_MAPPINGS')
    ? 'ADD_ARTWORK_MAPPINGS'
    : 'UPDATE_ARTWORK_MAPPINGS';
  await mustGetEvent(db, actor, held, eventId);
  const design = await drawDesignCard(db, input.templateId);
  if (!design) {
    throw badRequest('Unknown event template', { templateId: ['Unknown event template'] });
  }
  return db.transaction(async (tx) => {
    const card = await getInvitationCard(tx, eventId);
    const needed = card ? 'UPDATE_ARTWORK_MAPPINGS' : 'ADD_ARTWORK_MAPPINGS';
    if (!hasPrivilege(actor.privileges, needed)) {
      throw forbidden(
        card
          ? 'Replacing an invitation card needs UPDATE_ARTWORK_MAPPINGS'
          : 'Adding an invitation card needs ADD_ARTWORK_MAPPINGS',
      );
    }
    await mustGetEvent(tx, actor, needed, eventId);
    if (card && !input.replace) {
      throw conflict('This event already has an invitation card: confirm replacing it');
    }
    const artwork = card ? await getCardArtwork(tx, eventId) : undefined;
    await writeDesignCard(
      tx,
      actor,
      eventId,
      design,
      card && artwork ? { card, artwork } : undefined,
    );
    return { card: (await getInvitationCard(tx, eventId))!, created: !card };
  });
}

export async function updateCardLayout(
  db: Db,
  actor: Actor,
  eventId: string,
  input: LayoutInput,
): Promise<InvitationCard> {
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'UPDATE_ARTWORK_MAPPINGS', eventId);
    const before = await getInvitationCard(tx, eventId);
    if (!before) throw noCard();
    assertVersion(before, input.version);
    const rows = await tx
      .update(invitationCards)
      .set({
        fields: input.fields,
        updatedAt: new Date(),
        version: sql`${invitationCards.version} + 1`,
      })
      .where(and(eq(invitationCards.eventId, eventId), eq(invitationCards.version, input.version)))
      .returning({ eventId: invitationCards.eventId });
    assertUpdated(rows);
    const after = (await getInvitationCard(tx, eventId))!;
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: eventId,
      before: cardAuditView(before),
      after: cardAuditView(after),
    });
    return after;
  });
}

export async function deleteInvitationCard(db: Db, actor: Actor, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'DELETE_ARTWORK_MAPPINGS', eventId);
    const before = await getInvitationCard(tx, eventId);
    if (!before) throw noCard();
    const artwork = await getCardArtwork(tx, eventId);
    await tx.delete(invitationCards).where(eq(invitationCards.eventId, eventId));
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: eventId,
      before: cardAuditView(before, artwork),
    });
  });
}
