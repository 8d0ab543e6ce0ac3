/**
 * Invitation cards and the guests they are drawn for. Callers have already checked that
 * the event is in the actor's scope; every guest query is limited to that event.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CardField, CardGuestValues, InvitationCard } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { guests, invitationCards } from '../../../db/schema';

const cardColumns = {
  eventId: invitationCards.eventId,
  artworkType: invitationCards.artworkType,
  width: invitationCards.width,
  height: invitationCards.height,
  fields: invitationCards.fields,
  updatedAt: invitationCards.updatedAt,
  version: invitationCards.version,
};

const selectCards = (db: Db) => db.select(cardColumns).from(invitationCards);
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

// The fields were checked by cardFieldsSchema when they were written.
const toCard = (row: CardRow): InvitationCard => ({
  ...row,
  fields: row.fields as CardField[],
  updatedAt: row.updatedAt.toISOString(),
});

export async function getInvitationCard(
  db: Db,
  eventId: string,
): Promise<InvitationCard | undefined> {
  const [row] = await selectCards(db).where(eq(invitationCards.eventId, eventId));
  return row ? toCard(row) : undefined;
}

export type CardArtwork = { type: string; bytes: Buffer; version: number; updatedAt: Date };

export async function getCardArtwork(db: Db, eventId: string): Promise<CardArtwork | undefined> {
  const [row] = await db
    .select({
      type: invitationCards.artworkType,
      bytes: invitationCards.artwork,
      version: invitationCards.version,
      updatedAt: invitationCards.updatedAt,
    })
    .from(invitationCards)
    .where(eq(invitationCards.eventId, eventId));
  return row;
}

/** What drawing needs: the artwork's bytes and the saved layout. */
export async function getCardDesign(
  db: Db,
  eventId: string,
): Promise<{ artwork: Buffer; fields: CardField[] } | undefined> {
  const [row] = await db
    .select({ artwork: invitationCards.artwork, fields: invitationCards.fields })
    .from(invitationCards)
    .where(eq(invitationCards.eventId, eventId));
  return row ? { artwork: row.artwork, fields: row.fields as CardField[] } : undefined;
}

const cardGuestColumns = {
  id: guests.id,
  name: guests.name,
  cardType: guests.cardType,
  admissions: guests.admissions,
  tableName: guests.tableName,
};
export type CardGuestRow = CardGuestValues & { id: string };

export async function getCardGuest(
  db: Db,
  eventId: string,
  guestId: string,
): Promise<CardGuestRow | undefined> {
  const [row] = await db
    .select(cardGuestColumns)
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)));
  return row;
}

/** The event's guests among `ids` (others are left out), or all of them, by name. */
export async function listCardGuests(
  db: Db,
  eventId: string,
  ids: readonly string[] | undefined,
  limit?: number,
): Promise<CardGuestRow[]> {
  const query = db
    .select(cardGuestColumns)
    .from(guests)
    .where(and(eq(guests.eventId, eventId), ids ? inArray(guests.id, [...ids]) : undefined))
    .orderBy(asc(guests.name), asc(guests.id));
  return limit === undefined ? query : query.limit(limit);
}
