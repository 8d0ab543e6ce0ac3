/**
 * When a temporarily failed message is tried again: exponential backoff with jitter, so a
 * provider that was down for a minute is not hit by every waiting message at the same
 * instant when it comes back ("equal jitter": half the delay fixed, half random).
 * @see https://aws.amazon.com/builders-library/timeouts-retries-and-backoff-with-jitter/
 */

/** No wait grows beyond an hour, however many attempts are allowed. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

export type RetryPolicy = { maxAttempts: number; baseDelayMs: number };

/** Milliseconds to wait after the `attempt`-th attempt (1-based) failed temporarily. */
export function retryDelayMs(
  attempt: number,
  baseDelayMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Whether a message that failed temporarily on its `attempt`-th attempt gets another. */
export const mayRetry = (attempt: number, policy: RetryPolicy) => attempt < policy.maxAttempts;
