/**
 * Counts events per key in fixed windows, in memory: enough to slow down guessing against
 * one server process (sign-in attempts, answer links).
 */
type Window = { count: number; resetAt: number };

export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterMs(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now()) return 0;
    return window.count >= this.limit ? window.resetAt - this.now() : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 10_000) this.dropExpired(now);
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
