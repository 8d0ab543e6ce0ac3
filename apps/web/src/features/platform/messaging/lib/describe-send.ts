import { formatMinorUnits, type BatchEstimate } from '@karamu/shared';
import { countOf } from './format-count';
import { CHANNEL_LABELS } from './message-status';

/**
 * The confirmation's sentence: how many messages, and for SMS the segments and the cost;
 * with no provider, that they wait for one.
 */
export function describeSend(estimate: BatchEstimate, noProvider: boolean): string {
  const messages = countOf(estimate.recipients, 'message', 'messages');
  const channel = CHANNEL_LABELS[estimate.channel];
  const when = noProvider
    ? 'are queued and go out once a provider is configured; cancel the send to stop them'
    : 'go out now';
  if (estimate.channel !== 'sms') return `${messages} by ${channel} ${when}.`;
  const cost = estimate.cost
    ? `, about ${formatMinorUnits(estimate.cost.minor, estimate.cost.currency)}`
    : '';
  return `${messages} by ${channel} ${when} (${countOf(estimate.segments, 'segment', 'segments')}${cost}).${noProvider ? '' : ' This cannot be undone.'}`;
}
