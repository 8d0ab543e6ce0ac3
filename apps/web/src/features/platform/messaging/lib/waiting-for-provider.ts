import type { MessageChannel } from '@karamu/shared';
import { useSendingStatus } from '@/entities/sending';
import { CHANNEL_LABELS } from './message-status';

/** What a queued message of a channel without a provider shows instead of "Queued" (0029). */
export const WAITING_FOR_PROVIDER = 'Waiting for a provider';

/**
 * Channels without a provider on this server: their messages stay queued until one is
 * configured. Empty until the status is read, so nothing is claimed missing by mistake.
 */
export function useChannelsWithoutProvider(): ReadonlySet<MessageChannel> {
  const providers = useSendingStatus().data?.delivery.providers;
  if (!providers) return new Set();
  return new Set((Object.keys(providers) as MessageChannel[]).filter((c) => !providers[c]));
}

/** The sentence every screen uses for a channel with no provider. */
export function describeMissingProvider(channel: MessageChannel): string {
  const label = CHANNEL_LABELS[channel];
  return `No ${label} provider is configured on this server, so nothing goes out by ${label} yet. Messages wait in the queue and go out once the person who runs the server configures one.`;
}
