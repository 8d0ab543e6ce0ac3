/**
 * The authorization matrix's rows for an event's card prices and bundles: each on an event of
 * the admin's, so a holder of scope `assigned` gets 404. test/route-cases.ts gathers them
 * (decision 0066b).
 */
import { type Api, newEvent, type RouteCase } from '../../../../test/route-case';

async function newPrice(admin: Api) {
  const eventId = (await newEvent(admin)).id;
  const { body } = await admin('POST', `/api/events/${eventId}/prices`, {
    cardType: 'single',
    amountMinor: 100_000,
    currency: 'KES',
  });
  return { url: `/api/events/${eventId}/prices/${body.id}`, version: body.version as number };
}

async function newBundle(admin: Api) {
  const eventId = (await newEvent(admin)).id;
  const { body } = await admin('POST', `/api/events/${eventId}/bundles`, {
    name: 'Family of 4',
    amountMinor: 300_000,
    currency: 'KES',
    admissions: 4,
  });
  return { url: `/api/events/${eventId}/bundles/${body.id}`, version: body.version as number };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:id/prices': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/prices` }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/prices': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/prices`,
      body: { cardType: 'double', amountMinor: 180_000, currency: 'KES' },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/events/:id/prices/:priceId': {
    prepare: async ({ admin }) => ({ url: (await newPrice(admin)).url }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/events/:id/prices/:priceId': {
    prepare: async ({ admin }) => {
      const { url, version } = await newPrice(admin);
      return { url, body: { amountMinor: 120_000, currency: 'KES', version } };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:id/prices/:priceId': {
    prepare: async ({ admin }) => ({ url: (await newPrice(admin)).url }),
    success: 200,
    scoped: true,
  },
  'GET /api/events/:id/bundles': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/bundles` }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/bundles': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/bundles`,
      body: { name: 'Couple', amountMinor: 180_000, currency: 'KES', admissions: 2 },
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/events/:id/bundles/:bundleId': {
    prepare: async ({ admin }) => ({ url: (await newBundle(admin)).url }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/events/:id/bundles/:bundleId': {
    prepare: async ({ admin }) => {
      const { url, version } = await newBundle(admin);
      return { url, body: { name: 'Family of 5', admissions: 5, version } };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:id/bundles/:bundleId': {
    prepare: async ({ admin }) => ({ url: (await newBundle(admin)).url }),
    success: 200,
    scoped: true,
  },
};
