/** The templates list endpoint and the templates query keys; the data table fetches the pages. */
export const MESSAGE_TEMPLATES_ENDPOINT = '/templates';

export const messageTemplateKeys = {
  all: ['message-templates'] as const,
  /** The templates table's pages (the data table appends its request). */
  lists: () => [...messageTemplateKeys.all, 'list'] as const,
  detail: (id: string) => [...messageTemplateKeys.all, 'detail', id] as const,
  mappings: (id: string) => [...messageTemplateKeys.all, 'mappings', id] as const,
};
