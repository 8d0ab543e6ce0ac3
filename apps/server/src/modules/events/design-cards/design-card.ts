/**
 * A design from the gallery made into an event's invitation card: its artwork drawn as an
 * uploaded card's is (decision 0009) and the design's fields placed on it (design-layouts
 * in event-templates). Below both events and invitation-cards, which make a card this way
 * when an event is created with a design and when the organiser picks one later.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CardField, InvitationCard } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventTemplates, invitationCards } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { getDesignCardFields, toStoredArtwork } from '../event-templates';

/** The audit log's resource for cards, whichever module writes them. */
export const CARD_RESOURCE = 'invitation-cards';

type Artwork = { type: string; bytes: Buffer };

/** The audit log keeps what the artwork was, not its bytes. */
const describeArtwork = ({ type, bytes }: Artwork) =>
  `${type}, ${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;

/** A card as the audit log records it before and after a change. */
export const cardAuditView = (
  card: Pick<InvitationCard, 'artworkType' | 'width' | 'height' | 'fields'>,
  artwork?: Artwork,
) => ({
  artworkType: card.artworkType,
  width: card.width,
  height: card.height,
  fields: card.fields,
  ...(artwork ? { artwork: describeArtwork(artwork) } : {}),
});

type DesignCard = {
  templateId: string;
  artwork: Artwork & { width: number; height: number };
  fields: CardField[];
};

/**
 * The card a design makes, drawn in an upload worker: slow, so callers draw it before
 * their transaction. Undefined for a design that does not exist (the caller's own check
 * names the field).
 */
export async function drawDesignCard(db: Db, templateId: string): Promise<DesignCard | undefined> {
  const [design] = await db
    .select({ type: eventTemplates.artworkType, bytes: eventTemplates.artwork })
    .from(eventTemplates)
    .where(eq(eventTemplates.id, templateId));
  if (!design) return undefined;
  const artwork = await toStoredArtwork(
    `data:${design.type};base64,${design.bytes.toString('base64')}`,
  );
  const fields = await getDesignCardFields(design.bytes, artwork);
  return { templateId, artwork, fields };
}

/**
 * Writes the drawn design as the event's card, replacing any card it had, with its audit
 * entry, in the caller's transaction. Whether the actor may is the caller's to decide.
 */
export async function writeDesignCard(
  tx: Db,
  actor: Actor,
  eventId: string,
  design: DesignCard,
  before?: { card: InvitationCard; artwork: Artwork },
): Promise<void> {
  const { artwork, fields } = design;
  const columns = {
    artworkType: artwork.type,
    artwork: artwork.bytes,
    width: artwork.width,
    height: artwork.height,
    fields,
  };
  await tx
    .insert(invitationCards)
    .values({ eventId, ...columns, createdBy: actor.userId })
    .onConflictDoUpdate({
      target: invitationCards.eventId,
      set: { ...columns, updatedAt: new Date(), version: sql`${invitationCards.version} + 1` },
    });
  await recordAudit(tx, actor, {
    action: before ? 'update' : 'create',
    resource: CARD_RESOURCE,
    recordId: eventId,
    ...(before ? { before: cardAuditView(before.card, before.artwork) } : {}),
    after: { ...cardAuditView(columns, artwork), templateId: design.templateId },
  });
}
