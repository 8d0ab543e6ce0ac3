/**
 * A queued batch wakes the delivery workers of its app at once instead of at their next
 * poll. Both live in one process; a worker in another process (PostgreSQL) still finds the
 * rows by polling. Each app has its own (messaging.ts): queuing in one never wakes another's.
 */
export type Wakeup = {
  notify(): void;
  /** Answers the function that stops listening. */
  listen(listener: () => void): () => void;
};

export function createWakeup(): Wakeup {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
