/**
 * Cards drawn for guests: the editor's preview, one guest's PNG, the printable PDF of
 * many, and a guest's own card on their answer page. The renderer trusts its inputs, so
 * every guest is checked here to belong to the event before a code is signed for it.
 */
import {
  CARD_PDF_MAX_GUESTS,
  SAMPLE_CARD_GUEST,
  hasPrivilege,
  type cardPdfInputSchema,
  type cardPreviewInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { HttpError, badRequest, forbidden, notFound } from '../../../lib/http-error';
import { createCardSigner, signCardCode } from '../check-in';
import { mustGetEvent } from '../events';
import { mustGetGuest } from '../guests';
import { getInvitationEvent } from '../invitations';
import { renderCardsPdf } from './card-pdf';
import { SAMPLE_CARD_CODE } from './card-qr';
import {
  getCardDesign,
  getCardGuest,
  listCardGuests,
  type CardGuestRow,
} from './invitation-cards-repository';
import { noCard } from './invitation-cards-service';
import { drawnCardTag, type DrawnCardCache } from './drawn-card-cache';
import { cardForScreen, prepareArtwork, renderCardPng } from './render-card';

type PreviewInput = z.output<typeof cardPreviewInputSchema>;
type PdfInput = z.output<typeof cardPdfInputSchema>;

async function mustGetDesign(db: Db, eventId: string) {
  const design = await getCardDesign(db, eventId);
  if (!design) throw noCard();
  return { artwork: await prepareArtwork(design.artwork), fields: design.fields };
}

/** Letters, digits and dashes only: safe in a Content-Disposition header on every browser. */
function fileNameOf(prefix: string, name: string, extension: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${prefix}${slug ? `-${slug}` : ''}.${extension}`;
}

/**
 * The unsaved layout drawn for the sample guest, or for a guest of the event (which takes
 * READ_ATTENDEES too: it shows their name and table). The QR code is always the sample's:
 * a design preview hands out no code that admits anyone.
 */
export async function previewCard(
  db: Db,
  actor: Actor,
  eventId: string,
  input: PreviewInput,
): Promise<Buffer> {
  const event = await mustGetEvent(db, actor, 'READ_ARTWORK_MAPPINGS', eventId);
  let guest: CardGuestRow | typeof SAMPLE_CARD_GUEST = SAMPLE_CARD_GUEST;
  if (input.guestId) {
    if (!hasPrivilege(actor.privileges, 'READ_ATTENDEES')) {
      throw forbidden('Previewing with one of the guests needs READ_ATTENDEES');
    }
    guest = await mustGetGuest(db, actor, 'READ_ATTENDEES', eventId, input.guestId);
  }
  const { artwork } = await mustGetDesign(db, eventId);
  return renderCardPng(artwork, input.fields, {
    guest,
    event,
    code: SAMPLE_CARD_CODE,
  });
}

/** One guest's card with the saved layout and their signed code. */
export async function drawGuestCard(
  db: Db,
  actor: Actor,
  eventId: string,
  guestId: string,
): Promise<{ png: Buffer; fileName: string }> {
  const event = await mustGetEvent(db, actor, 'READ_ARTWORK_MAPPINGS', eventId);
  const guest = await mustGetGuest(db, actor, 'READ_ATTENDEES', eventId, guestId);
  const { artwork, fields } = await mustGetDesign(db, eventId);
  const png = await renderCardPng(artwork, fields, {
    guest,
    event,
    code: await signCardCode(db, eventId, guest.id),
  });
  return { png, fileName: fileNameOf('invitation', guest.name, 'png') };
}

/** The chosen guests in the order chosen (all of the event's), or a 4xx naming `guestIds`. */
async function chooseGuests(
  db: Db,
  eventId: string,
  guestIds: readonly string[] | undefined,
): Promise<CardGuestRow[]> {
  if (guestIds) {
    const wanted = [...new Set(guestIds.map((id) => id.toLowerCase()))];
    const found = new Map((await listCardGuests(db, eventId, wanted)).map((g) => [g.id, g]));
    const missing = wanted.length - found.size;
    if (missing > 0) {
      const message = `${missing} of the chosen guests ${missing === 1 ? 'is' : 'are'} not on this event's guest list`;
      throw new HttpError(404, message, { guestIds: [message] });
    }
    return wanted.map((id) => found.get(id)!);
  }
  const all = await listCardGuests(db, eventId, undefined, CARD_PDF_MAX_GUESTS + 1);
  if (all.length === 0) {
    throw badRequest('This event has no guests yet', {
      guestIds: ['This event has no guests yet'],
    });
  }
  if (all.length > CARD_PDF_MAX_GUESTS) {
    const message = `This event has more than ${CARD_PDF_MAX_GUESTS} guests: choose at most ${CARD_PDF_MAX_GUESTS} to print at once`;
    throw badRequest(message, { guestIds: [message] });
  }
  return all;
}

/** The printable PDF of the chosen guests' cards (takes READ_ATTENDEES too, by the route). */
export async function drawCardsPdf(
  db: Db,
  actor: Actor,
  eventId: string,
  input: PdfInput,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const event = await mustGetEvent(db, actor, 'READ_ARTWORK_MAPPINGS', eventId);
  await mustGetEvent(db, actor, 'READ_ATTENDEES', eventId);
  const { artwork, fields } = await mustGetDesign(db, eventId);
  const guests = await chooseGuests(db, eventId, input.guestIds);
  const sign = await createCardSigner(db, eventId);
  // Laid out one by one as the PDF asks for them.
  function* contents() {
    for (const guest of guests) yield { guest, event, code: sign(guest.id) };
  }
  const pdf = await renderCardsPdf(artwork, fields, contents(), `Invitation cards: ${event.name}`);
  return { pdf, fileName: fileNameOf('invitation-cards', event.name, 'pdf') };
}

/**
 * A guest's own card from their answer link; unknown and revoked links get rsvp's one 404.
 * `png` is the print-size download, `webp` what the answer page shows (smaller, for a slow
 * link). Each is drawn once for the same design, guest, event and code (`cards`, decision
 * 0035); `image` is null when the browser's copy (`knownTag`, its If-None-Match) is still
 * the card.
 */
export async function drawInvitationCard(
  db: Db,
  cards: DrawnCardCache,
  token: string,
  format: 'png' | 'webp',
  knownTag?: string,
): Promise<{ etag: string; image: Buffer | null }> {
  const { guestId, event } = await getInvitationEvent(db, token);
  const [design, guest] = await Promise.all([
    getCardDesign(db, event.id),
    getCardGuest(db, event.id, guestId),
  ]);
  if (!design || !guest) throw notFound('This invitation has no card');
  const content = { guest, event, code: await signCardCode(db, event.id, guest.id) };
  const pngTag = drawnCardTag(design.artwork, [design.fields, content]);
  // The WebP is made from that PNG alone, so its tag is the PNG's, marked: no second hash.
  const etag = format === 'png' ? pngTag : `${pngTag.slice(0, -1)}-webp"`;
  if (knownTag === etag) return { etag, image: null };
  const drawPng = async () =>
    (
      await cards.get(pngTag, async () =>
        renderCardPng(await prepareArtwork(design.artwork), design.fields, content),
      )
    ).bytes;
  const drawn = await cards.get(etag, async () =>
    format === 'png' ? drawPng() : cardForScreen(await drawPng()),
  );
  return { etag, image: drawn.bytes };
}
