/**
 * An event's invitation card: its artwork (uploaded or replaced) and the fields placed on
 * it. Every write is one transaction with its audit entry; an event outside the actor's
 * scope answers 404, as if it did not exist.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  hasPrivilege,
  type cardArtworkInputSchema,
  type InvitationCard,
  type updateCardLayoutInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { invitationCards } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { forbidden, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { toStoredArtwork } from '../event-templates';
import { mustGetEvent } from '../events';
import { getCardArtwork, getInvitationCard, type CardArtwork } from './invitation-cards-repository';

const RESOURCE = 'invitation-cards';
type ArtworkInput = z.output<typeof cardArtworkInputSchema>;
type LayoutInput = z.output<typeof updateCardLayoutInputSchema>;

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

/** The audit log keeps what the artwork was, not its bytes. */
const describeArtwork = ({ type, bytes }: { type: string; bytes: Buffer }) =>
  `${type}, ${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;

const auditView = (card: InvitationCard, artwork?: { type: string; bytes: Buffer }) => ({
  artworkType: card.artworkType,
  width: card.width,
  height: card.height,
  fields: card.fields,
  ...(artwork ? { artwork: describeArtwork(artwork) } : {}),
});

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
      ...(before ? { before: auditView(before, previousArtwork) } : {}),
      after: auditView(card, artwork),
    });
    return { card, created: !before };
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
      before: auditView(before),
      after: auditView(after),
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
      before: auditView(before, artwork),
    });
  });
}
