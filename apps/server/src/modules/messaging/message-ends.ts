import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageBatches } from '../../db/schema';
import { findAudience, type MessageEnd } from './audience';

export type BatchMessageEnd = MessageEnd & { batchId: string };

/**
 * Tells each batch's audience that recipients' messages ended (the guests are invited, or
 * not); test sends are the sender's own and tell nobody. Call inside the transaction that
 * records the ends.
 */
export async function reportMessageEnds(db: Db, ends: readonly BatchMessageEnd[]): Promise<void> {
  if (ends.length === 0) return;
  const batches = await db
    .select({
      id: messageBatches.id,
      audience: messageBatches.audience,
      contextId: messageBatches.contextId,
      isTest: messageBatches.isTest,
    })
    .from(messageBatches)
    .where(inArray(messageBatches.id, [...new Set(ends.map((end) => end.batchId))]));
  for (const batch of batches) {
    const audience = batch.isTest ? undefined : findAudience(batch.audience);
    const ofBatch = ends
      .filter((end) => end.batchId === batch.id)
      .map(({ recipientKey, outcome }) => ({ recipientKey, outcome }));
    await audience?.recordMessageEnds(db, batch.contextId, ofBatch);
  }
}
