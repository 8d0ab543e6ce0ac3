/**
 * Mobile-money payments (decision 0042): the core, its poller, the providers, M-Pesa's
 * callbacks, and what the pages where a payer pays by token share (decisions 0043, 0050).
 * What each type of payment is for, the areas give it (`PaymentPurposes`, decision 0066a).
 */
export { createPayments, type PaymentsCore } from './payments-core';
export type {
  CardPayments,
  PaymentActor,
  PaymentPurposes,
  PledgePayments,
} from './payment-purposes';
export { payerPhone, payLimits, providerFor, type TokenPayer } from './public-push';
export { registerTokenPaymentRoutes } from './token-payment-routes';
export type { OnCounted, PaymentRow } from './settle';
export { startPaymentPoller, type PaymentPoller } from './poller';
export { createPaymentProvider } from './providers';
export { mpesaCallbackRoutes } from './mpesa-callbacks';
export { flutterwaveWebhookRoutes } from './providers/flutterwave-routes';
export { paymentsRoutes } from './payments-routes';
