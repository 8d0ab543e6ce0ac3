/** The audit log as `GET /api/audit-log` answers it (readable by SUPER_ADMIN). */
import { z } from 'zod';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorUsername: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  recordId: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
