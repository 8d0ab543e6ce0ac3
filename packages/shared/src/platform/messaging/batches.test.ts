import { describe, expect, it } from 'vitest';
import { CONFIRM_ABOVE, createBatchInputSchema, messageBatchSchema, SKIP_REASONS } from './batches';
import { MESSAGE_STATUSES, messageSchema, RETRYABLE_MESSAGE_STATUSES } from './messages';

const ids = {
  templateId: '6f1d7c52-3c1b-4b9e-9a57-0b3c1f6a7d10',
  contextId: '0a6b1e0e-8f8a-4a52-9d3c-7c3f2b1d4e5f',
};

describe('createBatchInputSchema', () => {
  it('takes a filter of the audience and an optional confirmation', () => {
    const parsed = createBatchInputSchema.parse({ ...ids, filter: { name: 'all' }, confirm: true });
    expect(parsed).toEqual({ ...ids, filter: { name: 'all' }, confirm: true });
  });

  it('names the field that is wrong', () => {
    const paths = (input: object) =>
      createBatchInputSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...ids, filter: { name: 'selected' } })).toEqual(['filter.ids']);
    expect(paths({ ...ids, filter: { name: 'all' }, confirm: 'yes' })).toEqual(['confirm']);
    expect(paths({ ...ids, contextId: 'event-1', filter: { name: 'all' } })).toEqual(['contextId']);
    expect(paths({ ...ids, filter: { name: 'all' }, extra: 1 })).toEqual(['']);
  });

  it('asks for confirmation above a hundred recipients', () => {
    expect(CONFIRM_ABOVE).toBe(100);
  });
});

describe('answer schemas', () => {
  it('count every message status of a batch', () => {
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0]));
    const batch = {
      id: ids.templateId,
      status: 'sending',
      templateId: null,
      templateName: null,
      channel: 'sms',
      audience: 'event-guests',
      contextId: ids.contextId,
      isTest: false,
      total: 3,
      counts,
      skipped: [{ reason: 'opted_out', label: SKIP_REASONS.opted_out, count: 1 }],
      createdAt: '2026-11-21T10:00:00.000Z',
      createdBy: 'admin',
    };
    expect(messageBatchSchema.parse(batch)).toEqual(batch);
    const { queued: _queued, ...missing } = counts;
    expect(messageBatchSchema.safeParse({ ...batch, counts: missing }).success).toBe(false);
  });

  it('let only failed and not sent messages be retried', () => {
    expect(RETRYABLE_MESSAGE_STATUSES).toEqual(['failed', 'not_sent']);
    expect(messageSchema.shape.status.options).toEqual([...MESSAGE_STATUSES]);
  });
});
