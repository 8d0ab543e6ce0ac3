/**
 * The authorization matrix's rows for an event's card artwork, fields and guests' drawn cards,
 * following the event's scope; the answer page's card is public, by the guest's token.
 * test/route-cases.ts gathers them (decision 0066b).
 */
import {
  type Api,
  CREATED,
  eventUrl,
  guestUrl,
  newEvent,
  newGuest,
  on,
  pngDataUrl,
  type RouteCase,
  SCOPED,
} from '../../../../test/route-case';

/** An event with one guest, whose invitation card has artwork. */
async function newCard(admin: Api) {
  const { event, guest } = await newGuest(admin);
  const { body } = await admin('PUT', eventUrl(event, '/invitation-card/artwork'), {
    artwork: await pngDataUrl(),
  });
  return { event, guest, card: body as { version: number } };
}

/** A guest of an event with a card, and the guest's answer-link token. */
async function newCardLink(admin: Api) {
  const record = await newCard(admin);
  const { body } = await admin('POST', guestUrl(record, '/link'));
  return (body as { token: string }).token;
}

/** An event without a card, and one of the gallery's designs (seeded on first start). */
async function newEventAndDesign(admin: Api) {
  const event = await newEvent(admin);
  const { body } = await admin('GET', '/api/event-templates?size=1');
  return { event, templateId: (body as { items: { id: string }[] }).items[0]!.id };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  // Invitation cards (ARTWORK_MAPPINGS; a guest's card needs READ_ATTENDEES too).
  'GET /api/events/:id/invitation-card': on(
    newCard,
    ({ event }) => ({ url: eventUrl(event, '/invitation-card') }),
    SCOPED,
  ),
  'GET /api/events/:id/invitation-card/artwork': on(
    newCard,
    ({ event }) => ({ url: eventUrl(event, '/invitation-card/artwork') }),
    SCOPED,
  ),
  'PUT /api/events/:id/invitation-card/artwork': on(
    newEvent,
    async (event) => ({
      url: eventUrl(event, '/invitation-card/artwork'),
      body: { artwork: await pngDataUrl() },
    }),
    CREATED,
  ),
  'PUT /api/events/:id/invitation-card/design': on(
    newEventAndDesign,
    ({ event, templateId }) => ({
      url: eventUrl(event, '/invitation-card/design'),
      body: { templateId },
    }),
    CREATED,
  ),
  'PATCH /api/events/:id/invitation-card': on(
    newCard,
    ({ event, card }) => ({
      url: eventUrl(event, '/invitation-card'),
      body: { fields: [], version: card.version },
    }),
    SCOPED,
  ),
  'DELETE /api/events/:id/invitation-card': on(
    newCard,
    ({ event }) => ({ url: eventUrl(event, '/invitation-card') }),
    SCOPED,
  ),
  'POST /api/events/:id/invitation-card/preview': on(
    newCard,
    ({ event }) => ({ url: eventUrl(event, '/invitation-card/preview'), body: { fields: [] } }),
    SCOPED,
  ),
  'GET /api/events/:id/guests/:guestId/card.png': on(
    newCard,
    (record) => ({ url: guestUrl(record, '/card.png') }),
    SCOPED,
  ),
  'POST /api/events/:id/invitation-cards.pdf': on(
    newCard,
    ({ event }) => ({ url: eventUrl(event, '/invitation-cards.pdf'), body: {} }),
    SCOPED,
  ),
  'GET /api/invitations/:token/card.png': on(newCardLink, (token) => ({
    url: `/api/invitations/${token}/card.png`,
  })),
  'GET /api/invitations/:token/card.webp': on(newCardLink, (token) => ({
    url: `/api/invitations/${token}/card.webp`,
  })),
  'GET /api/invitations/:token/door-qr.svg': on(newCardLink, (token) => ({
    url: `/api/invitations/${token}/door-qr.svg`,
  })),
};
