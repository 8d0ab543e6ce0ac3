/**
 * The authorization matrix's rows for the events area (spread into ROUTE_CASES): events and
 * their team, guests and their links, check-in, the answer page, invitation cards, the guest
 * import and export, and the event templates gallery. An event's records follow its scope.
 */
import { inDays, type apiAs } from './api-client';
import {
  call,
  newEvent,
  newGuest,
  on,
  pngDataUrl,
  SCOPED,
  unique,
  type RouteCase,
  type Versioned,
} from './route-case';

type Api = ReturnType<typeof apiAs>;
type GuestOf = Awaited<ReturnType<typeof newGuest>>;

const CREATED = { success: 201, scoped: true } as const;

const eventUrl = (event: { id: string }, path = '') => `/api/events/${event.id}${path}`;
const guestUrl = ({ event, guest }: GuestOf, path = '') =>
  `/api/events/${event.id}/guests/${guest.id}${path}`;

/** A guest whose answer link the admin has given. */
async function newLinkedGuest(admin: Api) {
  const record = await newGuest(admin);
  const { body } = await admin('POST', guestUrl(record, '/link'));
  return { ...record, token: (body as { token: string }).token };
}

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

async function newTemplate(admin: Api) {
  const { body } = await admin('POST', '/api/event-templates', {
    name: unique('Matrix design'),
    artwork: await pngDataUrl(),
  });
  return body as Versioned;
}

/** A door scan of the guest's card, as a check-in device sends it. */
const scan = (guestId: string) => ({
  clientId: crypto.randomUUID(),
  deviceId: 'matrix',
  guestId,
  count: 1,
  scannedAt: new Date().toISOString(),
});

export const EVENT_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events': call('/api/events'),
  'POST /api/events': {
    prepare: async () => ({
      url: '/api/events',
      body: {
        name: unique('Event'),
        startsAt: inDays(20),
        timeZone: 'Africa/Dar_es_Salaam',
        defaultCountry: 'TZ',
      },
    }),
    success: 201,
  },
  'GET /api/events/:id': on(newEvent, (event) => ({ url: eventUrl(event) }), SCOPED),
  'PATCH /api/events/:id': on(
    newEvent,
    (event) => ({ url: eventUrl(event), body: { venue: 'Hall', version: event.version } }),
    SCOPED,
  ),
  'DELETE /api/events/:id': on(newEvent, (event) => ({ url: eventUrl(event) }), SCOPED),
  'GET /api/events/:id/team': on(newEvent, (event) => ({ url: eventUrl(event, '/team') }), SCOPED),
  'PUT /api/events/:id/team': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/team'), body: { userIds: [] } }),
    SCOPED,
  ),

  'GET /api/events/:id/stats': on(newEvent, (e) => ({ url: eventUrl(e, '/stats') }), SCOPED),

  'GET /api/events/:id/guests': on(newEvent, (e) => ({ url: eventUrl(e, '/guests') }), SCOPED),
  'POST /api/events/:id/guests': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/guests'), body: { name: 'Neema' } }),
    CREATED,
  ),
  'GET /api/events/:id/guests/:guestId': on(newGuest, (r) => ({ url: guestUrl(r) }), SCOPED),
  'PATCH /api/events/:id/guests/:guestId': on(
    newGuest,
    (record) => ({
      url: guestUrl(record),
      body: { tableName: 'Table 4', version: record.guest.version },
    }),
    SCOPED,
  ),
  'DELETE /api/events/:id/guests/:guestId': on(newGuest, (r) => ({ url: guestUrl(r) }), SCOPED),
  'GET /api/events/:id/guests/:guestId/link': on(
    newLinkedGuest,
    (record) => ({ url: guestUrl(record, '/link') }),
    SCOPED,
  ),
  'POST /api/events/:id/guests/:guestId/link': on(
    newGuest,
    (record) => ({ url: guestUrl(record, '/link') }),
    CREATED,
  ),
  'DELETE /api/events/:id/guests/:guestId/link': on(
    newLinkedGuest,
    (record) => ({ url: guestUrl(record, '/link') }),
    SCOPED,
  ),
  'GET /api/events/:id/guests/:guestId/card-code': on(
    newGuest,
    (record) => ({ url: guestUrl(record, '/card-code') }),
    SCOPED,
  ),
  'GET /api/check-in/events': call('/api/check-in/events'),
  'GET /api/events/:id/check-in-kit': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/check-in-kit') }),
    SCOPED,
  ),
  'POST /api/events/:id/check-ins': on(
    newGuest,
    ({ event, guest }) => ({ url: eventUrl(event, '/check-ins'), body: scan(guest.id) }),
    SCOPED,
  ),
  'POST /api/events/:id/check-ins/sync': on(
    newGuest,
    ({ event, guest }) => ({
      url: eventUrl(event, '/check-ins/sync'),
      body: { items: [scan(guest.id)] },
    }),
    SCOPED,
  ),
  'GET /api/events/:id/check-ins/summary': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/check-ins/summary') }),
    SCOPED,
  ),
  'GET /api/invitations/:token': on(newLinkedGuest, ({ token }) => ({
    url: `/api/invitations/${token}`,
  })),
  'POST /api/invitations/:token/answer': on(newLinkedGuest, ({ token }) => ({
    url: `/api/invitations/${token}/answer`,
    body: { attending: true },
  })),
  'GET /api/invitations/:token/calendar.ics': on(newLinkedGuest, ({ token }) => ({
    url: `/api/invitations/${token}/calendar.ics`,
  })),

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
  'POST /api/events/:id/guests/import': on(
    newEvent,
    (event) => ({
      url: eventUrl(event, '/guests/import?dryRun=false'),
      raw: { payload: Buffer.from('Name,Phone\r\nNeema,0712345678\r\n'), contentType: 'text/csv' },
    }),
    SCOPED,
  ),
  'GET /api/events/:id/guests/export': on(
    newGuest,
    ({ event }) => ({ url: eventUrl(event, '/guests/export?format=csv') }),
    SCOPED,
  ),
  'GET /api/attendees': call('/api/attendees'),

  // Event templates (public gallery; writes need the EVENT_TEMPLATES privileges).
  'GET /api/event-templates': call('/api/event-templates'),
  'POST /api/event-templates': {
    prepare: async () => ({
      url: '/api/event-templates',
      body: { name: unique('Design'), artwork: await pngDataUrl() },
    }),
    success: 201,
  },
  'GET /api/event-templates/:id': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}`,
  })),
  'GET /api/event-templates/:id/artwork': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}/artwork`,
  })),
  'PATCH /api/event-templates/:id': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}`,
    body: { published: false, version: template.version },
  })),
  'DELETE /api/event-templates/:id': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}`,
  })),
};
