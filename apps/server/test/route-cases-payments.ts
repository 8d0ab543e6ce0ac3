/**
 * The authorization matrix's rows for the payments pages (spread into ROUTE_CASES). The
 * payments are the admin's occasion's, written as a provider's callback leaves them, so a
 * holder of scope `assigned` gets 404 for one payment and for assigning it; the lists,
 * totals and export answer such a holder an empty selection (payments-pages.test.ts).
 */
import { inDays, type apiAs } from './api-client';
import type { RouteCase } from './route-case';
import { insertPayment } from './support/payment-rows';
import type { TestApp } from './test-app';

type Api = ReturnType<typeof apiAs>;

let counter = 0;

/** An occasion of the admin's with one member, and a succeeded paybill payment no one matched yet. */
async function unmatchedPayment(t: TestApp, admin: Api) {
  counter += 1;
  const { body: occasion } = await admin('POST', '/api/occasions', {
    name: `Matrix payments occasion ${counter}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  const { body: member } = await admin('POST', `/api/occasions/${occasion.id}/members`, {
    name: `Matrix payer ${counter}`,
    pledgedMinor: 100_000,
  });
  const payment = await insertPayment(t, {
    type: 'occasions',
    occasionId: occasion.id,
    accountReference: 'NOSUCHCODE',
  });
  return { payment, memberId: (member as { id: string }).id };
}

export const PAYMENT_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/payments': {
    prepare: async () => ({ url: '/api/payments?type=occasions' }),
    success: 200,
  },
  'GET /api/payments/totals': {
    prepare: async () => ({ url: '/api/payments/totals?type=occasions' }),
    success: 200,
  },
  'GET /api/payments/export': {
    prepare: async () => ({ url: '/api/payments/export?type=events' }),
    success: 200,
  },
  'GET /api/payments/:id': {
    prepare: async ({ admin, t }) => ({
      url: `/api/payments/${(await unmatchedPayment(t, admin)).payment.id}`,
    }),
    success: 200,
    scoped: true,
  },
  'POST /api/payments/:id/assign': {
    prepare: async ({ admin, t }) => {
      const { payment, memberId } = await unmatchedPayment(t, admin);
      return {
        url: `/api/payments/${payment.id}/assign`,
        body: { memberId, version: payment.version },
      };
    },
    success: 200,
    scoped: true,
  },
};
