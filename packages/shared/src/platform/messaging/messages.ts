/**
 * Outbound messages (the `messages` page, /api/messages): one per recipient of a batch,
 * with the rendered text and where delivery stands. The rows are also the delivery queue
 * (decision 0011), so the statuses are the queue's states.
 */
import { z } from 'zod';
import { MESSAGE_CHANNELS } from './templates';

/**
 * `queued` waits for a worker (again, after a temporary failure); `sending` is claimed;
 * `sent` the provider accepted it; `delivered` its receipt says it arrived; `failed` for
 * good (the provider's reason is in `error`); `not_sent` no provider is configured.
 */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'cancelled',
  'not_sent',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Only these may be queued again by hand. */
export const RETRYABLE_MESSAGE_STATUSES: readonly MessageStatus[] = ['failed', 'not_sent'];

export const messageSchema = z.object({
  id: z.uuid(),
  batchId: z.uuid(),
  recipientName: z.string(),
  /** E.164 phone for SMS, address for e-mail. */
  address: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The provider's reason for a failure, the last temporary failure while retrying, or why it was not sent. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  segments: z.number().int(),
  provider: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
