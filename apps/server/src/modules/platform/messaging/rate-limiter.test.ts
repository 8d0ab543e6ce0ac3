import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './rate-limiter';

describe('createTokenBucket', () => {
  it('allows a burst of one second, then refills at the rate', () => {
    let now = 0;
    const bucket = createTokenBucket(10, () => now);
    expect(bucket.available()).toBe(10);
    bucket.take(10);
    expect(bucket.available()).toBe(0);
    expect(bucket.msUntilNext()).toBe(100);
    now = 250;
    expect(bucket.available()).toBe(2);
    now = 10_000;
    expect(bucket.available()).toBe(10);
  });

  it('holds sends to the rate over time', () => {
    let now = 0;
    const bucket = createTokenBucket(5, () => now);
    let sent = 0;
    for (now = 0; now <= 4000; now += 10) {
      const n = bucket.available();
      bucket.take(n);
      sent += n;
    }
    // One second's burst plus four seconds at five a second.
    expect(sent).toBe(25);
  });
});
