/**
 * Which storefront views count (decision 0037): one per address and vendor and day, and at
 * most `perAddress` vendors per address and day. Memory is bounded whatever callers send
 * (new IPv6 addresses are free): each map holds at most `capacity` keys, and when one is
 * full, views are not counted until its oldest keys expire. The view count is then low for
 * a while, which is harmless; an unbounded map is not. (A throttle's WindowCounter forgets
 * its oldest keys instead: refusing new keys there would refuse honest people.)
 */
type Window = { count: number; resetAt: number };

/** Counts per key in fixed windows, holding at most `capacity` keys. */
class BoundedWindows {
  // Every window lasts `windowMs` from its key's first hit, so insertion order is expiry
  // order: expired keys are always at the front, and pruning stops at the first live one.
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `key` is under its limit and there is room for it. */
  allows(key: string, now: number): boolean {
    this.dropExpired(now);
    const window = this.windows.get(key);
    return window ? window.count < this.limit : this.windows.size < this.capacity;
  }

  /** Counts a hit that `allows` admitted just before. */
  hit(key: string, now: number): void {
    const window = this.windows.get(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) return;
      this.windows.delete(key);
    }
  }
}

export class ViewCounter {
  private readonly pairs: BoundedWindows;
  private readonly addresses: BoundedWindows;

  constructor(
    options: { perAddress: number; capacity: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new BoundedWindows(1, options.capacity, options.windowMs);
    this.addresses = new BoundedWindows(options.perAddress, options.capacity, options.windowMs);
  }

  /** Whether a view of `vendorId` from `address` would count now. */
  counts(address: string, vendorId: string): boolean {
    const now = this.now();
    return this.pairs.allows(`${address} ${vendorId}`, now) && this.addresses.allows(address, now);
  }

  /** Records a view that `counts` admitted (and the database counted). */
  record(address: string, vendorId: string): void {
    const now = this.now();
    this.pairs.hit(`${address} ${vendorId}`, now);
    this.addresses.hit(address, now);
  }
}
