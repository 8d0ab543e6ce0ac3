/**
 * Delivery receipts: a provider's later word on a message it accepted. Matched on the
 * provider's message id (unique per provider), so a receipt posted twice changes nothing
 * the second time, and one for an id we do not know changes nothing at all. A message
 * only moves forward: sent -> delivered or failed, failed -> delivered (a late success);
 * never away from delivered.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { reportMessageEnds } from './message-ends';

export type Receipt = {
  provider: string;
  providerMessageId: string;
  /** `pending`: an intermediate state (buffered, sending...) that changes nothing here. */
  result: 'delivered' | 'failed' | 'pending';
  reason?: string | undefined;
};

export type ReceiptEffect = 'applied' | 'unchanged' | 'unknown';

export async function applyReceipt(db: Db, receipt: Receipt, now: Date): Promise<ReceiptEffect> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: messages.id, batchId: messages.batchId, recipientKey: messages.recipientKey })
      .from(messages)
      .where(
        and(
          eq(messages.provider, receipt.provider),
          eq(messages.providerMessageId, receipt.providerMessageId),
        ),
      );
    if (!message) return 'unknown';
    if (receipt.result === 'pending') return 'unchanged';
    const updated =
      receipt.result === 'delivered'
        ? await tx
            .update(messages)
            .set({ status: 'delivered', deliveredAt: now, error: null, updatedAt: now })
            .where(and(eq(messages.id, message.id), inArray(messages.status, ['sent', 'failed'])))
            .returning({ id: messages.id })
        : await tx
            .update(messages)
            .set({
              status: 'failed',
              error: `Not delivered: ${receipt.reason ?? 'the provider gave no reason'}`,
              updatedAt: now,
            })
            .where(and(eq(messages.id, message.id), eq(messages.status, 'sent')))
            .returning({ id: messages.id });
    if (updated.length === 0) return 'unchanged';
    if (receipt.result === 'failed') {
      await reportMessageEnds(tx, [
        { batchId: message.batchId, recipientKey: message.recipientKey, outcome: 'failed' },
      ]);
    }
    return 'applied';
  });
}
