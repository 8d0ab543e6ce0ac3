/** Creating, changing and deleting categories: each one transaction with its audit entry. */
import { eq, sql } from 'drizzle-orm';
import type { Category } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { getCategory, isCategoryNameTaken } from './categories-repository';

const RESOURCE = 'categories';
const nameTaken = () =>
  conflict('A category of this kind with this name already exists', {
    name: ['A category of this kind with this name already exists'],
  });

export async function mustGetCategory(db: Db, id: string): Promise<Category> {
  const category = await getCategory(db, id);
  if (!category) throw notFound('Category not found');
  return category;
}

export async function createCategory(
  db: Db,
  actor: Actor,
  input: { kind: Category['kind']; name: string; description?: string | null | undefined },
): Promise<Category> {
  return db.transaction(async (tx) => {
    if (await isCategoryNameTaken(tx, input.kind, input.name)) throw nameTaken();
    const [row] = await tx
      .insert(categories)
      .values({ ...input, createdBy: actor.userId })
      .returning({ id: categories.id });
    const created = await mustGetCategory(tx, row!.id);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: string,
  input: { name?: string | undefined; description?: string | null; version: number },
): Promise<Category> {
  return db.transaction(async (tx) => {
    const before = await mustGetCategory(tx, id);
    assertVersion(before, input.version);
    if (input.name !== undefined && (await isCategoryNameTaken(tx, before.kind, input.name, id))) {
      throw nameTaken();
    }
    const rows = await tx
      .update(categories)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedAt: new Date(),
        version: sql`${categories.version} + 1`,
      })
      .where(sql`${categories.id} = ${id} and ${categories.version} = ${input.version}`)
      .returning({ id: categories.id });
    assertUpdated(rows);
    const after = await mustGetCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetCategory(tx, id);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}
