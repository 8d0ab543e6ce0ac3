import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

/**
 * Under the event's own key: every budget write invalidates `all(eventId)`, so the totals,
 * the chart and the items never disagree.
 */
export const budgetKeys = {
  all: (eventId: string) => [...eventKeys.detail(eventId), 'budget'] as const,
  summary: (eventId: string) => [...budgetKeys.all(eventId), 'summary'] as const,
  items: (eventId: string) => [...budgetKeys.all(eventId), 'items'] as const,
};

export const budgetPath = (eventId: string) => `${EVENTS_ENDPOINT}/${eventId}/budget`;
export const budgetItemsPath = (eventId: string) => `${budgetPath(eventId)}/items`;
