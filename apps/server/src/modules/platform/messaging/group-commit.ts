/**
 * Group commit: what arrives while a write runs, or within `gatherMs` of a small group's
 * first item, goes together in one write. Answers from providers arrive one by one (an
 * SMTP pool finishes mails singly); writing each in its own transaction would make the
 * database, not the providers, the limit (PGlite most of all: one connection). A group of
 * `fullAt` items is written without waiting.
 */
export type GroupCommitOptions = { gatherMs: number; fullAt: number };

export function createGroupCommit<T, R>(
  write: (items: T[]) => Promise<R[]>,
  { gatherMs, fullAt }: GroupCommitOptions,
) {
  let pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let running: Promise<void> | undefined;
  let full: (() => void) | undefined;

  /** Until `gatherMs` passed or the group is full, whichever comes first. */
  const gather = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, gatherMs);
      function done() {
        clearTimeout(timer);
        full = undefined;
        resolve();
      }
      full = done;
    });

  async function drain() {
    while (pending.length > 0) {
      if (pending.length < fullAt) await gather();
      const group = pending;
      pending = [];
      try {
        const results = await write(group.map((entry) => entry.item));
        group.forEach((entry, i) => entry.resolve(results[i]!));
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    running = undefined;
  }

  return {
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (pending.length >= fullAt) full?.();
        running ??= drain();
      });
    },
  };
}
