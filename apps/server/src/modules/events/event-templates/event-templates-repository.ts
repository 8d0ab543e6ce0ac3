/**
 * Event templates: installation-wide like categories (no record scope), except that a
 * template not yet published is seen only by holders of READ_EVENT_TEMPLATES.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EventTemplate, ListQuery } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories, eventTemplates, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { booleanOption, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { ALL_RECORDS, onlyRecords, scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

const eventTemplateList: ListSpec = {
  fields: {
    name: { sql: eventTemplates.name, search: 'ilike', sortable: true },
    description: { sql: eventTemplates.description, search: 'ilike' },
    categoryId: { sql: eventTemplates.categoryId, option: uuidOption },
    categoryName: { sql: categories.name, sortable: true },
    published: { sql: eventTemplates.published, option: booleanOption, sortable: true },
    created: { sql: eventTemplates.createdAt, dateRange: true, sortable: true },
    updated: { sql: eventTemplates.updatedAt, dateRange: true, sortable: true },
  },
  defaultSort: 'name',
  tiebreaker: eventTemplates.id,
  outputFields: [
    'id',
    'name',
    'description',
    'categoryId',
    'categoryName',
    'artworkType',
    'published',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

const columns = {
  id: eventTemplates.id,
  name: eventTemplates.name,
  description: eventTemplates.description,
  categoryId: eventTemplates.categoryId,
  categoryName: categories.name,
  artworkType: eventTemplates.artworkType,
  published: eventTemplates.published,
  createdAt: eventTemplates.createdAt,
  updatedAt: eventTemplates.updatedAt,
  createdBy: creator.username,
  version: eventTemplates.version,
};

const selectTemplates = (db: Db) =>
  db
    .select(columns)
    .from(eventTemplates)
    .leftJoin(categories, eq(categories.id, eventTemplates.categoryId))
    .leftJoin(creator, eq(creator.id, eventTemplates.createdBy));

type Row = Awaited<ReturnType<typeof selectTemplates>>[number];

const toTemplate = (row: Row): EventTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  artworkType: row.artworkType,
  published: row.published,
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
  createdBy: row.createdBy,
  version: row.version,
});

/** Every template, or only the published ones (visitors and most users). */
export const publishedOnly = (includeHidden: boolean): RecordScope =>
  includeHidden ? ALL_RECORDS : onlyRecords(eq(eventTemplates.published, true));

export const listEventTemplates = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(eventTemplateList, query, scope, {
    rows: selectTemplates(db),
    // The category join serves the sort by category name only; the count needs no join.
    count: db.select({ total: count() }).from(eventTemplates),
    toItems: (rows) => rows.map(toTemplate),
  });

export async function getEventTemplate(
  db: Db,
  id: string,
  visible: RecordScope,
): Promise<EventTemplate | undefined> {
  const [row] = await selectTemplates(db).where(
    and(eq(eventTemplates.id, id), scopeCondition(visible)),
  );
  return row ? toTemplate(row) : undefined;
}

export type StoredArtwork = {
  type: string;
  bytes: Buffer;
  version: number;
  published: boolean;
  updatedAt: Date;
};

export async function getEventTemplateArtwork(
  db: Db,
  id: string,
  visible: RecordScope,
): Promise<StoredArtwork | undefined> {
  const [row] = await db
    .select({
      type: eventTemplates.artworkType,
      bytes: eventTemplates.artwork,
      version: eventTemplates.version,
      published: eventTemplates.published,
      updatedAt: eventTemplates.updatedAt,
    })
    .from(eventTemplates)
    .where(and(eq(eventTemplates.id, id), scopeCondition(visible)));
  return row;
}

export async function isEventTemplateNameTaken(db: Db, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: eventTemplates.id })
    .from(eventTemplates)
    .where(sql`lower(${eventTemplates.name}) = ${name.toLowerCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

export async function isEventCategory(db: Db, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.kind, 'event')));
  return row !== undefined;
}
