/**
 * The audit log: every create, update and delete writes who, when, what, and the changed
 * fields before and after, inside the change's own transaction, so a rolled-back change
 * leaves no entry and a committed one always has its entry.
 */
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete';
export type AuditSnapshot = Readonly<Record<string, unknown>>;
// A guest answering through their link acts without an account: userId null.
export type AuditActor = { userId: string | null; username: string };
type FieldChange = { before: unknown; after: unknown };

/** Never copied into the log; a change to them shows as this marker. */
const SECRET_FIELDS = new Set(['password', 'passwordHash']);
const SECRET_MARKER = '[secret]';
/** Bookkeeping that changes with every write and says nothing of its own. */
const IGNORED_FIELDS = new Set(['version', 'updated', 'updatedAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field-by-field difference of two snapshots; a missing snapshot (create, delete) is all nulls. */
function diffSnapshots(
  before: AuditSnapshot | undefined,
  after: AuditSnapshot | undefined,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (same(from, to)) continue;
    changes[key] = SECRET_FIELDS.has(key)
      ? { before: SECRET_MARKER, after: SECRET_MARKER }
      : { before: from, after: to };
  }
  return changes;
}

export async function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: {
    action: AuditAction;
    resource: string;
    recordId: string;
    before?: AuditSnapshot;
    after?: AuditSnapshot;
  },
): Promise<void> {
  const changes = diffSnapshots(entry.before, entry.after);
  // An update that changed nothing is not worth a line.
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorUsername: actor.username,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    changes,
  });
}
