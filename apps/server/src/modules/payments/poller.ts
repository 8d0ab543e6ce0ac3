/**
 * Asks the provider about pending payments whose callback has not come (decision 0042):
 * every PAYMENT_POLL_MS the core looks for the ones due (each with its own backoff) and
 * expires the stale ones after asking once more. Started by main.ts beside the delivery
 * worker; tests call `pollDue()` with a clock they move instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsCore } from './payments-core';

export type PaymentPoller = { stop(): Promise<void> };

export function startPaymentPoller(options: {
  payments: PaymentsCore;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): PaymentPoller {
  const { payments, intervalMs, logger } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    running = (async () => {
      try {
        const summary = await payments.pollDue();
        if (summary.settled + summary.expired > 0) {
          logger.info(summary, 'pending payments settled by asking the provider');
        }
      } catch (error) {
        // The database or the provider is away: the next round tries again.
        logger.warn({ err: error }, 'pending payments could not be polled');
      }
    })();
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  if (payments.provider) timer = setTimeout(tick, intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
