/** What other modules use of messaging: sending, audiences, the worker and the routes. */
export {
  findAudience,
  getAudience,
  registerAudience,
  type AudienceProvider,
  type ContextDate,
  type AudienceRecipient,
  type RecipientFilter,
} from './audience';
export { type Clock, systemClock } from './clock';
export { estimateBatch } from './estimate';
export { queueBatch } from './queue-batch';
export {
  configureMessaging,
  messagingSettingsOf,
  publicAddressWarning,
  type MessagingSettings,
} from './settings';
export { createSmsTransport } from './channels';
export type { Transport } from './channels/types';
export { getSmsStanding } from './sms-allowance';
export { startDeliveryWorker, type DeliveryWorker } from './worker';
export { messagingRoutes } from './messaging-routes';
export { receiptRoutes } from './webhooks/receipt-routes';
export { inboundSmsRoutes } from './webhooks/inbound-routes';
