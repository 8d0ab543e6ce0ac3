/** The audit log endpoint and its query keys; the data table fetches the pages. */
export const AUDIT_LOG_ENDPOINT = '/audit-log';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  /** The log's pages (the data table appends its request). */
  lists: () => [...auditLogKeys.all, 'list'] as const,
};
