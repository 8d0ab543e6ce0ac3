/** What app.ts and other modules use of audit-log: its public face. */
export { auditRoutes } from './audit-log-routes';
