/**
 * Provider webhook calls already processed (decision 0018), by the provider's message id,
 * so that a replay changes nothing. Twilio signs a call but puts no time in the signature,
 * and Africa's Talking only puts a secret in the URL: a captured call stays valid, and a
 * provider retries a call whose answer it missed. A replayed STOP after a later START
 * opted the number out again. Each is recorded in the transaction that applies it, so a
 * call is recorded exactly when it took effect.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { webhookCalls } from '../../../db/schema';

/** `receivedAt` defaults to the database's clock. */
export type WebhookCall = Pick<
  typeof webhookCalls.$inferInsert,
  'provider' | 'kind' | 'providerMessageId' | 'receivedAt'
>;

/**
 * Records the call; answers false when it was recorded before (a replay). Two copies at
 * once: the second insert waits for the first transaction and then finds its row.
 */
export async function recordWebhookCall(tx: Db, call: WebhookCall): Promise<boolean> {
  const inserted = await tx
    .insert(webhookCalls)
    .values(call)
    .onConflictDoNothing()
    .returning({ provider: webhookCalls.provider });
  return inserted.length > 0;
}

/** Whether the call was recorded before; for callers that record only what took effect. */
export async function isWebhookCallRecorded(tx: Db, call: WebhookCall): Promise<boolean> {
  const [found] = await tx
    .select({ provider: webhookCalls.provider })
    .from(webhookCalls)
    .where(
      and(
        eq(webhookCalls.provider, call.provider),
        eq(webhookCalls.kind, call.kind),
        eq(webhookCalls.providerMessageId, call.providerMessageId),
      ),
    );
  return found !== undefined;
}

/**
 * A provider's retries follow its call closely; thirty days is a wide margin that also
 * covers a captured call replayed by hand within a month. Older calls are dropped, so the
 * table holds a month of traffic, not all of it.
 */
const WEBHOOK_CALLS_KEEP_MS = 30 * 86_400_000;

/** Drops calls older than `keepForMs`; answers how many. */
export async function pruneWebhookCalls(
  db: Db,
  now: Date,
  keepForMs = WEBHOOK_CALLS_KEEP_MS,
): Promise<number> {
  const dropped = await db
    .delete(webhookCalls)
    .where(lt(webhookCalls.receivedAt, new Date(now.getTime() - keepForMs)))
    .returning({ provider: webhookCalls.provider });
  return dropped.length;
}
