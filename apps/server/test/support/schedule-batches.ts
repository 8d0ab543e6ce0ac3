/** What a message schedule has sent so far, read past the API. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { messageBatches, messages } from '../../src/db/schema';

/** Each batch of the schedule with the bodies it queued, oldest first. */
export async function batchesOf(db: Db, scheduleId: string) {
  const batches = await db
    .select({ id: messageBatches.id })
    .from(messageBatches)
    .where(eq(messageBatches.scheduleId, scheduleId))
    .orderBy(asc(messageBatches.createdAt));
  return Promise.all(
    batches.map(async (batch) =>
      (
        await db
          .select({ body: messages.body })
          .from(messages)
          .where(eq(messages.batchId, batch.id))
          .orderBy(asc(messages.recipientName))
      ).map((m) => m.body),
    ),
  );
}
