/** What app.ts and other modules use of event-stats: its public face. */
export { eventStatsRoutes } from './event-stats-routes';
