/** Creating, changing and deleting categories: each one transaction with its audit entry. */
import { eq } from 'drizzle-orm';
import type { Category } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { countCategoryUses, getCategory, isCategoryNameTaken } from './categories-repository';

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

/**
 * A kind changes only while nothing holds the category as its old kind: an event's category
 * turned into a service's would leave the event pointing at a category events cannot have.
 */
async function assertKindMayChange(tx: Db, before: Category) {
  const uses = (await countCategoryUses(tx, before.id, before.kind)).filter((u) => u.total > 0);
  if (uses.length === 0) return;
  const what = uses
    .map(
      ({ what: [one, many], total }) => `${total.toLocaleString('en')} ${total === 1 ? one : many}`,
    )
    .join(' and ');
  const one = uses.length === 1 && uses[0]!.total === 1;
  const message = `${what} ${one ? 'uses' : 'use'} this ${before.kind} category, so its kind cannot change. Make a new category instead.`;
  throw conflict(message, { kind: [message] });
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: string,
  input: {
    kind?: Category['kind'] | undefined;
    name?: string | undefined;
    description?: string | null;
    version: number;
  },
): Promise<Category> {
  return db.transaction(async (tx) => {
    const before = await mustGetCategory(tx, id);
    assertVersion(before, input.version);
    const kind = input.kind ?? before.kind;
    if (kind !== before.kind) await assertKindMayChange(tx, before);
    const name = input.name ?? before.name;
    if (
      (input.name !== undefined || kind !== before.kind) &&
      (await isCategoryNameTaken(tx, kind, name, id))
    ) {
      throw nameTaken();
    }
    return updateVersioned(tx, actor, {
      table: categories,
      id,
      version: input.version,
      set: {
        ...(kind !== before.kind ? { kind } : {}),
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
