/**
 * Invitation cards (ARTWORK_MAPPINGS): an event's artwork and layout, previews, each
 * guest's card as PNG, a printable PDF of many, and the guest's own card on their answer
 * page. Every event route answers 404 for an event outside the caller's scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARD_PDF_MAX_GUESTS,
  EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH,
  cardArtworkInputSchema,
  cardDesignInputSchema,
  cardPdfInputSchema,
  cardPreviewInputSchema,
  invitationCardSchema,
  updateCardLayoutInputSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { PUBLIC, actorOf, requires, requiresAnyOf } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { WindowCounter } from '../../../lib/window-counter';
import { fileAnswer, messageAnswerSchema, noBodyAnswer } from '../../../lib/answer-schemas';
import {
  drawCardsPdf,
  drawGuestCard,
  drawInvitationCard,
  previewCard,
} from './card-drawing-service';
import { DrawnCardCache } from './drawn-card-cache';
import { drawDoorQr } from './door-qr';
import {
  applyCardDesign,
  deleteInvitationCard,
  mustGetCardArtwork,
  mustGetInvitationCard,
  updateCardLayout,
  uploadCardArtwork,
} from './invitation-cards-service';

const tags = ['invitation cards'];
const card = '/api/events/:id/invitation-card';
const guestParams = z.strictObject({
  id: z.uuid('must be a UUID'),
  guestId: z.uuid('must be a UUID'),
});
// Any text up to a bound: a malformed token gets the same 404 as an unknown one (as in rsvp).
const tokenParams = z.strictObject({ token: z.string().max(100) });

/** An upload is a base64 data URL in JSON: room for the largest one, whatever BODY_LIMIT_BYTES says. */
const UPLOAD_BODY_LIMIT = EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH + 64 * 1024;
/**
 * A guest's answer page loads their card once; drawing one costs tens of milliseconds,
 * so one address gets a page's worth a minute, like the answer pages themselves.
 */
const PUBLIC_CARDS_PER_MINUTE = 60;

/** Cards carry a guest's name and a code that admits them: no shared cache may keep one. */
const PRIVATE_IMAGE = 'private, no-store';
/**
 * A guest's own card: their browser may keep it (they open their link again, at the door
 * too) but asks each time whether it is still the card (ETag), so a changed design or a
 * revoked link shows at once (decision 0035). Still no shared cache.
 */
const GUEST_OWN_IMAGE = 'private, no-cache';
/** A card's stored artwork: uploads are stored as WebP, a shipped design's as SVG. */
const ARTWORK_TYPES = ['image/webp', 'image/svg+xml'];

