/**
 * Optimistic concurrency: an update carries the `version` it was based on. When someone
 * else saved in between, the versions differ and the update answers 409 instead of
 * silently overwriting their change.
 */
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
