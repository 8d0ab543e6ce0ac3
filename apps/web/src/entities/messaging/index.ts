export { useContexts, type ContextChoice, contextsQueryOptions } from './api/get-contexts';
export { AUDIENCE_COPY, TEMPLATE_PARAM } from './lib/audience-copy';
export { AUDIENCE_FILTER } from './lib/audience-filter';
export { useDashboardAudience } from './lib/dashboard-audience';
export { messagingKeys } from './api/messaging-keys';
