import { describe, expect, it } from 'vitest';
import { makeBatch } from '../../../../../test/fixtures/messaging-fixtures';
import { getBatchProgress, isBatchFinished } from './batch-progress';

describe('getBatchProgress', () => {
  it('fills the bar with what left the queue and counts as sent what a provider accepted', () => {
    expect(
      getBatchProgress(makeBatch({ queued: 100, sending: 10, sent: 250, delivered: 140 })),
    ).toEqual({
      total: 500,
      done: 390,
      sent: 390,
      finished: false,
    });
    expect(getBatchProgress(makeBatch({ delivered: 490, failed: 6, not_sent: 4 }))).toEqual({
      total: 500,
      done: 500,
      sent: 490,
      finished: true,
    });
  });

  it('is not finished while a message waits for another attempt, whatever the counts say', () => {
    // A temporary failure puts the message back in the queue for later.
    expect(isBatchFinished(makeBatch({ queued: 1, delivered: 499 }, { status: 'sending' }))).toBe(
      false,
    );
    expect(isBatchFinished(makeBatch({ queued: 12, cancelled: 0 }, { status: 'cancelled' }))).toBe(
      true,
    );
    expect(isBatchFinished(makeBatch({}, { status: 'queued' }))).toBe(true);
  });
});
