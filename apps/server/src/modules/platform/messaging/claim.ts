/**
 * The queue's claims (decision 0011). A claim is one UPDATE whose subquery locks the due
 * rows it picks with FOR UPDATE SKIP LOCKED, so workers in several processes never claim
 * the same message; it sets `sending`, counts the attempt and sets a lease, and commits
 * before any provider is called. A worker that dies mid-send leaves its lease to lapse,
 * and the message is claimed again.
 */
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { MessageChannel } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageBatches, messages } from '../../../db/schema';

export type ClaimedMessage = {
  id: string;
  batchId: string;
  channel: MessageChannel;
  recipientKey: string;
  recipientName: string;
  address: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** This claim's attempt number: the outcome is recorded only if the row still has it. */
  attempts: number;
  /** The address opted out after the message was queued (a STOP reply): it is not sent. */
  optedOut: boolean;
};

export async function claimDue(
  db: Db,
  options: { channel: MessageChannel; limit: number; now: Date; leaseMs: number },
): Promise<ClaimedMessage[]> {
  const { channel, limit, now, leaseMs } = options;
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.status, 'queued'),
        lte(messages.nextAttemptAt, now),
        eq(messages.channel, channel),
      ),
    )
    .orderBy(asc(messages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(messages)
      .set({
        status: 'sending',
        attempts: sql`${messages.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(inArray(messages.id, due))
      .returning({
        id: messages.id,
        batchId: messages.batchId,
        channel: messages.channel,
        recipientKey: messages.recipientKey,
        recipientName: messages.recipientName,
        address: messages.address,
        subject: messages.subject,
        body: messages.body,
        html: messages.html,
        attempts: messages.attempts,
        // Opt-outs are kept lower-cased for e-mail (skip-reasons.ts, optOutAddress). Written
        // out with table names: Drizzle leaves columns unqualified in RETURNING, and inside
        // the subquery an unqualified `address` would be the opt-out's own.
        optedOut: sql<boolean>`exists (select 1 from message_opt_outs o where o.channel = "messages"."channel" and o.address = case when "messages"."channel" = 'email' then lower(trim("messages"."address")) else "messages"."address" end)`,
      });
    const batchIds = [...new Set(claimed.map((message) => message.batchId))];
    if (batchIds.length > 0) {
      await tx
        .update(messageBatches)
        .set({ status: 'sending' })
        .where(and(inArray(messageBatches.id, batchIds), eq(messageBatches.status, 'queued')));
    }
    return claimed;
  });
}

/** Claims whose lease lapsed (their worker died) go back to the queue; answers how many. */
export async function releaseLapsedClaims(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(messages)
    .set({ status: 'queued', leaseUntil: null, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(messages.status, 'sending'), lt(messages.leaseUntil, now)))
    .returning({ id: messages.id });
  return released.length;
}

/** Batches with nothing left queued or sending are completed. */
export async function completeFinishedBatches(db: Db, batchIds: readonly string[]): Promise<void> {
  if (batchIds.length === 0) return;
  await db
    .update(messageBatches)
    .set({ status: 'completed' })
    .where(
      and(
        inArray(messageBatches.id, [...batchIds]),
        inArray(messageBatches.status, ['queued', 'sending']),
        sql`not exists (select 1 from ${messages} where ${messages.batchId} = ${messageBatches.id} and ${messages.status} in ('queued', 'sending'))`,
      ),
    );
}
