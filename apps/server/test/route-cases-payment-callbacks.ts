/**
 * The authorization matrix's rows for M-Pesa's callbacks (spread into ROUTE_CASES): public,
 * verified by the secret in the URL; the matrix configures no payment provider, so they
 * answer 404 (payments-mpesa.test.ts shows them working with M-Pesa configured).
 */
import type { RouteCase } from './route-case';

const notConfigured = (path: string): RouteCase => ({
  prepare: async () => ({ url: `/api/payments/mpesa/${path}/not-configured-secret`, body: {} }),
  success: 404,
});

export const PAYMENT_CALLBACK_ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/payments/mpesa/stk-callback/:secret': notConfigured('stk-callback'),
  'POST /api/payments/mpesa/c2b/validation/:secret': notConfigured('c2b/validation'),
  'POST /api/payments/mpesa/c2b/confirmation/:secret': notConfigured('c2b/confirmation'),
};
