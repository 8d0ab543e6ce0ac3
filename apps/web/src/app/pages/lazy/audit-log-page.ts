export { AuditLogPage } from '@/features/audit-log';
