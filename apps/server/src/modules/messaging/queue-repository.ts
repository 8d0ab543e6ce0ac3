/**
 * Writing a batch and its messages. The messages go in as one INSERT from arrays
 * (`unnest`): ten thousand rows in one statement and one round trip, where a multi-row
 * VALUES list would pass PostgreSQL's 65,535 parameters at about 6,000 rows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MessageChannel, SkipReason } from '@karamu/shared';
import type { Db } from '../../db/client';
import { messageBatches, messages } from '../../db/schema';
import type { PlannedMessage } from './send-plan';

export type NewBatch = {
  /** None for a message the app writes itself (queue-message.ts). */
  templateId: string | undefined;
  scheduleId?: string | undefined;
  channel: MessageChannel;
  audience: string;
  contextId: string;
  filter: unknown;
  isTest: boolean;
  skipped: { key: string; name: string; reason: SkipReason }[];
  /** Null for a notice the installation sends on no one's behalf. */
  createdBy: string | null;
};

export async function insertBatch(
  db: Db,
  batch: NewBatch,
  planned: readonly PlannedMessage[],
): Promise<string> {
  const id = randomUUID();
  await db.insert(messageBatches).values({
    id,
    templateId: batch.templateId ?? null,
    scheduleId: batch.scheduleId ?? null,
    channel: batch.channel,
    audience: batch.audience,
    contextId: batch.contextId,
    recipientFilter: batch.filter,
    isTest: batch.isTest,
    total: planned.length,
    skipped: batch.skipped,
    createdBy: batch.createdBy,
  });
  await insertMessages(db, id, batch.channel, batch.createdBy, planned);
  return id;
}

const column = <T>(planned: readonly PlannedMessage[], pick: (m: PlannedMessage) => T) =>
  sql.param(planned.map(pick));

async function insertMessages(
  db: Db,
  batchId: string,
  channel: MessageChannel,
  createdBy: string | null,
  planned: readonly PlannedMessage[],
): Promise<void> {
  if (planned.length === 0) return;
  // The id is ours, made here: it is also the idempotency key every provider call carries.
  await db.execute(sql`
    insert into ${messages} (id, batch_id, recipient_key, recipient_name, address, channel,
      subject, body, html, segments, created_by)
    select t.id, ${batchId}, t.recipient_key, t.recipient_name, t.address, ${channel},
      t.subject, t.body, t.html, t.segments, ${createdBy}
    from unnest(
      ${column(planned, () => randomUUID())}::uuid[],
      ${column(planned, (m) => m.recipientKey)}::text[],
      ${column(planned, (m) => m.recipientName)}::text[],
      ${column(planned, (m) => m.address)}::text[],
      ${column(planned, (m) => m.subject)}::text[],
      ${column(planned, (m) => m.body)}::text[],
      ${column(planned, (m) => m.html)}::text[],
      ${column(planned, (m) => m.segments)}::int[]
    ) as t(id, recipient_key, recipient_name, address, subject, body, html, segments)`);
}
