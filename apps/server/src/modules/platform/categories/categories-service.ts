/** Creating, changing and deleting categories: each one transaction with its audit entry. */
import { eq } from 'drizzle-orm';
import type { Category } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
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
    return updateVersioned(tx, actor, {
      table: categories,
      id,
      version: input.version,
      set: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      },
      resource: RESOURCE,
      before,
      reread: () => mustGetCategory(tx, id),
    });
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetCategory(tx, id);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}
