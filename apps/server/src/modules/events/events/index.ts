/** What app.ts and other modules use of events: its public face. */
export { eventsRoutes } from './events-routes';
export { mustGetEvent } from './events-service';
export { eventsInScope, eventIdInScope } from './event-scope';
