import type { EstimateBatchInput } from '@karamu/shared';

/** Query keys of the send and messages screens: `all` -> lists and details under it. */
export const messagingKeys = {
  all: ['messaging'] as const,
  /** The messages table's pages (the data table appends its request). */
  messages: () => [...messagingKeys.all, 'messages'] as const,
  batches: () => [...messagingKeys.all, 'batches'] as const,
  recentBatches: () => [...messagingKeys.batches(), 'recent'] as const,
  batch: (id: string) => [...messagingKeys.batches(), 'detail', id] as const,
  estimate: (input: EstimateBatchInput) => [...messagingKeys.all, 'estimate', input] as const,
  /** What the send and schedule forms choose from. */
  contexts: (audience: string) => [...messagingKeys.all, 'contexts', audience] as const,
  templateChoices: () => [...messagingKeys.all, 'templates'] as const,
  templates: (audience: string) => [...messagingKeys.templateChoices(), audience] as const,
  recipients: (audience: string, contextId: string, search: string) =>
    [...messagingKeys.all, 'recipients', audience, contextId, search] as const,
};
