/** What other modules use of messaging: sending, audiences, the worker and the routes. */
export type {
  AudienceProvider,
  Audiences,
  ContextDate,
  AudienceRecipient,
  RecipientFilter,
} from './audience';
export { LINK_MADE_WHEN_SENT } from './audience';
export { type Clock, systemClock } from './clock';
export { estimateBatch } from './estimate';
export { createMessaging, type Messaging } from './messaging';
export { queueBatch } from './queue-batch';
export { queueNoticeUnlessRefused, queueSingleMessage, type SingleMessage } from './queue-message';
export { publicAddressWarning, type MessagingSettings } from './settings';
export { startDeliveryWorker, type DeliveryWorker } from './worker';
export { messagingRoutes } from './messaging-routes';
export { receiptRoutes } from './webhooks/receipt-routes';
export { inboundSmsRoutes } from './webhooks/inbound-routes';
