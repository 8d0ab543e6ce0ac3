/** What app.ts and other modules use of audit-log: its public face. */
export { auditLogRoutes } from './audit-log-routes';
