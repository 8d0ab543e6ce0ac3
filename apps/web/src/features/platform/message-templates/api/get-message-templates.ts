import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from '@/entities/messaging';

/** The templates list endpoint and the templates query keys; the data table fetches the pages. */
export const MESSAGE_TEMPLATES_ENDPOINT = '/templates';

export const messageTemplateKeys = {
  all: ['message-templates'] as const,
  /** The templates table's pages (the data table appends its request). */
  lists: () => [...messageTemplateKeys.all, 'list'] as const,
  detail: (id: string) => [...messageTemplateKeys.all, 'detail', id] as const,
  mappings: (id: string) => [...messageTemplateKeys.all, 'mappings', id] as const,
};

/**
 * After any change to a template: its pages here, and what the send and schedule forms choose
 * from, so a template just written is there to pick when the user goes back to a send.
 */
export const refreshTemplates = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messageTemplateKeys.all }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.templateChoices() }),
  ]);