export const invitationCardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const read = requires('READ_ARTWORK_MAPPINGS');
  const readWithGuests = requires('READ_ARTWORK_MAPPINGS', 'READ_ATTENDEES');

  app.get(
    card,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The event's card: artwork size and placed fields (404 before an upload)",
        params: idParamsSchema,
        response: { 200: invitationCardSchema },
      },
    },
    async (request) => mustGetInvitationCard(db, actorOf(request), request.params.id),
  );

  app.get(
    `${card}/artwork`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The card's artwork (WebP), the editor's background",
        params: idParamsSchema,
        // `v` (the card's version) only makes each version's URL new, so it can be cached.
        querystring: z.strictObject({ v: z.string().max(40).optional() }),
        response: { 200: fileAnswer(ARTWORK_TYPES, "The card's artwork") },
      },
    },
    async (request, reply) => {
      const artwork = await mustGetCardArtwork(db, actorOf(request), request.params.id);
      const versioned = request.query.v === String(artwork.version);
      return reply
        .header('content-type', artwork.type)
        .header(
          'cache-control',
          versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        )
        .header('last-modified', artwork.updatedAt.toUTCString())
        .send(artwork.bytes);
    },
  );

  app.put(
    `${card}/artwork`,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: requiresAnyOf('ADD_ARTWORK_MAPPINGS', 'UPDATE_ARTWORK_MAPPINGS') },
      schema: {
        tags,
        summary:
          'Upload the artwork (PNG, JPEG, WebP or SVG data URL, 5 MB), creating the card or replacing its artwork; placed fields are kept',
        params: idParamsSchema,
        body: cardArtworkInputSchema,
        response: { 200: invitationCardSchema, 201: invitationCardSchema },
      },
    },
    async (request, reply) => {
      const { card: saved, created } = await uploadCardArtwork(
        db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.put(
    `${card}/design`,
    {
      config: { access: requiresAnyOf('ADD_ARTWORK_MAPPINGS', 'UPDATE_ARTWORK_MAPPINGS') },
      schema: {
        tags,
        summary:
          "Make the card from a gallery design: its artwork with the guest's and the event's fields placed (409 when the event has a card, unless `replace`)",
        params: idParamsSchema,
        body: cardDesignInputSchema,
        response: { 200: invitationCardSchema, 201: invitationCardSchema },
      },
    },
    async (request, reply) => {
      const { card: saved, created } = await applyCardDesign(
        db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.patch(
    card,
    {
      config: { access: requires('UPDATE_ARTWORK_MAPPINGS') },
      schema: {
        tags,
        summary: 'Place the fields (409 when its version is stale)',
        params: idParamsSchema,
        body: updateCardLayoutInputSchema,
        response: { 200: invitationCardSchema },
      },
    },
    async (request) => updateCardLayout(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    card,
    {
      config: { access: requires('DELETE_ARTWORK_MAPPINGS') },
      schema: {
        tags,
        summary: "Delete the event's card (artwork and layout)",
        params: idParamsSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await deleteInvitationCard(db, actorOf(request), request.params.id);
      return { message: 'Invitation card deleted' };
    },
  );

  app.post(
    `${card}/preview`,
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          'PNG of unsaved fields drawn for a guest of the event (needs READ_ATTENDEES too) or a sample guest',
        params: idParamsSchema,
        body: cardPreviewInputSchema,
        response: { 200: fileAnswer(['image/png'], 'The card drawn with the fields given') },
      },
    },
    async (request, reply) => {
      const png = await previewCard(db, actorOf(request), request.params.id, request.body);
      return reply.type('image/png').header('cache-control', PRIVATE_IMAGE).send(png);
    },
  );

  app.get(
    '/api/events/:id/guests/:guestId/card.png',
    {
      config: { access: readWithGuests },
      schema: {
        tags,
        summary: "A guest's personalised card (PNG download)",
        params: guestParams,
        response: { 200: fileAnswer(['image/png'], "The guest's card") },
      },
    },
    async (request, reply) => {
      const { id, guestId } = request.params;
      const { png, fileName } = await drawGuestCard(db, actorOf(request), id, guestId);
      return reply
        .type('image/png')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', PRIVATE_IMAGE)
        .send(png);
    },
  );

  app.post(
    '/api/events/:id/invitation-cards.pdf',
    {
      config: { access: readWithGuests },
      schema: {
        tags,
        summary: `Printable PDF, one card a page, of the chosen guests or all of them (at most ${CARD_PDF_MAX_GUESTS})`,
        params: idParamsSchema,
        body: cardPdfInputSchema,
        response: { 200: fileAnswer(['application/pdf'], 'The cards, one a page') },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await drawCardsPdf(
        db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  const byAddress = new WindowCounter(PUBLIC_CARDS_PER_MINUTE, 60_000);
  const drawnCards = new DrawnCardCache();
  // One allowance per address for the guest's images together: card and door QR alike.
  const throttle = async (request: { ip: string }) => {
    const wait = byAddress.retryAfterMs(request.ip);
    if (wait > 0) throw tooManyRequests('Too many requests.', wait);
    byAddress.hit(request.ip);
  };
  const guestCard = (format: 'png' | 'webp', summary: string) =>
    app.get(
      `/api/invitations/:token/card.${format}`,
      {
        config: { access: PUBLIC },
        preHandler: throttle,
        schema: {
          tags: ['answer links'],
          summary,
          params: tokenParams,
          response: {
            200: fileAnswer([`image/${format}`], "The guest's own card"),
            304: noBodyAnswer('The card the If-None-Match names is still the card'),
          },
        },
      },
      async (request, reply) => {
        const { etag, image } = await drawInvitationCard(
          db,
          drawnCards,
          request.params.token,
          format,
          request.headers['if-none-match'],
        );
        reply.header('cache-control', GUEST_OWN_IMAGE).header('etag', etag);
        return image ? reply.type(`image/${format}`).send(image) : reply.status(304).send();
      },
    );
  guestCard('png', "The guest's own card at print size (the download and the messages' link)");
  app.get(
    '/api/invitations/:token/door-qr.svg',
    {
      config: { access: PUBLIC },
      preHandler: throttle,
      schema: {
        tags: ['answer links'],
        summary: "The guest's door QR alone, large on their answer page (the card's own code)",
        params: tokenParams,
        response: { 200: fileAnswer(['image/svg+xml'], "The guest's door QR") },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', GUEST_OWN_IMAGE)
        .type('image/svg+xml')
        .send(await drawDoorQr(db, request.params.token)),
  );
  guestCard('webp', "The guest's own card as their answer page shows it (720 px WebP)");
};
