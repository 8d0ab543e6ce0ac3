/**
 * Message batches (/api/message-batches): one send of a template to the recipients a
 * filter picks from a context (an event's guests). Before sending, the estimate says how
 * many it reaches, who is left out and why, and what it costs; the send itself answers a
 * batch id whose progress the page polls.
 */
import { z } from 'zod';
import { MESSAGE_STATUSES, type MessageStatus } from './messages';
import { scheduleFilterSchema } from './schedules';
import { MESSAGE_CHANNELS } from './templates';

/** Above this many recipients a send must say `confirm: true` (the page asks first). */
export const CONFIRM_ABOVE = 100;

/** Why a recipient of the filter gets no message, with the words the page shows. */
export const SKIP_REASONS = {
  no_phone: 'No phone number',
  not_mobile: 'Not a mobile number',
  no_email: 'No e-mail address',
  opted_out: 'Opted out',
  country_not_served: 'Outside the SMS countries (Settings)',
  recipient_daily_cap: 'Had the most messages a number gets a day',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;
export const SKIP_REASON_NAMES = Object.keys(SKIP_REASONS) as SkipReason[];

export const skippedCountSchema = z.object({
  reason: z.enum(SKIP_REASON_NAMES as [SkipReason, ...SkipReason[]]),
  label: z.string(),
  count: z.number().int(),
});
export type SkippedCount = z.infer<typeof skippedCountSchema>;

export const estimateBatchInputSchema = z.strictObject({
  templateId: z.uuid('Template must be a UUID'),
  contextId: z.uuid('Context must be a UUID'),
  filter: scheduleFilterSchema,
});
export type EstimateBatchInput = z.infer<typeof estimateBatchInputSchema>;

export const createBatchInputSchema = estimateBatchInputSchema.extend({
  /** Required above CONFIRM_ABOVE recipients: the sender saw the count and the cost. */
  confirm: z.boolean({ error: 'Confirm must be true or false' }).optional(),
});
export type CreateBatchInput = z.infer<typeof createBatchInputSchema>;

export const testBatchInputSchema = z.strictObject({
  templateId: z.uuid('Template must be a UUID'),
  contextId: z.uuid('Context must be a UUID'),
});
export type TestBatchInput = z.infer<typeof testBatchInputSchema>;

export const batchEstimateSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  recipients: z.number().int(),
  skipped: z.array(skippedCountSchema),
  /** All recipients' SMS parts together; 0 for e-mail. */
  segments: z.number().int(),
  /** Integer minor units (cents); null when no SMS price is configured or for e-mail. */
  cost: z.object({ minor: z.number().int(), currency: z.string() }).nullable(),
  /** The first recipient's message as it will be sent; null when nobody can be reached. */
  sample: z
    .object({ recipientName: z.string(), subject: z.string().nullable(), body: z.string() })
    .nullable(),
});
export type BatchEstimate = z.infer<typeof batchEstimateSchema>;

export const batchCreatedSchema = z.object({
  id: z.uuid(),
  total: z.number().int(),
  skipped: z.array(skippedCountSchema),
});
export type BatchCreated = z.infer<typeof batchCreatedSchema>;

export const BATCH_STATUSES = ['queued', 'sending', 'completed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const messageBatchSchema = z.object({
  id: z.uuid(),
  status: z.enum(BATCH_STATUSES),
  /** Null once the template is deleted; the messages keep their rendered text. */
  templateId: z.uuid().nullable(),
  templateName: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  audience: z.string(),
  contextId: z.string(),
  isTest: z.boolean(),
  total: z.number().int(),
  /** How many of the batch's messages are in each status now. */
  counts: z.object(
    Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, z.number().int()])) as Record<
      MessageStatus,
      z.ZodNumber
    >,
  ),
  skipped: z.array(skippedCountSchema),
  createdAt: z.string(),
  /** Username of the sender. */
  createdBy: z.string().nullable(),
});
export type MessageBatch = z.infer<typeof messageBatchSchema>;
