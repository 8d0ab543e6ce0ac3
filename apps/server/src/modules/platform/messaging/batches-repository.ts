/**
 * Batches as the API answers them: each with how many of its messages are in each status
 * now (the progress bar), read through the caller's scope: without READ_MESSAGES of scope
 * `all`, a user sees the batches they sent.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIENCE_NAMES,
  BATCH_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type ListQuery,
  type MessageBatch,
  type MessageStatus,
  type SkipReason,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageBatches, messages, messageTemplates, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { listPage } from '../../../lib/list/list-page';
import { booleanOption, oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeFor, scopeCondition, type RecordScope } from '../../../lib/scope';
import { countSkipped } from './send-plan';

const sender = alias(users, 'sender');

/** Every batch, or with scope `assigned` the actor's own. */
export const batchesInScope = (
  actor: Actor,
  privilege: 'READ_MESSAGES' | 'UPDATE_MESSAGES',
): RecordScope => scopeFor(actor, privilege, () => eq(messageBatches.createdBy, actor.userId));

const batchList: ListSpec = {
  fields: {
    templateName: { sql: messageTemplates.name, search: 'ilike', sortable: true },
    status: { sql: messageBatches.status, option: oneOf(BATCH_STATUSES), sortable: true },
    channel: { sql: messageBatches.channel, option: oneOf(MESSAGE_CHANNELS) },
    audience: { sql: messageBatches.audience, option: oneOf(AUDIENCE_NAMES) },
    contextId: { sql: messageBatches.contextId, option: uuidOption },
    isTest: { sql: messageBatches.isTest, option: booleanOption },
    total: { sql: messageBatches.total, sortable: true },
    createdAt: { sql: messageBatches.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: '-createdAt',
  tiebreaker: messageBatches.id,
  outputFields: [
    'id',
    'status',
    'templateId',
    'templateName',
    'channel',
    'audience',
    'contextId',
    'isTest',
    'total',
    'counts',
    'skipped',
    'createdAt',
    'createdBy',
  ],
};

const selectBatches = (db: Db) =>
  db
    .select({
      batch: messageBatches,
      templateName: messageTemplates.name,
      createdBy: sender.username,
    })
    .from(messageBatches)
    .leftJoin(messageTemplates, eq(messageTemplates.id, messageBatches.templateId))
    .leftJoin(sender, eq(sender.id, messageBatches.createdBy));

type Row = Awaited<ReturnType<typeof selectBatches>>[number];
type Counts = Record<MessageStatus, number>;

const noCounts = (): Counts =>
  Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Counts;

/** Messages per status of each batch, in one grouped query. */
async function countByStatus(db: Db, batchIds: readonly string[]): Promise<Map<string, Counts>> {
  const counts = new Map(batchIds.map((id) => [id, noCounts()]));
  if (batchIds.length === 0) return counts;
  const rows = await db
    .select({ batchId: messages.batchId, status: messages.status, n: count() })
    .from(messages)
    .where(sql`${messages.batchId} = any(${sql.param([...batchIds])}::uuid[])`)
    .groupBy(messages.batchId, messages.status);
  for (const row of rows) counts.get(row.batchId)![row.status] = row.n;
  return counts;
}

async function toBatches(db: Db, rows: Row[]): Promise<MessageBatch[]> {
  const counts = await countByStatus(
    db,
    rows.map((row) => row.batch.id),
  );
  return rows.map(({ batch, templateName, createdBy }) => ({
    id: batch.id,
    status: batch.status,
    templateId: batch.templateId,
    templateName,
    channel: batch.channel,
    audience: batch.audience,
    contextId: batch.contextId,
    isTest: batch.isTest,
    total: batch.total,
    counts: counts.get(batch.id)!,
    skipped: countSkipped(batch.skipped as { reason: SkipReason }[]),
    createdAt: batch.createdAt.toISOString(),
    createdBy,
  }));
}

export const listBatches = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(batchList, query, scope, {
    rows: selectBatches(db),
    count: db
      .select({ total: count() })
      .from(messageBatches)
      .leftJoin(messageTemplates, eq(messageTemplates.id, messageBatches.templateId)),
    toItems: (rows) => toBatches(db, rows),
  });

export async function getBatch(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<MessageBatch | undefined> {
  const rows = await selectBatches(db).where(and(eq(messageBatches.id, id), scopeCondition(scope)));
  const [batch] = await toBatches(db, rows);
  return batch;
}
