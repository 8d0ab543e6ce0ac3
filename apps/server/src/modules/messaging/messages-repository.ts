/** Messages as the API answers them, read through the caller's scope (READ_MESSAGES). */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUDIENCE_NAMES,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type ListQuery,
  type Message,
} from '@karamu/shared';
import type { Db } from '../../db/client';
import { messageBatches, messages } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { fetchPage } from '../../lib/list/fetch-page';
import { oneOf, uuidOption, type CompiledList, type ListSpec } from '../../lib/list/list-spec';
import { scopeOf } from '../../lib/scope';

/** Undefined: every message; otherwise those of batches the actor sent. */
export function messagesInScope(
  actor: Actor,
  privilege: 'READ_MESSAGES' | 'UPDATE_MESSAGES',
): SQL | undefined {
  return scopeOf(actor, privilege) === 'all' ? undefined : eq(messages.createdBy, actor.userId);
}

export const messageList: ListSpec = {
  fields: {
    recipientName: { sql: messages.recipientName, search: 'ilike', sortable: true },
    address: { sql: messages.address, search: 'ilike', sortable: true },
    batchId: { sql: messages.batchId, option: uuidOption },
    status: { sql: messages.status, option: oneOf(MESSAGE_STATUSES), sortable: true },
    channel: { sql: messages.channel, option: oneOf(MESSAGE_CHANNELS) },
    // Whom the message's batch went to (guests, members): each dashboard shows its own.
    audience: {
      sql: sql`(select ${messageBatches.audience} from ${messageBatches} where ${messageBatches.id} = ${messages.batchId})`,
      option: oneOf(AUDIENCE_NAMES),
    },
    createdAt: { sql: messages.createdAt, dateRange: true, sortable: true },
    sentAt: { sql: messages.sentAt, dateRange: true, sortable: true },
  },
  defaultSort: '-createdAt',
  tiebreaker: messages.id,
  outputFields: [
    'id',
    'batchId',
    'recipientName',
    'address',
    'channel',
    'subject',
    'body',
    'status',
    'error',
    'attempts',
    'segments',
    'provider',
    'providerMessageId',
    'createdAt',
    'sentAt',
    'deliveredAt',
  ],
};

type Row = typeof messages.$inferSelect;

export const toMessage = (row: Row): Message => ({
  id: row.id,
  batchId: row.batchId,
  recipientName: row.recipientName,
  address: row.address,
  channel: row.channel,
  subject: row.subject,
  body: row.body,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  segments: row.segments,
  provider: row.provider,
  providerMessageId: row.providerMessageId,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export const listMessages = (
  db: Db,
  query: ListQuery,
  list: CompiledList,
  scope: SQL | undefined,
) => {
  const where = and(list.where, scope);
  return fetchPage(query, list, {
    rows: db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset)
      .then((rows) => rows.map(toMessage)),
    total: db.select({ total: count() }).from(messages).where(where),
  });
};

export async function getMessageRow(db: Db, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), scope));
  return row;
}
