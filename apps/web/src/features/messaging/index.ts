export { MessagesPage } from './components/messages-page';
export { SendInvitationsPage, SendMessagesPage } from './components/send-page';
export { contextsQueryOptions, useContexts, type ContextChoice } from './api/get-contexts';
export { AUDIENCE_COPY } from './lib/audience-copy';
export { useDashboardAudience } from './lib/dashboard-audience';
export { AUDIENCE_FILTER } from './lib/audience-filter';
