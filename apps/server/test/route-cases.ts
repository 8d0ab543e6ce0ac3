/**
 * One row per API route for the authorization matrix: how to make a call that succeeds
 * (a URL with real ids and a valid body, prepared by the admin), the status it answers,
 * and whether its record lies outside an `assigned`-scope user's reach. The matrix test
 * fails for any registered route missing here, so every new route brings its row.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  eventVendors,
  messages,
  phoneVerificationCodes,
  vendorEnquiries,
  vendorReviewInvitations,
  vendorReviews,
} from '../src/db/schema';
import { hashPhoneCode } from '../src/modules/phone-verification/phone-codes';
import { inDays, type apiAs } from './api-client';
import { VENDOR_ROUTE_CASES } from './route-cases-vendors';
import { TODO_ROUTE_CASES } from './route-cases-todos';
import { PAYMENT_ROUTE_CASES } from './route-cases-payments';
import { insertVendor, startedYesterday } from './support/vendor-fixtures';
import { VENDOR_GALLERY_ROUTE_CASES } from './route-cases-gallery';
import { MEMBERS_IMPORT_ROUTE_CASES } from './route-cases-members-import';
import { PAYMENT_CALLBACK_ROUTE_CASES } from './route-cases-payment-callbacks';
import { GUEST_PAYMENT_ROUTE_CASES } from './route-cases-guest-payments';
import { PAY_LINK_ROUTE_CASES } from './route-cases-pay-links';
import { FLUTTERWAVE_ROUTE_CASES } from './route-cases-flutterwave';
import { BUDGET_ROUTE_CASES } from './route-cases-budgets';
import { PRICE_ROUTE_CASES } from './route-cases-prices';
import { USER_PASSWORD, type TestApp } from './test-app';

export type Prepared = {
  url: string;
  body?: unknown;
  /** For uploads: the raw body and its type instead of JSON. */
  raw?: { payload: Buffer; contentType: string };
};

export type RouteCase = {
  /** Builds a fresh call; `self` is the id of the user who will make it. */
  prepare: (ctx: {
    admin: ReturnType<typeof apiAs>;
    t: TestApp;
    self: ReturnType<typeof apiAs>;
    selfId: string;
  }) => Promise<Prepared>;
  success: number;
  /** The prepared record belongs to the admin: a holder of scope `assigned` must get 404. */
  scoped?: boolean;
};

/** A review link's token for a new invitation to a vendor of `ownerId` (only its hash is stored). */
async function newReviewToken(t: TestApp, ownerId: string) {
  const vendor = await insertVendor(t, ownerId);
  const token = randomBytes(16).toString('base64url');
  await t.db.insert(vendorReviewInvitations).values({
    vendorId: vendor.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    clientName: 'Matrix client',
    clientPhone: '+254712000001',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A visible review of a new vendor of `ownerId`, counted in the vendor's rating. */
async function newReview(t: TestApp, ownerId: string) {
  const vendor = await insertVendor(t, ownerId, { reviewCount: 1, ratingSum: 4 });
  const [row] = await t.db
    .insert(vendorReviews)
    .values({ vendorId: vendor.id, authorName: 'Matrix client', rating: 4 })
    .returning({ id: vendorReviews.id });
  return row!.id;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function newEvent(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/events', {
    name: unique('Matrix event'),
    startsAt: inDays(40),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  return body as { id: string; version: number };
}

async function newGuest(admin: ReturnType<typeof apiAs>) {
  const event = await newEvent(admin);
  const { body } = await admin('POST', `/api/events/${event.id}/guests`, { name: unique('Guest') });
  return { event, guest: body as { id: string; version: number } };
}

async function newOccasion(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/occasions', {
    name: unique('Matrix occasion'),
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  return body as { id: string; version: number };
}

async function newMember(admin: ReturnType<typeof apiAs>) {
  const occasion = await newOccasion(admin);
  const { body } = await admin('POST', `/api/occasions/${occasion.id}/members`, {
    name: unique('Member'),
    pledgedMinor: 100_000,
  });
  return body as { id: string; version: number };
}

async function newContribution(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/contributions', {
    memberId: (await newMember(admin)).id,
    amountMinor: 25_000,
    paidAt: new Date().toISOString(),
  });
  return body as { id: string; version: number };
}

async function newInvitationToken(admin: ReturnType<typeof apiAs>) {
  const { event, guest } = await newGuest(admin);
  const { body } = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
  return (body as { token: string }).token;
}

/** An event with one guest, whose invitation card has artwork. */
async function newCard(admin: ReturnType<typeof apiAs>) {
  const { event, guest } = await newGuest(admin);
  const { body } = await admin('PUT', `/api/events/${event.id}/invitation-card/artwork`, {
    artwork: await pngDataUrl(),
  });
  return { event, guest, card: body as { version: number } };
}

async function newRole(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/roles', {
    name: unique('Matrix role'),
    privileges: [],
  });
  return body as { id: string; version: number };
}

