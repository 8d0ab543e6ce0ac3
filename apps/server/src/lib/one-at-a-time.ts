/**
 * Runs tasks with the same key one after another, in this process (the server is one
 * process, ARCHITECTURE.md): what a task reads, the next one with its key reads after it.
 * A database lock cannot do this here: the payments core writes on its own handle, and
 * PGlite's one connection would wait behind the lock's transaction.
 *
 * A key is held only while a task of its runs or waits, and forgotten when the last one
 * ends (issue 27): the keys are payers already found by their link, so the map is as large
 * as the number of payers tapping Pay at the same moment, never a list of what was sent.
 */
export type OneAtATime = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/** A OneAtATime, and how many keys it holds now. */
export type CountedOneAtATime = OneAtATime & { readonly size: number };

export function createOneAtATime(): CountedOneAtATime {
  const tails = new Map<string, Promise<unknown>>();
  const oneAtATime: OneAtATime = async (key, task) => {
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
  return Object.defineProperty(oneAtATime, 'size', { get: () => tails.size }) as CountedOneAtATime;
}
