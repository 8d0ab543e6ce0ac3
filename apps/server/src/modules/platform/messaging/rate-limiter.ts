/**
 * A token bucket per provider: `ratePerSecond` sends a second on average, with bursts up
 * to one second's worth. The worker takes tokens before it claims messages, so a claimed
 * message never waits for the limiter while its lease runs.
 */
export type TokenBucket = {
  /** Whole tokens available now (at most `capacity`). */
  available(): number;
  /** Spends `count` tokens; the caller checked `available()` first. */
  take(count: number): void;
  /** Milliseconds until the next whole token. */
  msUntilNext(): number;
};

export function createTokenBucket(
  ratePerSecond: number,
  now: () => number = () => performance.now(),
): TokenBucket {
  const capacity = Math.max(1, ratePerSecond);
  let tokens = capacity;
  let updatedAt = now();
  const refill = () => {
    const at = now();
    tokens = Math.min(capacity, tokens + ((at - updatedAt) / 1000) * ratePerSecond);
    updatedAt = at;
  };
  return {
    available() {
      refill();
      return Math.floor(tokens);
    },
    take(count) {
      refill();
      tokens -= count;
    },
    msUntilNext() {
      refill();
      return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) / ratePerSecond) * 1000);
    },
  };
}

/** For a channel without a provider: nothing is sent, so nothing is limited. */
export const unlimitedBucket: TokenBucket = {
  available: () => Number.MAX_SAFE_INTEGER,
  take: () => {},
  msUntilNext: () => 0,
};
