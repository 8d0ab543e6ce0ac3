/** Mobile-money payments (decision 0042): the core, its poller, the providers, M-Pesa's callbacks. */
export {
  createPayments,
  type CallbackInput,
  type CallbackOutcome,
  type PaybillPayment,
  type PaymentsCore,
  type PollSummary,
  type StartPushInput,
} from './payments-core';
export type { OnCounted, PaymentRow } from './settle';
export { startPaymentPoller, type PaymentPoller } from './poller';
export { createPaymentProvider } from './providers';
export {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderOutcome,
} from './providers/payment-provider';
export { mpesaCallbackRoutes } from './mpesa-callbacks';
