/**
 * Message templates and their mappings: installation-wide like categories (no record
 * scope; writing them takes privileges only a SUPER_ADMIN or their holder has).
 */
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIENCE_NAMES,
  MESSAGE_CHANNELS,
  templatePlaceholders,
  type ListQuery,
  type MessageTemplate,
  type TemplateMapping,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageSchedules, messageTemplates, templateMappings, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { ALL_RECORDS } from '../../../lib/scope';

const creator = alias(users, 'creator');

const messageTemplateList: ListSpec = {
  fields: {
    name: { sql: messageTemplates.name, search: 'ilike', sortable: true },
    channel: { sql: messageTemplates.channel, option: oneOf(MESSAGE_CHANNELS), sortable: true },
    audience: { sql: messageTemplates.audience, option: oneOf(AUDIENCE_NAMES), sortable: true },
    created: { sql: messageTemplates.createdAt, dateRange: true, sortable: true },
    updated: { sql: messageTemplates.updatedAt, dateRange: true, sortable: true },
  },
  defaultSort: 'name',
  tiebreaker: messageTemplates.id,
  outputFields: [
    'id',
    'name',
    'channel',
    'audience',
    'subject',
    'body',
    'html',
    'placeholders',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

const columns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  channel: messageTemplates.channel,
  audience: messageTemplates.audience,
  subject: messageTemplates.subject,
  body: messageTemplates.body,
  html: messageTemplates.html,
  createdAt: messageTemplates.createdAt,
  updatedAt: messageTemplates.updatedAt,
  createdBy: creator.username,
  version: messageTemplates.version,
};

const selectTemplates = (db: Db) =>
  db
    .select(columns)
    .from(messageTemplates)
    .leftJoin(creator, eq(creator.id, messageTemplates.createdBy));

type Row = Awaited<ReturnType<typeof selectTemplates>>[number];

const toTemplate = (row: Row): MessageTemplate => ({
  id: row.id,
  name: row.name,
  channel: row.channel,
  // Written only through the create schema, which allows nothing else.
  audience: row.audience as MessageTemplate['audience'],
  subject: row.subject,
  body: row.body,
  html: row.html,
  placeholders: templatePlaceholders(row),
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
  createdBy: row.createdBy,
  version: row.version,
});

export const listMessageTemplates = (db: Db, query: ListQuery) =>
  listPage(messageTemplateList, query, ALL_RECORDS, {
    rows: selectTemplates(db),
    count: db.select({ total: count() }).from(messageTemplates),
    toItems: (rows) => rows.map(toTemplate),
  });

export async function getMessageTemplate(db: Db, id: string): Promise<MessageTemplate | undefined> {
  const [row] = await selectTemplates(db).where(eq(messageTemplates.id, id));
  return row ? toTemplate(row) : undefined;
}

export async function isMessageTemplateNameTaken(db: Db, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(sql`lower(${messageTemplates.name}) = ${name.toLowerCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

/** A template's mappings, in the order its placeholders first appear. */
export async function getTemplateMappings(
  db: Db,
  template: Pick<MessageTemplate, 'id' | 'placeholders'>,
): Promise<TemplateMapping[]> {
  const rows = await db
    .select({
      placeholder: templateMappings.placeholder,
      field: templateMappings.field,
      fallback: templateMappings.fallback,
    })
    .from(templateMappings)
    .where(eq(templateMappings.templateId, template.id))
    .orderBy(asc(templateMappings.placeholder));
  const order = new Map(template.placeholders.map((name, index) => [name, index]));
  const rank = (m: TemplateMapping) => order.get(m.placeholder) ?? order.size;
  return rows.sort((a, b) => rank(a) - rank(b));
}

export async function replaceTemplateMappings(
  db: Db,
  templateId: string,
  items: readonly TemplateMapping[],
): Promise<void> {
  await db.delete(templateMappings).where(eq(templateMappings.templateId, templateId));
  if (items.length > 0) {
    await db.insert(templateMappings).values(items.map((item) => ({ templateId, ...item })));
  }
}

/** Removes the mappings of placeholders the template no longer uses. */
export async function deleteMappingsNotIn(
  db: Db,
  templateId: string,
  placeholders: readonly string[],
): Promise<void> {
  await db
    .delete(templateMappings)
    .where(
      and(
        eq(templateMappings.templateId, templateId),
        placeholders.length > 0
          ? notInArray(templateMappings.placeholder, [...placeholders])
          : undefined,
      ),
    );
}

/** Schedules that would still send this template (deleting it would delete them). */
export async function countLiveSchedules(db: Db, templateId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messageSchedules)
    .where(
      and(
        eq(messageSchedules.templateId, templateId),
        inArray(messageSchedules.status, ['active', 'paused']),
      ),
    );
  return row?.total ?? 0;
}
