export { AuditLogPage } from './components/audit-log-page';
export { auditLogKeys } from './api/get-audit-log';
