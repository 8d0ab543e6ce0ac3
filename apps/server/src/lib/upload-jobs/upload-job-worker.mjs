/**
 * A worker thread of upload-jobs.ts: for each job posted to it, loads the job's TypeScript
 * module (the server runs its source through tsx, decision 0002), runs it on the input and
 * posts the answer. A 4xx error keeps its status and fieldErrors; anything else is
 * reported as a failure. One job at a time: the pool posts the next only after an answer.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();

// On Linux a thread has its own nice value: this one yields the CPU to the thread that
// answers requests. /proc/thread-self names this thread's id. Elsewhere (or where the
// value may not be changed) the worker runs at the usual priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // The usual priority, as said above.
}

const isClientError = (error) =>
  typeof error?.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;

parentPort.on('message', async ({ task, input }) => {
  try {
    const { run } = await import(task);
    parentPort.postMessage({ ok: true, value: await run(input) });
  } catch (error) {
    parentPort.postMessage(
      isClientError(error)
        ? {
            ok: false,
            status: error.statusCode,
            message: error.message,
            ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
          }
        : { ok: false, message: error instanceof Error ? error.message : String(error) },
    );
  }
});
