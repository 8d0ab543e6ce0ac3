import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, mayRetry, retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('doubles per attempt, half of it fixed and half random', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
    expect(retryDelayMs(2, 1000, () => 0)).toBe(1000);
    expect(retryDelayMs(3, 1000, () => 0.5)).toBe(3000);
  });

  it('spreads waiting messages over the upper half of the delay', () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(4, 1000));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(4000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(8000);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(40, 30_000, () => 1)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('mayRetry', () => {
  it('allows attempts up to the maximum', () => {
    expect(mayRetry(1, { maxAttempts: 3, baseDelayMs: 1 })).toBe(true);
    expect(mayRetry(3, { maxAttempts: 3, baseDelayMs: 1 })).toBe(false);
  });
});