async function newUser(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/users', {
    username: `matrix${++counter}`,
    name: 'Matrix user',
    password: USER_PASSWORD,
    roleIds: [],
  });
  return body as { id: string; version: number };
}

async function newCategory(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/categories', {
    kind: 'event',
    name: unique('Matrix category'),
  });
  return body as { id: string; version: number };
}

async function newTemplate(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/event-templates', {
    name: unique('Matrix design'),
    artwork: await pngDataUrl(),
  });
  return body as { id: string; version: number };
}

async function newMessageTemplate(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/templates', {
    name: unique('Matrix message'),
    channel: 'sms',
    audience: 'event-guests',
    body: 'Karibu {guest_name}',
  });
  return body as { id: string; version: number };
}

/** A template every placeholder of which is mapped: one that can be sent. */
async function newSendableTemplate(admin: ReturnType<typeof apiAs>) {
  const template = await newMessageTemplate(admin);
  await admin('PUT', `/api/templates/${template.id}/mappings`, {
    items: [{ placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' }],
    version: template.version,
  });
  return template;
}

const scheduleBody = async (admin: ReturnType<typeof apiAs>) => ({
  name: unique('Matrix schedule'),
  templateId: (await newSendableTemplate(admin)).id,
  contextId: (await newGuest(admin)).event.id,
  filter: { name: 'all' },
  timing: { kind: 'weekly', weekday: 1, time: '09:00' },
  timeZone: 'Africa/Nairobi',
});

async function newSchedule(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/schedules', await scheduleBody(admin));
  return body as { id: string; version: number };
}

/**
 * A schedule sends as its creator, so creating one or asking whom it reaches also takes
 * the audience's send privilege (UPDATE_ATTENDEES for guests): the matrix user gets it.
 */
async function grantSending(admin: ReturnType<typeof apiAs>, selfId: string) {
  const { body: role } = await admin('POST', '/api/roles', {
    name: unique('Matrix sender'),
    privileges: ['UPDATE_ATTENDEES'],
  });
  const { body: user } = await admin('GET', `/api/users/${selfId}`);
  await admin('PATCH', `/api/users/${selfId}`, {
    roleIds: [...(user as { roles: { id: string }[] }).roles.map((r) => r.id), role.id],
    version: user.version,
  });
}

/** An event with one guest who has a mobile number, and a template that can be sent to it. */
async function newSendSetup(admin: ReturnType<typeof apiAs>) {
  const event = await newEvent(admin);
  await admin('POST', `/api/events/${event.id}/guests`, {
    name: unique('Messaged guest'),
    phone: `+25471${String(++counter).padStart(7, '0')}`,
  });
  return { contextId: event.id, templateId: (await newSendableTemplate(admin)).id };
}

/** A queued batch of the admin's (no worker runs in the matrix: it stays queued). */
async function newBatch(admin: ReturnType<typeof apiAs>) {
  const { body } = await admin('POST', '/api/message-batches', {
    ...(await newSendSetup(admin)),
    filter: { name: 'all' },
  });
  return body as { id: string };
}

const pngDataUrl = async () => `data:image/png;base64,${(await png()).toString('base64')}`;

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/login': {
    prepare: async () => ({
      url: '/api/login',
      body: { username: 'admin', password: 'wrong-password' },
    }),
    success: 401,
  },
  'GET /api/me': { prepare: async () => ({ url: '/api/me?fields=id' }), success: 200 },
  'GET /logout': { prepare: async () => ({ url: '/logout' }), success: 200 },
  'GET /api/privileges': { prepare: async () => ({ url: '/api/privileges' }), success: 200 },

  'GET /api/roles': { prepare: async () => ({ url: '/api/roles' }), success: 200 },
  'POST /api/roles': {
    prepare: async () => ({ url: '/api/roles', body: { name: unique('Role'), privileges: [] } }),
    success: 201,
  },
  'GET /api/roles/:id': {
    prepare: async ({ admin }) => ({ url: `/api/roles/${(await newRole(admin)).id}` }),
    success: 200,
  },
  'PATCH /api/roles/:id': {
    prepare: async ({ admin }) => {
      const role = await newRole(admin);
      return {
        url: `/api/roles/${role.id}`,
        body: { name: unique('Renamed role'), version: role.version },
      };
    },
    success: 200,
  },
  'DELETE /api/roles/:id': {
    prepare: async ({ admin }) => ({ url: `/api/roles/${(await newRole(admin)).id}` }),
    success: 200,
  },

  'GET /api/users': { prepare: async () => ({ url: '/api/users' }), success: 200 },
  'POST /api/users': {
    prepare: async () => ({
      url: '/api/users',
      body: {
        username: `created${++counter}`,
        name: 'Created',
        password: USER_PASSWORD,
        roleIds: [],
      },
    }),
    success: 201,
  },
  'GET /api/users/:id': {
    prepare: async ({ admin }) => ({ url: `/api/users/${(await newUser(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/users/:id': {
    prepare: async ({ admin }) => {
      const user = await newUser(admin);
      return { url: `/api/users/${user.id}`, body: { name: 'Renamed', version: user.version } };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/users/:id': {
    prepare: async ({ admin }) => ({ url: `/api/users/${(await newUser(admin)).id}` }),
    success: 200,
    scoped: true,
  },

  'GET /api/categories': { prepare: async () => ({ url: '/api/categories' }), success: 200 },
  'POST /api/categories': {
    prepare: async () => ({
      url: '/api/categories',
      body: { kind: 'service', name: unique('Category') },
    }),
    success: 201,
  },
  'GET /api/categories/:id': {
    prepare: async ({ admin }) => ({ url: `/api/categories/${(await newCategory(admin)).id}` }),
    success: 200,
  },
  'PATCH /api/categories/:id': {
    prepare: async ({ admin }) => {
      const category = await newCategory(admin);
      return {
        url: `/api/categories/${category.id}`,
        body: { description: 'Changed', version: category.version },
      };
    },
    success: 200,
  },
  'DELETE /api/categories/:id': {
    prepare: async ({ admin }) => ({ url: `/api/categories/${(await newCategory(admin)).id}` }),
    success: 200,
  },

  'GET /api/events': { prepare: async () => ({ url: '/api/events' }), success: 200 },
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
  'GET /api/events/:id': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/events/:id': {
    prepare: async ({ admin }) => {
      const event = await newEvent(admin);
      return { url: `/api/events/${event.id}`, body: { venue: 'Hall', version: event.version } };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:id': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/team': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/team` }),
    success: 200,
    scoped: true,
  },
  'PUT /api/events/:id/team': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/team`,
      body: { userIds: [] },
    }),
    success: 200,
    scoped: true,
  },

  'GET /api/events/:id/stats': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/stats` }),
    success: 200,
    scoped: true,
  },

  'GET /api/events/:id/guests': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/guests` }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/guests': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/guests`,
      body: { name: 'Neema' },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/events/:id/guests/:guestId': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return { url: `/api/events/${event.id}/guests/${guest.id}` };
    },
    success: 200,
    scoped: true,
  },
  'PATCH /api/events/:id/guests/:guestId': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return {
        url: `/api/events/${event.id}/guests/${guest.id}`,
        body: { tableName: 'Table 4', version: guest.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:id/guests/:guestId': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return { url: `/api/events/${event.id}/guests/${guest.id}` };
    },
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/guests/:guestId/link': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
      return { url: `/api/events/${event.id}/guests/${guest.id}/link` };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/guests/:guestId/link': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return { url: `/api/events/${event.id}/guests/${guest.id}/link` };
    },
    success: 201,
    scoped: true,
  },
  'DELETE /api/events/:id/guests/:guestId/link': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
      return { url: `/api/events/${event.id}/guests/${guest.id}/link` };
    },
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/guests/:guestId/card-code': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return { url: `/api/events/${event.id}/guests/${guest.id}/card-code` };
    },
    success: 200,
    scoped: true,
  },
  'GET /api/check-in/events': {
    prepare: async () => ({ url: '/api/check-in/events' }),
    success: 200,
  },
  'GET /api/events/:id/check-in-kit': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/check-in-kit`,
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/check-ins': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return {
        url: `/api/events/${event.id}/check-ins`,
        body: {
          clientId: crypto.randomUUID(),
          deviceId: 'matrix',
          guestId: guest.id,
          count: 1,
          scannedAt: new Date().toISOString(),
        },
      };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/check-ins/sync': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newGuest(admin);
      return {
        url: `/api/events/${event.id}/check-ins/sync`,
        body: {
          items: [
            {
              clientId: crypto.randomUUID(),
              deviceId: 'matrix',
              guestId: guest.id,
              count: 1,
              scannedAt: new Date().toISOString(),
            },
          ],
        },
      };
    },
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/check-ins/summary': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/check-ins/summary`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/invitations/:token': {
    prepare: async ({ admin }) => ({ url: `/api/invitations/${await newInvitationToken(admin)}` }),
    success: 200,
  },
  'POST /api/invitations/:token/answer': {
    prepare: async ({ admin }) => ({
      url: `/api/invitations/${await newInvitationToken(admin)}/answer`,
      body: { attending: true },
    }),
    success: 200,
  },
  'GET /api/invitations/:token/calendar.ics': {
    prepare: async ({ admin }) => ({
      url: `/api/invitations/${await newInvitationToken(admin)}/calendar.ics`,
    }),
    success: 200,
  },

  // Invitation cards (ARTWORK_MAPPINGS; a guest's card needs READ_ATTENDEES too).
  'GET /api/events/:id/invitation-card': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newCard(admin)).event.id}/invitation-card`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/invitation-card/artwork': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newCard(admin)).event.id}/invitation-card/artwork`,
    }),
    success: 200,
    scoped: true,
  },
  'PUT /api/events/:id/invitation-card/artwork': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/invitation-card/artwork`,
      body: { artwork: await pngDataUrl() },
    }),
    success: 201,
    scoped: true,
  },
  'PATCH /api/events/:id/invitation-card': {
    prepare: async ({ admin }) => {
      const { event, card } = await newCard(admin);
      return {
        url: `/api/events/${event.id}/invitation-card`,
        body: { fields: [], version: card.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:id/invitation-card': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newCard(admin)).event.id}/invitation-card`,
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/invitation-card/preview': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newCard(admin)).event.id}/invitation-card/preview`,
      body: { fields: [] },
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/guests/:guestId/card.png': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newCard(admin);
      return { url: `/api/events/${event.id}/guests/${guest.id}/card.png` };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/invitation-cards.pdf': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newCard(admin)).event.id}/invitation-cards.pdf`,
      body: {},
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/invitations/:token/card.png': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newCard(admin);
      const { body } = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
      return { url: `/api/invitations/${(body as { token: string }).token}/card.png` };
    },
    success: 200,
  },
  'GET /api/invitations/:token/card.webp': {
    prepare: async ({ admin }) => {
      const { event, guest } = await newCard(admin);
      const { body } = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
      return { url: `/api/invitations/${(body as { token: string }).token}/card.webp` };
    },
    success: 200,
  },
  'POST /api/events/:id/guests/import': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/guests/import?dryRun=false`,
      raw: { payload: Buffer.from('Name,Phone\r\nNeema,0712345678\r\n'), contentType: 'text/csv' },
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/guests/export': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newGuest(admin)).event.id}/guests/export?format=csv`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/attendees': { prepare: async () => ({ url: '/api/attendees' }), success: 200 },

  // The pledges area (decision 0014): members and contributions follow their occasion's scope.
  'GET /api/occasions': { prepare: async () => ({ url: '/api/occasions' }), success: 200 },
  'POST /api/occasions': {
    prepare: async () => ({
      url: '/api/occasions',
      body: {
        name: unique('Occasion'),
        startsAt: inDays(30),
        timeZone: 'Africa/Nairobi',
        currency: 'KES',
        defaultCountry: 'KE',
      },
    }),
    success: 201,
  },
  'GET /api/occasions/:id': {
    prepare: async ({ admin }) => ({ url: `/api/occasions/${(await newOccasion(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/occasions/:id': {
    prepare: async ({ admin }) => {
      const occasion = await newOccasion(admin);
      return {
        url: `/api/occasions/${occasion.id}`,
        body: { name: unique('Renamed occasion'), version: occasion.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/occasions/:id': {
    prepare: async ({ admin }) => ({ url: `/api/occasions/${(await newOccasion(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'GET /api/occasions/:id/members': {
    prepare: async ({ admin }) => ({
      url: `/api/occasions/${(await newOccasion(admin)).id}/members`,
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/occasions/:id/members': {
    prepare: async ({ admin }) => ({
      url: `/api/occasions/${(await newOccasion(admin)).id}/members`,
      body: { name: 'Juma', pledgedMinor: 50_000 },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/members': { prepare: async () => ({ url: '/api/members' }), success: 200 },
  'GET /api/members/:id': {
    prepare: async ({ admin }) => ({ url: `/api/members/${(await newMember(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/members/:id': {
    prepare: async ({ admin }) => {
      const member = await newMember(admin);
      return {
        url: `/api/members/${member.id}`,
        body: { pledgedMinor: 200_000, version: member.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/members/:id': {
    prepare: async ({ admin }) => ({ url: `/api/members/${(await newMember(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'GET /api/contributions': { prepare: async () => ({ url: '/api/contributions' }), success: 200 },
  'POST /api/contributions': {
    prepare: async ({ admin }) => ({
      url: '/api/contributions',
      body: {
        memberId: (await newMember(admin)).id,
        amountMinor: 10_000,
        paidAt: new Date().toISOString(),
      },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/contributions/:id': {
    prepare: async ({ admin }) => ({
      url: `/api/contributions/${(await newContribution(admin)).id}`,
    }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/contributions/:id': {
    prepare: async ({ admin }) => {
      const contribution = await newContribution(admin);
      return {
        url: `/api/contributions/${contribution.id}`,
        body: { amountMinor: 30_000, version: contribution.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/contributions/:id': {
    prepare: async ({ admin }) => ({
      url: `/api/contributions/${(await newContribution(admin)).id}`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/audit-log': { prepare: async () => ({ url: '/api/audit-log' }), success: 200 },

  'GET /api/settings': { prepare: async () => ({ url: '/api/settings' }), success: 200 },
  'PUT /api/settings': {
    prepare: async ({ admin }) => {
      const { body } = await admin('GET', '/api/settings');
      return {
        url: '/api/settings',
        body: { extraMobilePrefixes: { KE: ['19'] }, version: body.version },
      };
    },
    success: 200,
  },
  'GET /api/phone-rules': { prepare: async () => ({ url: '/api/phone-rules' }), success: 200 },
  'GET /api/installation': { prepare: async () => ({ url: '/api/installation' }), success: 200 },
  'GET /api/profile': { prepare: async () => ({ url: '/api/profile' }), success: 200 },
  'PATCH /api/profile': {
    prepare: async ({ self }) => {
      const { body } = await self('GET', '/api/profile');
      return { url: '/api/profile', body: { name: 'Renamed self', version: body.version } };
    },
    success: 200,
  },
  'POST /api/profile/password': {
    prepare: async () => ({
      url: '/api/profile/password',
      body: { currentPassword: USER_PASSWORD, newPassword: `${USER_PASSWORD}-new` },
    }),
    success: 200,
  },
  'POST /api/profile/sessions/sign-out-others': {
    prepare: async () => ({ url: '/api/profile/sessions/sign-out-others', body: {} }),
    success: 200,
  },
  'PUT /api/profile/picture': {
    prepare: async () => ({
      url: '/api/profile/picture',
      raw: { payload: await png(), contentType: 'image/png' },
    }),
    success: 200,
  },
  'DELETE /api/profile/picture': {
    prepare: async () => ({ url: '/api/profile/picture' }),
    success: 200,
  },
  'GET /api/users/:id/picture': {
    prepare: async ({ t, selfId }) => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/picture',
        headers: { 'content-type': 'image/png', ...(await selfHeaders(t, selfId)) },
        payload: await png(),
      });
      return { url: `/api/users/${selfId}/picture` };
    },
    success: 200,
  },

  // Event templates (public gallery; writes need the EVENT_TEMPLATES privileges) and sign-up.
  'GET /api/event-templates': {
    prepare: async () => ({ url: '/api/event-templates' }),
    success: 200,
  },
  'POST /api/event-templates': {
    prepare: async () => ({
      url: '/api/event-templates',
      body: { name: unique('Design'), artwork: await pngDataUrl() },
    }),
    success: 201,
  },
  'GET /api/event-templates/:id': {
    prepare: async ({ admin }) => ({
      url: `/api/event-templates/${(await newTemplate(admin)).id}`,
    }),
    success: 200,
  },
  'GET /api/event-templates/:id/artwork': {
    prepare: async ({ admin }) => ({
      url: `/api/event-templates/${(await newTemplate(admin)).id}/artwork`,
    }),
    success: 200,
  },
  'PATCH /api/event-templates/:id': {
    prepare: async ({ admin }) => {
      const template = await newTemplate(admin);
      return {
        url: `/api/event-templates/${template.id}`,
        body: { published: false, version: template.version },
      };
    },
    success: 200,
  },
  'DELETE /api/event-templates/:id': {
    prepare: async ({ admin }) => ({
      url: `/api/event-templates/${(await newTemplate(admin)).id}`,
    }),
    success: 200,
  },
  'GET /api/profile/sending': {
    prepare: async () => ({ url: '/api/profile/sending' }),
    success: 200,
  },
  // The installation's sends today against its budgets: super administrators only (0059).
  'GET /api/outbound-use': { prepare: async () => ({ url: '/api/outbound-use' }), success: 200 },
  // No SMS provider in the matrix: nothing is sent, so no code is needed (decision 0022).
  'POST /api/profile/phone-verification': {
    prepare: async () => ({ url: '/api/profile/phone-verification', body: {} }),
    success: 409,
  },
  'POST /api/profile/phone-verification/confirm': {
    prepare: async ({ t, self, selfId }) => {
      const phone = `+25473${String(++counter).padStart(7, '0')}`;
      const { body: profile } = await self('GET', '/api/profile');
      await self('PATCH', '/api/profile', { phone, version: profile.version });
      // The code a provider would have delivered, stored as requestPhoneCode stores it.
      const id = randomUUID();
      await t.db.insert(phoneVerificationCodes).values({
        id,
        userId: selfId,
        phone,
        codeHash: hashPhoneCode(id, '123456'),
        expiresAt: new Date(Date.now() + 600_000),
      });
      return { url: '/api/profile/phone-verification/confirm', body: { code: '123456' } };
    },
    success: 200,
  },
  'POST /api/signup': {
    prepare: async () => ({
      url: '/api/signup',
      body: {
        name: 'Matrix organiser',
        phone: `+25479${String(++counter).padStart(7, '0')}`,
        password: USER_PASSWORD,
      },
    }),
    success: 201,
  },

  // Message templates and their mappings (installation-wide: no record scope).
  'GET /api/templates': { prepare: async () => ({ url: '/api/templates' }), success: 200 },
  'POST /api/templates': {
    prepare: async () => ({
      url: '/api/templates',
      body: {
        name: unique('Message'),
        channel: 'email',
        audience: 'event-guests',
        subject: 'For {guest_name}',
        body: 'Karibu {guest_name}',
      },
    }),
    success: 201,
  },
  'GET /api/templates/:id': {
    prepare: async ({ admin }) => ({
      url: `/api/templates/${(await newMessageTemplate(admin)).id}`,
    }),
    success: 200,
  },
  'PATCH /api/templates/:id': {
    prepare: async ({ admin }) => {
      const template = await newMessageTemplate(admin);
      return {
        url: `/api/templates/${template.id}`,
        body: { body: 'Welcome {guest_name}', version: template.version },
      };
    },
    success: 200,
  },
  'DELETE /api/templates/:id': {
    prepare: async ({ admin }) => ({
      url: `/api/templates/${(await newMessageTemplate(admin)).id}`,
    }),
    success: 200,
  },
  'GET /api/templates/:id/mappings': {
    prepare: async ({ admin }) => ({
      url: `/api/templates/${(await newMessageTemplate(admin)).id}/mappings`,
    }),
    success: 200,
  },
  'PUT /api/templates/:id/mappings': {
    prepare: async ({ admin }) => {
      const template = await newMessageTemplate(admin);
      return {
        url: `/api/templates/${template.id}/mappings`,
        body: {
          items: [{ placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' }],
          version: template.version,
        },
      };
    },
    success: 200,
  },

  // Message schedules (scope `assigned`: the schedules the user created).
  'GET /api/schedules': { prepare: async () => ({ url: '/api/schedules' }), success: 200 },
  'POST /api/schedules': {
    prepare: async ({ admin, selfId }) => {
      await grantSending(admin, selfId);
      return { url: '/api/schedules', body: await scheduleBody(admin) };
    },
    success: 201,
  },
  'GET /api/schedules/:id': {
    prepare: async ({ admin }) => ({ url: `/api/schedules/${(await newSchedule(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/schedules/:id': {
    prepare: async ({ admin }) => {
      const schedule = await newSchedule(admin);
      return {
        url: `/api/schedules/${schedule.id}`,
        body: { name: unique('Renamed schedule'), version: schedule.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/schedules/:id': {
    prepare: async ({ admin }) => ({ url: `/api/schedules/${(await newSchedule(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'POST /api/schedules/:id/pause': {
    prepare: async ({ admin }) => {
      const schedule = await newSchedule(admin);
      return { url: `/api/schedules/${schedule.id}/pause`, body: { version: schedule.version } };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/schedules/:id/resume': {
    prepare: async ({ admin }) => {
      const schedule = await newSchedule(admin);
      const { body } = await admin('POST', `/api/schedules/${schedule.id}/pause`, {
        version: schedule.version,
      });
      return { url: `/api/schedules/${schedule.id}/resume`, body: { version: body.version } };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/schedules/:id/cancel': {
    prepare: async ({ admin }) => {
      const schedule = await newSchedule(admin);
      return { url: `/api/schedules/${schedule.id}/cancel`, body: { version: schedule.version } };
    },
    success: 200,
    scoped: true,
  },
  'GET /api/schedules/:id/reach': {
    prepare: async ({ admin, selfId }) => {
      await grantSending(admin, selfId);
      return { url: `/api/schedules/${(await newSchedule(admin)).id}/reach` };
    },
    success: 200,
    scoped: true,
  },
  // Sending and following messages (decision 0011). Sending needs the audience's send
  // privilege on the event; batches are seen by their sender or READ_MESSAGES of scope all.
  'POST /api/message-batches/estimate': {
    prepare: async ({ admin }) => ({
      url: '/api/message-batches/estimate',
      body: { ...(await newSendSetup(admin)), filter: { name: 'all' } },
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/message-batches': {
    prepare: async ({ admin }) => ({
      url: '/api/message-batches',
      body: { ...(await newSendSetup(admin)), filter: { name: 'all' } },
    }),
    success: 201,
    scoped: true,
  },
  'POST /api/message-batches/test': {
    prepare: async ({ admin, self }) => {
      const { body: profile } = await self('GET', '/api/profile');
      await self('PATCH', '/api/profile', {
        phone: `+25472${String(++counter).padStart(7, '0')}`,
        version: profile.version,
      });
      const { templateId, contextId } = await newSendSetup(admin);
      return { url: '/api/message-batches/test', body: { templateId, contextId } };
    },
    success: 201,
    scoped: true,
  },
  'GET /api/message-batches': {
    prepare: async () => ({ url: '/api/message-batches' }),
    success: 200,
  },
  'GET /api/message-batches/:id': {
    prepare: async ({ admin }) => ({ url: `/api/message-batches/${(await newBatch(admin)).id}` }),
    success: 200,
    scoped: true,
  },
  'POST /api/message-batches/:id/cancel': {
    prepare: async ({ admin }) => ({
      url: `/api/message-batches/${(await newBatch(admin)).id}/cancel`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/messages': { prepare: async () => ({ url: '/api/messages' }), success: 200 },
  'POST /api/messages/:id/retry': {
    prepare: async ({ admin, t }) => {
      const batch = await newBatch(admin);
      // No provider in the matrix: the message ends as the worker would end it.
      const [message] = await t.db
        .update(messages)
        .set({ status: 'not_sent', error: 'Not sent: no provider configured' })
        .where(eq(messages.batchId, batch.id))
        .returning({ id: messages.id });
      return { url: `/api/messages/${message!.id}/retry` };
    },
    success: 200,
    scoped: true,
  },
  // Vendor reviews and enquiries (decision 0039): the owner's routes act on the caller's
  // own vendors (a stranger's answer 404, as vendor-reviews.test.ts shows).
  'POST /api/vendors/:id/review-invitations': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendors/${(await insertVendor(t, selfId)).id}/review-invitations`,
      body: { clientName: 'Matrix client', clientPhone: '+254712000002' },
    }),
    success: 201,
  },
  'GET /api/vendors/:id/review-invitations': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendors/${(await insertVendor(t, selfId)).id}/review-invitations`,
    }),
    success: 200,
  },
  'GET /api/vendors/:id/reviews': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendors/${(await insertVendor(t, selfId)).id}/reviews`,
    }),
    success: 200,
  },
  'PUT /api/vendor-reviews/:id/reply': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendor-reviews/${await newReview(t, selfId)}/reply`,
      body: { reply: 'Asante' },
    }),
    success: 200,
  },
  'POST /api/vendor-reviews/:id/report': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendor-reviews/${await newReview(t, selfId)}/report`,
      body: { reason: 'Not our client' },
    }),
    success: 200,
  },
  'GET /api/moderation/reviews': {
    prepare: async () => ({ url: '/api/moderation/reviews' }),
    success: 200,
  },
  'POST /api/vendor-reviews/:id/moderation': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendor-reviews/${await newReview(t, selfId)}/moderation`,
      body: { action: 'hide', reason: 'Abusive' },
    }),
    success: 200,
  },
  'POST /api/events/:id/vendor-reviews': {
    prepare: async ({ admin, t, selfId }) => {
      // A review needs a booking the vendor confirmed, of an event that has started.
      const event = await newEvent(admin);
      await startedYesterday(t, event.id);
      const vendor = await insertVendor(t, selfId);
      await t.db
        .insert(eventVendors)
        .values({ eventId: event.id, vendorId: vendor.id, status: 'confirmed' });
      return {
        url: `/api/events/${event.id}/vendor-reviews`,
        body: { vendorId: vendor.id, rating: 5 },
      };
    },
    success: 201,
    scoped: true,
  },
  'GET /api/public/vendors/:id/reviews': {
    prepare: async ({ t, admin }) => {
      const { body: me } = await admin('GET', '/api/me?fields=id');
      return { url: `/api/public/vendors/${(await insertVendor(t, me.id)).id}/reviews` };
    },
    success: 200,
  },
  'GET /api/public/review-links/:token': {
    prepare: async ({ t, admin }) => {
      const { body: me } = await admin('GET', '/api/me?fields=id');
      return { url: `/api/public/review-links/${await newReviewToken(t, me.id)}` };
    },
    success: 200,
  },
  'POST /api/public/review-links/:token': {
    prepare: async ({ t, admin }) => {
      const { body: me } = await admin('GET', '/api/me?fields=id');
      return {
        url: `/api/public/review-links/${await newReviewToken(t, me.id)}`,
        body: { rating: 5, authorName: 'Matrix client' },
      };
    },
    success: 201,
  },
  'POST /api/public/vendors/:id/enquiries': {
    prepare: async ({ t, admin }) => {
      const { body: me } = await admin('GET', '/api/me?fields=id');
      return {
        url: `/api/public/vendors/${(await insertVendor(t, me.id)).id}/enquiries`,
        body: {
          name: 'Matrix visitor',
          phone: '+254712000003',
          eventDate: inDays(30).slice(0, 10),
          guestCount: 100,
          message: 'Are you free?',
        },
      };
    },
    success: 201,
  },
  'GET /api/vendors/:id/enquiries': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendors/${(await insertVendor(t, selfId)).id}/enquiries`,
    }),
    success: 200,
  },
  'PATCH /api/vendor-enquiries/:id': {
    prepare: async ({ t, selfId }) => {
      const vendor = await insertVendor(t, selfId);
      const [row] = await t.db
        .insert(vendorEnquiries)
        .values({
          vendorId: vendor.id,
          name: 'Matrix visitor',
          phone: '+254712000004',
          message: 'Are you free?',
        })
        .returning({ id: vendorEnquiries.id });
      return { url: `/api/vendor-enquiries/${row!.id}`, body: { status: 'replied', version: 1 } };
    },
    success: 200,
  },
  // Delivery receipts: public, verified by the provider's secret or signature; the matrix
  // configures no provider, so they answer 404.
  'POST /api/webhooks/sms/africastalking/:secret': {
    prepare: async () => ({ url: '/api/webhooks/sms/africastalking/not-configured-secret' }),
    success: 404,
  },
  'POST /api/webhooks/sms/twilio': {
    prepare: async () => ({ url: '/api/webhooks/sms/twilio' }),
    success: 404,
  },
  // Inbound SMS (STOP replies): public and verified like the receipts; 404 here likewise.
  'POST /api/webhooks/sms/africastalking/:secret/inbound': {
    prepare: async () => ({
      url: '/api/webhooks/sms/africastalking/not-configured-secret/inbound',
    }),
    success: 404,
  },
  'POST /api/webhooks/sms/twilio/inbound': {
    prepare: async () => ({ url: '/api/webhooks/sms/twilio/inbound' }),
    success: 404,
  },
  ...VENDOR_ROUTE_CASES,
  ...PAYMENT_ROUTE_CASES,
  ...VENDOR_GALLERY_ROUTE_CASES,
  ...MEMBERS_IMPORT_ROUTE_CASES,
  ...PAYMENT_CALLBACK_ROUTE_CASES,
  ...PAY_LINK_ROUTE_CASES,
  ...GUEST_PAYMENT_ROUTE_CASES,
  ...FLUTTERWAVE_ROUTE_CASES,
  ...TODO_ROUTE_CASES,
  ...BUDGET_ROUTE_CASES,
  ...PRICE_ROUTE_CASES,
};

/** Filled in by the matrix test: the cookie of each user it creates, so uploads can sign as them. */
export const cookies = new Map<string, string>();
async function selfHeaders(_t: TestApp, selfId: string) {
  const cookie = cookies.get(selfId);
  return { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) };
}
