/**
 * What audiences hear of their recipients' messages: whether each recipient is reached
 * in the context (the guests are invited, or not). A recipient is reached while at least
 * one of their messages in the context (test sends aside) is sent or delivered; a failure
 * makes them `failed` only when none is. Worked out from the messages themselves, so it
 * does not matter in which order acceptances, failures and receipts (early or late)
 * arrive: a failed receipt for a recipient's only reaching message makes them `failed`,
 * and a late `delivered` makes them `sent` again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageBatches, messages } from '../../../db/schema';
import type { Audiences, MessageEnd } from './audience';

/** One message's end: `sent` when it reached the recipient (sent or delivered), or `failed`. */
export type BatchMessageEnd = MessageEnd & { batchId: string };

type ContextEnds = {
  audience: string;
  contextId: string;
  /** Recipient key -> its end in this call. */
  outcomes: Map<string, MessageEnd['outcome']>;
};

/** First key of the two-key advisory lock: this lock's namespace (daily-cap.ts has another). */
const RECIPIENT_LOCK = 4_711_045;

/**
 * Every transaction that changes a message's end (the worker's outcomes, a receipt) takes
 * its recipients' locks first, before the messages' rows. Otherwise, on PostgreSQL, a
 * failure could read a recipient's other message as still sending while a concurrent
 * acceptance of it commits, and then write `failed` over that acceptance's `sent`. Keyed
 * by recipient key alone: keys are ids, and two that share a hash only wait for each
 * other. Sorted, so transactions locking several never deadlock; PGlite never waits.
 */
export async function lockRecipients(tx: Db, recipientKeys: readonly string[]): Promise<void> {
  if (recipientKeys.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(${RECIPIENT_LOCK}, k.hash)
    from (
      select distinct hashtext(key) as hash
      from unnest(${sql.param([...recipientKeys])}::text[]) as t(key)
      order by hash
    ) as k`);
}

/** Of `keys`, the recipients one of whose messages in the context reached them. */
async function reachedRecipients(
  db: Db,
  audience: string,
  contextId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: messages.recipientKey })
    .from(messages)
    .innerJoin(messageBatches, eq(messageBatches.id, messages.batchId))
    .where(
      and(
        eq(messageBatches.audience, audience),
        eq(messageBatches.contextId, contextId),
        eq(messageBatches.isTest, false),
        inArray(messages.status, ['sent', 'delivered']),
        sql`${messages.recipientKey} = any(${sql.param([...keys])}::text[])`,
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * Tells each context's audience where the recipients of these ends now stand: `sent` if
 * reached, else `failed`. Test sends are the sender's own and tell nobody. Call inside the
 * transaction that recorded the ends, after `lockRecipients` and the messages' changes.
 */
export async function reportMessageEnds(
  db: Db,
  ends: readonly BatchMessageEnd[],
  audiences: Audiences,
): Promise<void> {
  if (ends.length === 0) return;
  const batches = await db
    .select({
      id: messageBatches.id,
      audience: messageBatches.audience,
      contextId: messageBatches.contextId,
    })
    .from(messageBatches)
    .where(
      and(
        inArray(messageBatches.id, [...new Set(ends.map((end) => end.batchId))]),
        eq(messageBatches.isTest, false),
      ),
    );
  // By context, each recipient once: a group of answers may hold several batches of one
  // event, and a recipient reached by one message is settled whatever the others did.
  const contexts = new Map<string, ContextEnds>();
  for (const batch of batches) {
    const contextKey = `${batch.audience}\n${batch.contextId}`;
    const context = contexts.get(contextKey) ?? {
      audience: batch.audience,
      contextId: batch.contextId,
      outcomes: new Map(),
    };
    contexts.set(contextKey, context);
    for (const end of ends) {
      if (end.batchId !== batch.id || context.outcomes.get(end.recipientKey) === 'sent') continue;
      context.outcomes.set(end.recipientKey, end.outcome);
    }
  }
  for (const { audience: name, contextId, outcomes } of contexts.values()) {
    const audience = audiences.find(name);
    if (!audience) continue;
    const failed = [...outcomes].flatMap(([key, outcome]) => (outcome === 'failed' ? [key] : []));
    const reached = await reachedRecipients(db, name, contextId, failed);
    await audience.recordMessageEnds(
      db,
      contextId,
      [...outcomes].map(([recipientKey, outcome]) => ({
        recipientKey,
        outcome: outcome === 'sent' || reached.has(recipientKey) ? 'sent' : 'failed',
      })),
    );
  }
}
