/** Cancelling what is left of a batch, and queuing one failed message again: each one transaction. */
import { and, eq, inArray } from 'drizzle-orm';
import { RETRYABLE_MESSAGE_STATUSES, type Message, type MessageBatch } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageBatches, messageOptOuts, messages } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { batchesInScope, getBatch } from './batches-repository';
import { getMessageRow, messagesInScope, toMessage } from './messages-repository';
import { BATCHES_RESOURCE } from './queue-batch';
import { optOutAddress } from './skip-reasons';
import type { Wakeup } from './wakeup';

const batchNotFound = () => notFound('Batch not found');

/**
 * Messages still queued are cancelled; those a worker already handed to a provider finish.
 * Cancelling a cancelled batch again answers it as it is.
 */
export async function cancelBatch(db: Db, actor: Actor, id: string): Promise<MessageBatch> {
  const scope = batchesInScope(actor, 'UPDATE_MESSAGES');
  return db.transaction(async (tx) => {
    const before = await getBatch(tx, id, scope);
    if (!before) throw batchNotFound();
    if (before.status === 'cancelled') return before;
    if (before.status === 'completed')
      throw conflict('This batch has finished: nothing is left to cancel');
    const now = new Date();
    const cancelled = await tx
      .update(messages)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(messages.batchId, id), eq(messages.status, 'queued')))
      .returning({ id: messages.id });
    await tx
      .update(messageBatches)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(messageBatches.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      resource: BATCHES_RESOURCE,
      recordId: id,
      before: { status: before.status },
      after: { status: 'cancelled', cancelledMessages: cancelled.length },
    });
    return (await getBatch(tx, id, scope))!;
  });
}

/** A failed or not-sent message queued again, as a new round of attempts. */
export async function retryMessage(
  db: Db,
  actor: Actor,
  id: string,
  wakeup: Wakeup,
): Promise<Message> {
  const retried = await db.transaction(async (tx) => {
    const before = await getMessageRow(tx, id, messagesInScope(actor, 'UPDATE_MESSAGES'));
    if (!before) throw notFound('Message not found');
    if (!RETRYABLE_MESSAGE_STATUSES.includes(before.status)) {
      throw conflict(
        `Only failed or not sent messages can be retried (this one is ${before.status})`,
      );
    }
    const [batch] = await tx
      .select({ status: messageBatches.status })
      .from(messageBatches)
      .where(eq(messageBatches.id, before.batchId));
    if (batch?.status === 'cancelled') throw conflict('Its batch was cancelled');
    const [optedOut] = await tx
      .select({ address: messageOptOuts.address })
      .from(messageOptOuts)
      .where(
        and(
          eq(messageOptOuts.channel, before.channel),
          eq(messageOptOuts.address, optOutAddress(before.channel, before.address)),
        ),
      );
    if (optedOut) throw conflict('This address has opted out of messages');
    const now = new Date();
    const [after] = await tx
      .update(messages)
      .set({
        status: 'queued',
        attempts: 0,
        error: null,
        nextAttemptAt: now,
        leaseUntil: null,
        updatedAt: now,
      })
      .where(and(eq(messages.id, id), inArray(messages.status, [...RETRYABLE_MESSAGE_STATUSES])))
      .returning();
    if (!after) throw conflict('This message changed meanwhile: reload and try again');
    await tx
      .update(messageBatches)
      .set({ status: 'sending' })
      .where(and(eq(messageBatches.id, before.batchId), eq(messageBatches.status, 'completed')));
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'messages',
      recordId: id,
      before: { status: before.status, error: before.error, attempts: before.attempts },
      after: { status: 'queued', error: null, attempts: 0 },
    });
    return toMessage(after);
  });
  wakeup.notify();
  return retried;
}
