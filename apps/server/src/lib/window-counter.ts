/**
 * Counts events per key in fixed windows, in memory: enough to slow down guessing against
 * one server process (sign-in attempts, answer links).
 *
 * The keys are what callers send (tokens, usernames, addresses), so the map holds at most
 * `capacity` of them (issue 27): when it is full, the ended windows go, and if that is not
 * room enough, the tenth of the keys nearest the end of their window. Forgetting a key only
 * hands it a fresh allowance early, and to have a key of their own forgotten a caller must
 * first bring nine tenths of `capacity` new keys within its window: 9,000 requests at the
 * default, each also counted against their address (60 or 120 a minute on the public
 * links, 30 a quarter-hour for sign-in), which one address cannot do inside the window.
 */
type Window = { count: number; resetAt: number };

/**
 * Keys held at most by one counter. Far above honest use (the busiest window is a
 * wedding's guests answering in the hour their SMS went out, a few thousand links), and
 * small in memory: a key of up to 200 characters and its window are well under 1 kB, so a
 * full counter stays under 10 MB.
 */
export const WINDOW_COUNTER_CAPACITY = 10_000;

export class WindowCounter {
  // Every window lasts `windowMs` from its key's first hit and a key is put back at the end
  // when its window starts again, so insertion order is expiry order: expired keys are at
  // the front, and the first key is the one to forget when the map is full.
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly capacity: number = WINDOW_COUNTER_CAPACITY,
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
    if (window && window.resetAt > now) {
      window.count += 1;
      return;
    }
    // A window that ended starts again at the end of the order.
    this.windows.delete(key);
    if (this.windows.size >= this.capacity) this.makeRoom(now);
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** How many keys the counter holds now. */
  get size(): number {
    return this.windows.size;
  }

  /**
   * Drops the ended windows, and when they were not enough, the tenth of the keys nearest
   * the end of theirs. A tenth at once, not one key per new one: each pass starts at the
   * map's front, where a Map keeps the holes its deletions leave until it is rebuilt, so one
   * key per pass would walk thousands of holes on every hit of a full counter.
   */
  private makeRoom(now: number): void {
    const toDrop = Math.max(1, Math.ceil(this.capacity / 10));
    let dropped = 0;
    for (const [key, window] of this.windows) {
      if (window.resetAt > now && dropped >= toDrop) return;
      this.windows.delete(key);
      dropped += 1;
    }
  }
}
