/**
 * Asks the provider about pending payments whose callback has not come (decision 0042):
 * every PAYMENT_POLL_MS the core looks for the ones due (each with its own backoff) and
 * expires the stale ones after asking once more. Started by main.ts beside the delivery
 * worker; tests call `pollDue()` with a clock they move instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import { startRepeatingJob, type RepeatingJob } from '../../../lib/repeating-job';
import type { PaymentsCore } from './payments-core';

export type PaymentPoller = RepeatingJob;

/** Nothing to ask without a provider; the first round waits one interval after start. */
export function startPaymentPoller(options: {
  payments: PaymentsCore;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): PaymentPoller {
  const { payments, intervalMs, logger } = options;
  if (!payments.provider) return { stop: async () => {} };
  return startRepeatingJob({
    run: async () => {
      const summary = await payments.pollDue();
      if (summary.settled + summary.expired > 0) {
        logger.info(summary, 'pending payments settled by asking the provider');
      }
    },
    intervalMs,
    logger,
    // The database or the provider is away: the next round tries again.
    failure: 'pending payments could not be polled',
    runAtStart: false,
  });
}
