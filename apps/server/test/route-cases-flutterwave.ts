/**
 * The authorization matrix's row for Flutterwave's webhook (spread into ROUTE_CASES):
 * public, checked by the `verif-hash` header; the matrix configures no payment provider,
 * so it answers 404 (flutterwave-webhook.test.ts shows it working with Flutterwave).
 */
import type { RouteCase } from './route-case';

export const FLUTTERWAVE_ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/payments/flutterwave/webhook': {
    prepare: async () => ({
      url: '/api/payments/flutterwave/webhook',
      body: { event: 'charge.completed', data: { tx_ref: 'not-configured' } },
    }),
    success: 404,
  },
};
