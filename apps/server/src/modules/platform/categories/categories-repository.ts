/** Categories: reference data, the same for every user (no record scope). */
import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORY_KINDS, type Category, type ListQuery } from '@karamu/shared';
import type { Db } from '../../../db/client';
import {
  categories,
  eventTemplates,
  events,
  users,
  vendorCategories,
  vendorServices,
} from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { ALL_RECORDS } from '../../../lib/scope';

const creator = alias(users, 'creator');

const categoryList: ListSpec = {
  fields: {
    name: { sql: categories.name, search: 'ilike', sortable: true },
    kind: { sql: categories.kind, option: oneOf(CATEGORY_KINDS), sortable: true },
    created: { sql: categories.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'name',
  tiebreaker: categories.id,
  outputFields: ['id', 'kind', 'name', 'description', 'created', 'updated', 'createdBy', 'version'],
};

const columns = {
  id: categories.id,
  kind: categories.kind,
  name: categories.name,
  description: categories.description,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  createdBy: creator.username,
  version: categories.version,
};

const selectCategories = (db: Db) =>
  db.select(columns).from(categories).leftJoin(creator, eq(creator.id, categories.createdBy));

type Row = Awaited<ReturnType<typeof selectCategories>>[number];

const toCategory = (row: Row): Category => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
  createdBy: row.createdBy,
  version: row.version,
});

export const listCategories = (db: Db, query: ListQuery) =>
  listPage(categoryList, query, ALL_RECORDS, {
    rows: selectCategories(db),
    count: db.select({ total: count() }).from(categories),
    toItems: (rows) => rows.map(toCategory),
  });

export async function getCategory(db: Db, id: string): Promise<Category | undefined> {
  const [row] = await selectCategories(db).where(eq(categories.id, id));
  return row ? toCategory(row) : undefined;
}

export async function isCategoryNameTaken(db: Db, kind: string, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.kind} = ${kind} and lower(${categories.name}) = ${name.toLowerCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

/**
 * The records that hold a category as their kind needs it: events and designs an event
 * category, vendors and their services a service category. By what they are called.
 */
export async function countCategoryUses(db: Db, id: string, kind: Category['kind']) {
  const uses = async (
    table: typeof events | typeof eventTemplates | typeof vendorCategories | typeof vendorServices,
  ) => {
    const [row] = await db.select({ total: count() }).from(table).where(eq(table.categoryId, id));
    return row?.total ?? 0;
  };
  return kind === 'event'
    ? [
        { what: ['event', 'events'], total: await uses(events) },
        { what: ['design', 'designs'], total: await uses(eventTemplates) },
      ]
    : [
        { what: ['vendor', 'vendors'], total: await uses(vendorCategories) },
        { what: ['service', 'services'], total: await uses(vendorServices) },
      ];
}
