/** Rows of the key/value `settings` table: read, first insert, versioned update, delete. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { settings, users } from '../../../db/schema';

export type SettingRow = {
  key: string;
  value: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
};

export async function getSettingRow(db: Db, key: string): Promise<SettingRow | undefined> {
  const [row] = await db
    .select({
      key: settings.key,
      value: settings.value,
      version: settings.version,
      updatedAt: settings.updatedAt,
      updatedBy: users.username,
    })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedBy))
    .where(eq(settings.key, key));
  return row;
}

/** The first save of a key; false when another writer inserted it first. */
export async function insertSettingRow(
  db: Db,
  key: string,
  value: unknown,
  updatedBy: string,
): Promise<boolean> {
  const rows = await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key });
  return rows.length > 0;
}

/** A later save, only if the row is still at `version`; answers the rows changed. */
export async function updateSettingRow(
  db: Db,
  key: string,
  version: number,
  value: unknown,
  updatedBy: string,
): Promise<readonly unknown[]> {
  return db
    .update(settings)
    .set({ value, updatedBy, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(settings.key, key), eq(settings.version, version)))
    .returning({ key: settings.key });
}

/** A setting taken back to its default (no row). */
export async function deleteSettingRow(db: Db, key: string): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}
