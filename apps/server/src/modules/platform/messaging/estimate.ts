/** What a send would reach and cost, without writing anything: the page shows it before sending. */
import type { BatchEstimate } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { countSkipped, planSend, type SendInput } from './send-plan';
import type { Messaging } from './messaging';

export async function estimateBatch(
  db: Db,
  actor: Actor,
  input: SendInput,
  { settings, audiences }: Messaging,
): Promise<BatchEstimate> {
  const { template, messages, skipped } = await planSend(
    db,
    actor,
    input,
    { publicBaseUrl: settings.publicBaseUrl, links: 'preview' },
    audiences,
  );
  const isSms = template.channel === 'sms';
  const segments = isSms ? messages.reduce((sum, message) => sum + message.segments, 0) : 0;
  const [first] = messages;
  return {
    channel: template.channel,
    recipients: messages.length,
    skipped: countSkipped(skipped),
    segments,
    // Integer minor units throughout: 0.1 + 0.2 shillings must not be 0.30000000000000004.
    cost:
      isSms && settings.smsPrice
        ? { minor: segments * settings.smsPrice.minor, currency: settings.smsPrice.currency }
        : null,
    sample: first
      ? { recipientName: first.recipientName, subject: first.subject, body: first.body }
      : null,
  };
}
