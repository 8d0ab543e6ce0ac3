/** A fingerprint of every table a write could touch, so a test can tell that nothing changed. */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema';
import type { TestApp } from '../test-app';

/** Every table of the schema but sessions (reads refresh them): a new table is covered at once. */
const WRITABLE_TABLES = Object.values(schema as Record<string, unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => name !== 'sessions');

const FINGERPRINT = sql`select ${sql.join(
  WRITABLE_TABLES.map((table) =>
    sql.raw(
      `(select count(*)::text || md5(coalesce(string_agg(t::text, '' order by t::text), '')) from ${table} t)`,
    ),
  ),
  sql`||'|'||`,
)} as fp`;

/**
 * The last fingerprint of each app, with the database's transaction snapshot when it was
 * taken. No row changes without a transaction id, so while the snapshot (the next id to
 * give out and the ones still running) is the same, so is every table: the fuzz tests ask
 * for a fingerprint after each of thousands of calls, most of them refused before any write,
 * and the snapshot costs a fraction of hashing every table. On a PostgreSQL server shared by
 * other test files the ids move all the time, and every fingerprint is taken afresh.
 */
const lastOf = new WeakMap<TestApp, { snapshot: string; fp: string }>();

const firstRow = <Row>(result: unknown) => (result as { rows: Row[] }).rows[0]!;

export async function fingerprint(t: TestApp): Promise<string> {
  const { snapshot } = firstRow<{ snapshot: string }>(
    await t.db.execute(sql`select pg_current_snapshot()::text as snapshot`),
  );
  const last = lastOf.get(t);
  if (last?.snapshot === snapshot) return last.fp;
  const fp = String(firstRow<{ fp: string }>(await t.db.execute(FINGERPRINT)).fp);
  lastOf.set(t, { snapshot, fp });
  return fp;
}
