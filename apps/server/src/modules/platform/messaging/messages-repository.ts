/** Messages as the API answers them, read through the caller's scope (READ_MESSAGES). */
import { and, count, eq, sql } from 'drizzle-orm';
import {
  AUDIENCE_NAMES,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type ListQuery,
  type Message,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageBatches, messages } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeFor, scopeCondition, type RecordScope } from '../../../lib/scope';

/** Every message, or with scope `assigned` those of batches the actor sent. */
export const messagesInScope = (
  actor: Actor,
  privilege: 'READ_MESSAGES' | 'UPDATE_MESSAGES',
): RecordScope => scopeFor(actor, privilege, () => eq(messages.createdBy, actor.userId));

const messageList: ListSpec = {
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

export const listMessages = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(messageList, query, scope, {
    rows: db.select().from(messages),
    count: db.select({ total: count() }).from(messages),
    toItems: (rows) => rows.map(toMessage),
  });

export async function getMessageRow(db: Db, id: string, scope: RecordScope) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), scopeCondition(scope)));
  return row;
}
