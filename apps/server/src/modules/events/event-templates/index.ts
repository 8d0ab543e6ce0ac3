/** What app.ts and other modules use of event-templates: its public face. */
export { eventTemplatesRoutes } from './event-templates-routes';
export { seedEventTemplates } from './seed-event-templates';
export { toStoredArtwork } from './artwork';
export { getDesignCardFields } from './design-layouts';
