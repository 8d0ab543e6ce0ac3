/** The audit log, readable by SUPER_ADMIN: who changed what, when, with before and after. */
import type { FastifyPluginAsync } from 'fastify';
import { count } from 'drizzle-orm';
import { AUDIT_ACTIONS, auditEntrySchema, type AuditEntry } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { auditLog } from '../../../db/schema';
import { requires } from '../../../lib/access';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { ALL_RECORDS } from '../../../lib/scope';
import { registerResourceRoutes } from '../../../lib/resource-routes';

const auditList: ListSpec = {
  fields: {
    actorUsername: { sql: auditLog.actorUsername, search: 'ilike', sortable: true },
    recordId: { sql: auditLog.recordId, search: 'ilike' },
    resource: {
      sql: auditLog.resource,
      option: (value) => (/^[a-z-]{1,40}$/.test(value) ? value : undefined),
      sortable: true,
    },
    action: { sql: auditLog.action, option: oneOf(AUDIT_ACTIONS), sortable: true },
    at: { sql: auditLog.at, dateRange: true, sortable: true },
  },
  defaultSort: '-at',
  tiebreaker: auditLog.id,
  outputFields: [
    'id',
    'at',
    'actorId',
    'actorUsername',
    'action',
    'resource',
    'recordId',
    'changes',
  ],
};

export const auditLogRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<AuditEntry, never, never>(app, {
    path: '/api/audit-log',
    noun: 'Audit entry',
    tag: 'audit-log',
    item: auditEntrySchema,
    access: { list: requires('SUPER_ADMIN') },
    handlers: {
      list: async (_actor, _params, query) =>
        listPage(auditList, query, ALL_RECORDS, {
          rows: db.select().from(auditLog),
          count: db.select({ total: count() }).from(auditLog),
          toItems: (rows) =>
            rows.map((row) => ({
              ...row,
              at: row.at.toISOString(),
              changes: row.changes as AuditEntry['changes'],
            })),
        }),
    },
  });
};
