/**
 * A queued batch wakes the delivery worker at once instead of at its next poll. Both live
 * in one process; a worker in another process (PostgreSQL) still finds the rows by polling.
 */
const listeners = new Set<() => void>();

export function notifyMessagesQueued(): void {
  for (const listener of listeners) listener();
}

/** Answers the function that stops listening. */
export function onMessagesQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
