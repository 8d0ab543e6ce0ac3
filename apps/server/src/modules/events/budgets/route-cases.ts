/**
 * The authorization matrix's rows for event budgets. Every route acts on an event of the
 * admin's, so a holder of scope `assigned` gets 404 (`scoped`). test/route-cases.ts gathers
 * them (decision 0066b).
 */
import { inDays } from '../../../../test/api-client';
import type { Api, RouteCase } from '../../../../test/route-case';

let counter = 0;

async function eventWithBudget(admin: Api) {
  const { body: event } = await admin('POST', '/api/events', {
    name: `Matrix budget event ${++counter}`,
    startsAt: inDays(40),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  const { body: budget } = await admin('POST', `/api/events/${event.id}/budget`, {
    currency: 'KES',
  });
  return { eventId: event.id as string, version: budget.version as number };
}

async function itemOf(admin: Api) {
  const { eventId } = await eventWithBudget(admin);
  const { body: item } = await admin('POST', `/api/events/${eventId}/budget/items`, {
    category: 'venue',
    name: 'Hall',
    estimatedMinor: 5_000_000,
    payments: [{ amountMinor: 1_000_000, paidOn: '2026-01-10' }],
  });
  return {
    eventId,
    item: item as { id: string; version: number; payments: { id: string }[] },
  };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:eventId/budget': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await eventWithBudget(admin)).eventId}/budget`,
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:eventId/budget': {
    prepare: async ({ admin }) => {
      const { body: event } = await admin('POST', '/api/events', {
        name: `Matrix budget event ${++counter}`,
        startsAt: inDays(40),
        timeZone: 'Africa/Nairobi',
        defaultCountry: 'KE',
      });
      return { url: `/api/events/${event.id}/budget`, body: { currency: 'KES' } };
    },
    success: 201,
    scoped: true,
  },
  'PATCH /api/events/:eventId/budget': {
    prepare: async ({ admin }) => {
      const { eventId, version } = await eventWithBudget(admin);
      return { url: `/api/events/${eventId}/budget`, body: { totalMinor: 100_000, version } };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:eventId/budget': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await eventWithBudget(admin)).eventId}/budget`,
    }),
    success: 200,
    scoped: true,
  },
  'GET /api/events/:eventId/budget/items': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await eventWithBudget(admin)).eventId}/budget/items`,
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:eventId/budget/items': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await eventWithBudget(admin)).eventId}/budget/items`,
      body: { category: 'catering', name: 'Food', estimatedMinor: 100_000 },
    }),
    success: 201,
    scoped: true,
  },
  'PATCH /api/events/:eventId/budget/items/:itemId': {
    prepare: async ({ admin }) => {
      const { eventId, item } = await itemOf(admin);
      return {
        url: `/api/events/${eventId}/budget/items/${item.id}`,
        body: { actualMinor: 4_500_000, version: item.version },
      };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:eventId/budget/items/:itemId': {
    prepare: async ({ admin }) => {
      const { eventId, item } = await itemOf(admin);
      return { url: `/api/events/${eventId}/budget/items/${item.id}` };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/events/:eventId/budget/items/:itemId/payments': {
    prepare: async ({ admin }) => {
      const { eventId, item } = await itemOf(admin);
      return {
        url: `/api/events/${eventId}/budget/items/${item.id}/payments`,
        body: { amountMinor: 500_000, paidOn: '2026-02-01', method: 'mobile_money' },
      };
    },
    success: 201,
    scoped: true,
  },
  'DELETE /api/events/:eventId/budget/items/:itemId/payments/:paymentId': {
    prepare: async ({ admin }) => {
      const { eventId, item } = await itemOf(admin);
      return {
        url: `/api/events/${eventId}/budget/items/${item.id}/payments/${item.payments[0]!.id}`,
      };
    },
    success: 200,
    scoped: true,
  },
};
