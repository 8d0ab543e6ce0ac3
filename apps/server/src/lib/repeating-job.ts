/**
 * A background job that runs, waits its interval, and runs again: the message scheduler,
 * to-do reminders and the payments poller. A run never overlaps the last one (the wait
 * starts when a run ends), a failed run is logged and the next one tries again (the
 * database or a provider may be away), and `stop()` waits for the run in progress.
 */
import type { FastifyBaseLogger } from 'fastify';

export type RepeatingJob = { stop(): Promise<void> };

export function startRepeatingJob(options: {
  run: () => Promise<unknown>;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** Logged with a failed run: "scheduler tick failed". */
  failure: string;
  /** Run at once (the default), or first after one interval. */
  runAtStart?: boolean;
}): RepeatingJob {
  const { run, intervalMs, logger, failure, runAtStart = true } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    running = run()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  if (runAtStart) tick();
  else timer = setTimeout(tick, intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
