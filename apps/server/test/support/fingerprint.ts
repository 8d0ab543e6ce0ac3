/** A fingerprint of every table a write could touch, so a test can tell that nothing changed. */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema';
import type { TestApp } from '../test-app';

/** Every table of the schema but sessions (reads refresh them): a new table is covered at once. */
const WRITABLE_TABLES = Object.values(schema as Record<string, unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => name !== 'sessions');

export async function fingerprint(t: TestApp): Promise<string> {
  const parts = WRITABLE_TABLES.map((table) =>
    sql.raw(
      `(select count(*)::text || md5(coalesce(string_agg(t::text, '' order by t::text), '')) from ${table} t)`,
    ),
  );
  const result = await t.db.execute(sql`select ${sql.join(parts, sql`||'|'||`)} as fp`);
  return String(
    (result as unknown as { rows: { fp: string }[] }).rows?.[0]?.fp ?? JSON.stringify(result),
  );
}
