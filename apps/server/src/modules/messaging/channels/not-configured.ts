import type { MessageChannel } from '@karamu/shared';
import type { Transport } from './types';

const NOT_CONFIGURED_REASON = 'Not sent: no provider configured';

/**
 * The transport of a channel nobody configured: every message ends `not_sent` with a
 * reason the messages page shows, so nothing pretends to deliver.
 */
export function notConfiguredTransport(channel: MessageChannel): Transport {
  return {
    channel,
    provider: 'none',
    ratePerSecond: undefined,
    send: async () => ({ kind: 'not_sent', reason: NOT_CONFIGURED_REASON }),
    close: async () => {},
  };
}
