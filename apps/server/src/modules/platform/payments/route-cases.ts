/**
 * The authorization matrix's rows for the payments pages and the providers' callbacks. The
 * payments are the admin's occasion's, written as a provider's callback leaves them, so a
 * holder of scope `assigned` gets 404 for one payment and for assigning it; the lists, totals
 * and export answer such a holder an empty selection (payments-pages.test.ts). M-Pesa's
 * callbacks (verified by the secret in the URL) and Flutterwave's webhook (by its `verif-hash`
 * header) are public; the matrix configures no payment provider, so they answer 404 (payments-
 * mpesa-*.test.ts and flutterwave-webhook.test.ts show them working). test/route-cases.ts
 * gathers them (decision 0066b).
 */
import { inDays } from '../../../../test/api-client';
import type { Api, RouteCase } from '../../../../test/route-case';
import { insertPayment } from '../../../../test/support/payment-rows';
import type { TestApp } from '../../../../test/test-app';

const notConfigured = (path: string): RouteCase => ({
  prepare: async () => ({ url: `/api/payments/mpesa/${path}/not-configured-secret`, body: {} }),
  success: 404,
});

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

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/payments/flutterwave/webhook': {
    prepare: async () => ({
      url: '/api/payments/flutterwave/webhook',
      body: { event: 'charge.completed', data: { tx_ref: 'not-configured' } },
    }),
    success: 404,
  },
  'POST /api/payments/mpesa/stk-callback/:secret': notConfigured('stk-callback'),
  'POST /api/payments/mpesa/c2b/validation/:secret': notConfigured('c2b/validation'),
  'POST /api/payments/mpesa/c2b/confirmation/:secret': notConfigured('c2b/confirmation'),
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
