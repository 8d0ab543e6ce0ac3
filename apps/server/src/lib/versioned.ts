/**
 * Optimistic concurrency: an update carries the `version` it was based on. When someone
 * else saved in between, the versions differ and the update answers 409 instead of
 * silently overwriting their change.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { recordAudit, type AuditActor, type AuditSnapshot } from './audit';
import { conflict } from './http-error';

const staleVersion = () =>
  conflict('Someone else changed this record since you opened it. Reload it and try again.', {
    version: ['This record has changed since you loaded it'],
  });

/** Before the write: a mismatch we can already see. */
export function assertVersion(current: { version: number }, expected: number): void {
  if (current.version !== expected) throw staleVersion();
}

/**
 * After `update ... where id = ? and version = ?`: no row means another writer got there
 * between our read and our write (the row itself was already found in scope).
 */
export function assertUpdated(rows: readonly unknown[]): void {
  if (rows.length === 0) throw staleVersion();
}

type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * The update of a versioned record, in the caller's transaction: `update ... where id = ?
 * and version = ?` bumping the version (409 when another writer got there first), then the
 * record read again and the audit entry of its before and after, so the two cannot part.
 */
export async function updateVersioned<T extends VersionedTable, R extends AuditSnapshot>(
  tx: Db,
  actor: AuditActor,
  change: {
    table: T;
    id: string;
    version: number;
    set: PgUpdateSetSource<T>;
    /** When the change happened: now, unless the caller's clock says otherwise. */
    at?: Date;
    resource: string;
    before: R;
    /** The record as the API answers it, read again after the write. */
    reread: () => Promise<R | undefined>;
  },
): Promise<R> {
  const { table, id, version } = change;
  const rows = await tx
    .update(table)
    .set({
      ...change.set,
      updatedAt: change.at ?? new Date(),
      version: sql`${table.version} + 1`,
    } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  assertUpdated(rows);
  const after = (await change.reread())!;
  await recordAudit(tx, actor, {
    action: 'update',
    resource: change.resource,
    recordId: id,
    before: change.before,
    after,
  });
  return after;
}
