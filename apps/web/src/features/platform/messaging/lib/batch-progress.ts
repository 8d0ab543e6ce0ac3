import type { MessageBatch } from '@karamu/shared';

/** The URL parameter naming the batch a page shows the progress of, so a reload keeps it. */
export const BATCH_PARAM = 'batch';

export type BatchProgress = {
  total: number;
  /** Left the queue one way or another: what the progress bar fills with. */
  done: number;
  /** Accepted by the provider (sent or already delivered). */
  sent: number;
  finished: boolean;
};

/** Nothing left to hand to a provider: every message is out of `queued` and `sending`. */
export function isBatchFinished(batch: Pick<MessageBatch, 'status' | 'counts'>): boolean {
  if (batch.status === 'completed' || batch.status === 'cancelled') return true;
  return batch.counts.queued + batch.counts.sending === 0;
}

export function getBatchProgress(
  batch: Pick<MessageBatch, 'status' | 'counts' | 'total'>,
): BatchProgress {
  const { counts } = batch;
  const waiting = counts.queued + counts.sending;
  return {
    total: batch.total,
    done: Math.max(0, batch.total - waiting),
    sent: counts.sent + counts.delivered,
    finished: isBatchFinished(batch),
  };
}
