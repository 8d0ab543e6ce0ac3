/**
 * Runs tasks with the same key one after another, in this process (the server is one
 * process, ARCHITECTURE.md): what a task reads, the next one with its key reads after it.
 * A database lock cannot do this here: the payments core writes on its own handle, and
 * PGlite's one connection would wait behind the lock's transaction.
 */
export type OneAtATime = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createOneAtATime(): OneAtATime {
  const tails = new Map<string, Promise<unknown>>();
  return async (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    // The next task waits for this one to end, whether it succeeded or not.
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
