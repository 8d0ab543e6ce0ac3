/** Mobile-money payments (decision 0042): the core, its poller, the providers, M-Pesa's callbacks. */
export { createPayments } from './payments-core';
export type { OnCounted, PaymentRow } from './settle';
export { startPaymentPoller, type PaymentPoller } from './poller';
export { createPaymentProvider } from './providers';
export { mpesaCallbackRoutes } from './mpesa-callbacks';
